/**
 * The enquiry form's words (enquiry.ts and contact.json, thank-you.json).
 */
import { z } from "zod";
import { nonEmpty, sentence, sentenceWith } from "./text-rules";
import { entryId } from "./validators";

/** The enquiry form's words, the fraud warning beside it, and what /thank-you says happens next. */
export const enquiryWordsSchema = z.object({
  formHeading: nonEmpty,
  formIntro: nonEmpty,
  subject: nonEmpty.max(120, "must be at most 120 characters (it is the e-mail's subject line)"),
  submitLabel: nonEmpty,
  privacyNote: nonEmpty,
  draftNote: nonEmpty,
  fraudNotice: z.object({
    heading: nonEmpty,
    text: nonEmpty,
    phonesLabel: nonEmpty,
    emailsLabel: nonEmpty,
    /** The link to /verify-us/. */
    verifyLink: nonEmpty,
  }),
  nextSteps: z.array(z.object({ id: entryId, title: nonEmpty, text: nonEmpty })).min(1),
  /**
   * The form's fields. A hint may name `{limit}`, the field's length limit (the browser stops
   * typing there); the message's count names `{left}`, what is left of it.
   */
  fields: z.object({
    allRequired: nonEmpty,
    /** The spam trap's label: people never see it, but a screen reader could still meet the word. */
    honeypotLabel: nonEmpty,
    name: z.object({ label: nonEmpty, title: nonEmpty, hint: sentence([], ["limit"]) }),
    phone: z.object({ label: nonEmpty, placeholder: nonEmpty, title: nonEmpty, hint: sentence([], ["limit"]) }),
    email: z.object({ label: nonEmpty, placeholder: nonEmpty, hint: sentence([], ["limit"]) }),
    service: z.object({ label: nonEmpty, choose: nonEmpty }),
    message: z.object({
      label: nonEmpty,
      placeholder: nonEmpty,
      hint: sentence([], ["limit"]),
      hintWithCount: sentence(["left"], ["limit"]),
      blankWarning: nonEmpty,
    }),
  }),
  /** The contact page's panel of phones, WhatsApp, e-mails, hours and offices. */
  contactPanel: z.object({
    heading: nonEmpty,
    phone: nonEmpty,
    whatsapp: nonEmpty,
    whatsappLink: sentenceWith("number"),
    email: nonEmpty,
    hours: nonEmpty,
    mapLink: nonEmpty,
  }),
});
