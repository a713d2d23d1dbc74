/**
 * THE CLAIMS AND PAPERWORK PAGE (/claims-and-paperwork/): the documents every customer gets and
 * their sample PDFs, bills for employers, what to do about damage or loss, the claim form, and the
 * page the form lands on (/claim-received/).
 *
 * This file holds the page's facts only. Its words are in app/content/words/<language>/:
 * claims-and-paperwork.json (the page and the form), claim-received.json (the page a claim lands
 * on) and documents.json (what the sample PDFs print), one set per language.
 *
 * The deadlines and promises are in `claimFacts` below, once: every sentence on the site that
 * states one names it in braces (`within {claimNoticeHours} hours`, app/content/fact-slots.ts),
 * in every language, the home page's questions too. Change a figure here, run `npm run build`,
 * and every page and sample follows. The figures are the company's own rules: confirm each with
 * the owner (and the insurer's policy) before the site goes live.
 *
 * `onBankApprovedList` stays `false` until the company has an approval from a bank or the Indian
 * Banks' Association in writing; set it to `true` and the page says so instead.
 */

import type { ClaimsContentAsWritten } from "./claims-schema";
import { company } from "./company";

export const claimFacts = {
  claimNoticeHours: 48,
  replyWorkingDays: 2,
  papersToInsurerWorkingDays: 3,
  insurerSettlementDays: 30,
  uninsuredSettlementDays: 15,
  onBankApprovedList: false,
  /** FormSubmit forwards attachments of up to 10 MB per submission, all files together. */
  photoLimitMb: 10,
} as const;

/** The company's consignment numbers: prefix, year, serial (`GPM-2026-00123`). */
export const consignmentNumberFormat = { prefix: "GPM", serialDigits: 5, example: "GPM-2026-00123" } as const;

/** The mailbox a claim may be written to ({claimsEmail} in a sentence): the company's support and claims address. */
export const claimsEmail =
  company.emails.find((email) => "claims" in email && email.claims)?.address ?? company.enquiryEmail;

type Written = ClaimsContentAsWritten;
type Samples = Written["samples"];

/** The facts of the claims content: everything but its words. */
type ClaimsFactsAsWritten = Pick<Written, "facts" | "consignmentNumber"> & {
  documents: { items: Array<Pick<Written["documents"]["items"][number], "slug">> };
  form: { consignment: Pick<Written["form"]["consignment"], "placeholder"> };
  samples: Pick<Samples, "pickupDate" | "deliveryDate" | "invoiceNumber" | "declaredValue" | "policyNumber"> & {
    invoiceLines: Array<{ id: string } & Pick<Samples["invoiceLines"][number], "amount">>;
    items: Array<{ id: string } & Pick<Samples["items"][number], "carton">>;
  };
};

/**
 * The facts of the claims content; the words files lay each language's words over them. The
 * claim form's name, phone and e-mail fields and its hidden trap field are the enquiry form's,
 * added where the content is put together (content.server.ts), so they are written once.
 */
export const claimsAndPaperwork: ClaimsFactsAsWritten = {
  facts: claimFacts,
  consignmentNumber: consignmentNumberFormat,
  /** The five documents, in the order the page shows them; their words are keyed by slug. */
  documents: {
    items: [
      { slug: "gst-invoice" },
      { slug: "lorry-receipt" },
      { slug: "packing-list" },
      { slug: "insurance-certificate" },
      { slug: "delivery-receipt" },
    ],
  },
  form: { consignment: { placeholder: consignmentNumberFormat.example } },
  samples: {
    pickupDate: "2026-03-12",
    deliveryDate: "2026-03-14",
    invoiceNumber: "INV-SAMPLE-0000",
    declaredValue: 500000,
    policyNumber: "POLICY-SAMPLE-0000",
    /** Each line's amount; its description is in documents.json, under the same id. */
    invoiceLines: [
      { id: "packing-material", amount: 6500 },
      { id: "packing-and-loading", amount: 4200 },
      { id: "transport", amount: 21000 },
      { id: "unloading", amount: 2800 },
      { id: "floor-charges", amount: 1500 },
    ],
    /** Each item's carton number; what is in it, its room and condition are in documents.json, under the same id. */
    items: [
      { id: "c-01", carton: "C-01" },
      { id: "c-02", carton: "C-02" },
      { id: "c-03", carton: "C-03" },
      { id: "f-01", carton: "F-01" },
      { id: "f-02", carton: "F-02" },
    ],
  },
};
