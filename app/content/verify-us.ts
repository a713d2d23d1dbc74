/**
 * The facts of /verify-us/: how a family can check that a call, a quote or a request for money is
 * really from us before paying anyone. Its words (in every language) are in
 * app/content/words/<language>/verify-us.json, under `verifyUs`, and the page's title and
 * introduction under `pages.verifyUs`. The phones, e-mails, offices, bank account, UPI ID and
 * advance limit are not written here either: the page takes them from company.ts, and the GSTIN
 * and Udyam numbers and their verify links from certifications.ts.
 */
import { consignmentNumberFormat } from "./claims-and-paperwork";
import { company } from "./company";
import type { VerifyUsWords } from "./verify-us-schema";

export const verifyUs = {
  documents: {
    // The format is one fact, kept with the claim form that checks it (claims-and-paperwork.ts).
    consignmentExample: consignmentNumberFormat.example,
  },
  report: {
    // Reports go to the support and claims mailbox.
    emailAddress: company.emails[1]?.address ?? company.enquiryEmail,
  },
} satisfies {
  documents: Pick<VerifyUsWords["documents"], "consignmentExample">;
  report: Pick<VerifyUsWords["report"], "emailAddress">;
};
