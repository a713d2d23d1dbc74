/**
 * The enquiry form's words (enquiry.ts; contact.json's and thank-you.json's `enquiry`): the form,
 * the fraud warning beside it, the contact panel, and what /thank-you says happens next. Their
 * shape is the English files' (words-shape.ts); only the rules are written here. A field's hint
 * may name `{limit}`, the field's length limit (the browser stops typing there); the message's
 * count names `{left}`, what is left of it, in the form that number takes.
 */
import { z } from "zod";
import { countWords, nonEmpty, sentence, sentenceWith } from "./text-rules";
import englishContact from "./words/en/contact.json" with { type: "json" };
import englishThankYou from "./words/en/thank-you.json" with { type: "json" };
import { wordsEntryShape, wordsShape } from "./words-shape";

const englishEnquiry = { ...englishContact.enquiry, ...englishThankYou.enquiry };

/** The form's fields, also the claim form's (claims-schema.ts); a placeholder is a fact (enquiry.ts). */
export const enquiryFieldSchemas = {
  name: wordsShape(englishEnquiry.fields.name, { hint: sentence([], ["limit"]) }, "enquiry.fields.name"),
  phone: wordsShape(englishEnquiry.fields.phone, { hint: sentence([], ["limit"]) }, "enquiry.fields.phone", {
    placeholder: nonEmpty,
  }),
  email: wordsShape(englishEnquiry.fields.email, { hint: sentence([], ["limit"]) }, "enquiry.fields.email", {
    placeholder: nonEmpty,
  }),
  message: wordsShape(
    englishEnquiry.fields.message,
    { hint: sentence([], ["limit"]), hintWithCount: countWords("left", { mayUse: ["limit"] }) },
    "enquiry.fields.message",
  ),
};

export const enquiryWordsSchema = wordsShape(
  englishEnquiry,
  {
    subject: nonEmpty.max(120, "must be at most 120 characters (it is the e-mail's subject line)"),
    nextSteps: z.array(wordsEntryShape(englishEnquiry.nextSteps, {}, "enquiry.nextSteps")).min(1),
    fields: enquiryFieldSchemas,
    contactPanel: { whatsappLink: sentenceWith("number") },
  },
  "enquiry",
);
