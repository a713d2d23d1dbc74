/**
 * The facts of the enquiry form (/contact/) and the thank-you page. Their words (in every
 * language) are in app/content/words/<language>/contact.json (the form, the fraud warning beside
 * it, the contact panel) and thank-you.json (what happens next), under `enquiry`. Phone numbers
 * and e-mails are not written here: the pages take them from company.ts.
 */
import type { EnquiryWords } from "./schema";

export const enquiry = {
  fields: {
    // Examples of a field's form, the same in every language.
    phone: { placeholder: "+91 98765 43210" },
    email: { placeholder: "you@example.com" },
  },
} satisfies {
  fields: {
    phone: Pick<EnquiryWords["fields"]["phone"], "placeholder">;
    email: Pick<EnquiryWords["fields"]["email"], "placeholder">;
  };
};
