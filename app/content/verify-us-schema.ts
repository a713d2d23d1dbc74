/**
 * The shape of /verify-us/'s words (verify-us.ts; verify-us.json's `verifyUs`): the English file's
 * (words-shape.ts), with the rules written here. Parsed with the rest of the site's content, so a
 * mistake fails the build naming the field, for example `verifyUs.payment.rules[0]`.
 */
import { z } from "zod";
import { nonEmpty, sentence, sentenceWith } from "./text-rules";
import englishVerifyUs from "./words/en/verify-us.json" with { type: "json" };
import { wordsEntryShape, wordsShape } from "./words-shape";

const english = englishVerifyUs.verifyUs;

const steps = (...slots: string[]) => z.array(sentence([], slots)).min(1, "must have at least one step");

/** How to check one registration number on its government portal, step by step. */
const portalCheckRules = {
  /**
   * `{number}` is the number to type, `{name}`, `{proprietor}` and `{state}` what the portal must
   * show: the names as registered, in English letters, whatever the page's language.
   */
  steps: steps("number", "name", "proprietor", "state"),
  link: sentenceWith("number"),
};

export const verifyUsSchema = wordsShape(
  english,
  {
    contacts: { whatsappLink: sentenceWith("number") },
    registration: { gst: portalCheckRules, udyam: portalCheckRules },
    payment: {
      /** `{percent}` and `{maxAdvance}` are the advance's limits from company.ts. */
      rules: z.array(sentence([], ["percent", "maxAdvance", "name"])).min(1),
    },
    documents: {
      /** `{gstin}`, `{name}` (as registered, in English letters) and `{format}`/`{example}` of the consignment number are filled in. */
      carries: z.array(sentence([], ["gstin", "name", "format", "example"])).min(1),
      kinds: z
        .array(
          wordsEntryShape(
            english.documents.kinds,
            { alsoCarries: z.array(nonEmpty).min(1) },
            "verifyUs.documents.kinds",
          ),
        )
        .min(1),
    },
    checklist: {
      items: z
        .array(wordsEntryShape(english.checklist.items, {}, "verifyUs.checklist.items"))
        .min(3)
        .max(10, "must be short: at most ten signs"),
    },
    report: { call: sentenceWith("phone"), email: sentenceWith("email") },
  },
  "verifyUs",
  // The consignment number's example and the address misuse is reported to (verify-us.ts).
  { documents: { consignmentExample: nonEmpty }, report: { emailAddress: z.email() } },
);

export type VerifyUsWords = z.infer<typeof verifyUsSchema>;
