/**
 * The shape of /verify-us/'s words (verify-us.ts). Parsed with the rest of the site's content, so a
 * mistake fails the build naming the field, for example `verifyUs.payment.rules[0]`.
 */
import { z } from "zod";
import { nonEmpty, sentence, sentenceWith } from "./text-rules";
import { entryId } from "./validators";

const steps = (...slots: string[]) => z.array(sentence([], slots)).min(1, "must have at least one step");

/** How to check one registration number on its government portal, step by step. */
const portalCheckSchema = z.object({
  heading: nonEmpty,
  /** `{number}` is the number to type, `{name}`, `{proprietor}` and `{state}` what the portal must show. */
  steps: steps("number", "name", "proprietor", "state"),
  link: sentenceWith("number"),
});

export const verifyUsSchema = z.object({
  contacts: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    notUs: nonEmpty,
    phones: nonEmpty,
    whatsapp: nonEmpty,
    whatsappLink: sentenceWith("number"),
    emails: nonEmpty,
    website: nonEmpty,
    offices: nonEmpty,
    mapLink: nonEmpty,
  }),
  registration: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    gst: portalCheckSchema,
    udyam: portalCheckSchema,
    /** What to do when the portal shows another name, a cancelled number or nothing. */
    mismatch: nonEmpty,
  }),
  payment: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    accountHeading: nonEmpty,
    labels: z.object({
      accountName: nonEmpty,
      bank: nonEmpty,
      accountNumber: nonEmpty,
      ifsc: nonEmpty,
      upiId: nonEmpty,
    }),
    rulesHeading: nonEmpty,
    /** `{percent}` and `{maxAdvance}` are the advance's limits from company.ts. */
    rules: z.array(sentence([], ["percent", "maxAdvance", "name"])).min(1),
  }),
  documents: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    everyDocument: nonEmpty,
    /** `{gstin}`, `{name}` and `{format}`/`{example}` of the consignment number are filled in. */
    carries: z.array(sentence([], ["gstin", "name", "format", "example"])).min(1),
    consignmentFormat: nonEmpty,
    consignmentExample: nonEmpty,
    kinds: z
      .array(z.object({ id: entryId, title: nonEmpty, purpose: nonEmpty, alsoCarries: z.array(nonEmpty).min(1) }))
      .min(1),
  }),
  checklist: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    items: z
      .array(z.object({ id: entryId, title: nonEmpty, text: nonEmpty }))
      .min(3)
      .max(10, "must be short: at most ten signs"),
  }),
  report: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    call: sentenceWith("phone"),
    whatsapp: nonEmpty,
    /** The message a WhatsApp chat from this page starts with. */
    whatsappMessage: nonEmpty,
    emailAddress: z.email(),
    email: sentenceWith("email"),
    emailSubject: nonEmpty,
    emailBody: nonEmpty,
    opensWhatsapp: nonEmpty,
    police: nonEmpty,
  }),
});

export type VerifyUsCopy = z.infer<typeof verifyUsSchema>;
