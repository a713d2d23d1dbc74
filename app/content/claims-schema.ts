/**
 * The shape of the claims and paperwork page's content (claims-and-paperwork.ts and its words files): the documents
 * every customer gets and their samples, bills for employers, the damage claim's steps and
 * deadlines, the claim form and the page it lands on. `content.server.ts` parses it while the site
 * is built, so a mistake stops the build naming the field (for example
 * `claims.facts.claimNoticeHours`).
 */
import { z } from "zod";
import { describeContentErrors, uniqueBy } from "./content-errors";
import { enquiryFieldSchemas } from "./enquiry-schema";
import { nonEmpty, sentenceWith } from "./text-rules";
import { entryId } from "./validators";

const enquiryFields = enquiryFieldSchemas;

/** The five documents, by the slug their sample PDF is named after (/downloads/samples/<slug>.pdf). */
export const documentSlugs = [
  "gst-invoice",
  "lorry-receipt",
  "packing-list",
  "insurance-certificate",
  "delivery-receipt",
] as const;
export type DocumentSlug = (typeof documentSlugs)[number];

/**
 * The word "claim" as each language's subject line says it (English, Telugu, Hindi): whoever reads
 * the company's mailbox sees at once that the message is a claim, whatever language it came in.
 */
const saysClaim = /claim|క్లెయిమ్|क्लेम/i;

const consignmentPrefix = z.string().regex(/^[A-Z]{2,5}$/, "must be 2 to 5 capital letters, like GPM");

/** The facts the page's sentences quote: each lives here once. */
const factsSchema = z.object({
  /** Hours after delivery within which damage or loss must be reported to us. */
  claimNoticeHours: z
    .number()
    .int()
    .min(24, "must be at least 24 hours (a family needs a day to unpack)")
    .max(240, "must be at most 240 hours (10 days)"),
  /** Working days within which we answer a claim we are told of. */
  replyWorkingDays: z.number().int().min(1).max(15),
  /** Working days within which we send the papers of an insured claim to the insurer. */
  papersToInsurerWorkingDays: z.number().int().min(1).max(15),
  /** Days an insurer usually takes to settle once it has the surveyor's report and every paper. */
  insurerSettlementDays: z.number().int().min(1).max(120),
  /** Days within which we settle an uninsured claim once we have agreed it with you. */
  uninsuredSettlementDays: z.number().int().min(1).max(60),
  /**
   * Whether any bank or the Indian Banks' Association lists the company as an approved mover.
   * `false` until the owner has such a listing in writing.
   */
  onBankApprovedList: z.boolean(),
  /** The most the form service (FormSubmit) takes in attached photos, all together, in MB. */
  photoLimitMb: z.number().int().min(1).max(25),
});

/** How the company numbers a consignment: `GPM-2026-00123` is prefix, year, serial. */
const consignmentNumberSchema = z
  .object({
    prefix: consignmentPrefix,
    serialDigits: z.number().int().min(3).max(8),
    /** The number printed on every sample document: clearly an example. */
    example: nonEmpty,
  })
  .refine(
    (format) => new RegExp(`^${format.prefix}-[0-9]{4}-[0-9]{${format.serialDigits}}$`).test(format.example),
    "example must follow the format: prefix, a hyphen, the 4-digit year, a hyphen and the serial number",
  );

const documentSchema = z.object({
  slug: z.enum(documentSlugs),
  name: nonEmpty,
  /** Other names people know it by ("bilty"). */
  alsoCalled: nonEmpty.optional(),
  /** When the customer gets it. */
  when: nonEmpty,
  /** What it is for. */
  purpose: nonEmpty,
  /** What to check on it. */
  check: nonEmpty,
});

const stepSchema = z.object({ id: entryId, title: nonEmpty, text: nonEmpty });

/** A line of the sample GST invoice: its own amount; GST is worked out at the estimate's rate. */
const invoiceLineSchema = z.object({ id: entryId, description: nonEmpty, amount: z.number().int().min(1) });

/** An item of the sample packing list and delivery receipt. */
const packedItemSchema = z.object({
  id: entryId,
  carton: nonEmpty,
  contents: nonEmpty,
  room: nonEmpty,
  condition: nonEmpty,
});

const isoDate = z.iso.date();

export const claimsContentSchema = z.object({
  facts: factsSchema,
  consignmentNumber: consignmentNumberSchema,
  documents: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    whenLabel: nonEmpty,
    purposeLabel: nonEmpty,
    checkLabel: nonEmpty,
    /** The link to a document's sample PDF. */
    sampleLink: sentenceWith("document"),
    sampleNote: sentenceWith("number"),
    items: z
      .array(documentSchema)
      .length(documentSlugs.length, "must describe the five documents, one each")
      .superRefine(uniqueBy((item) => item.slug, "slug")),
  }),
  employerBills: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    checksHeading: nonEmpty,
    checks: z.array(z.object({ id: entryId, title: nonEmpty, text: nonEmpty })).min(1),
    weIssue: nonEmpty,
    bankListHeading: nonEmpty,
    /** Shown while `facts.onBankApprovedList` is false. */
    notOnBankList: nonEmpty,
    /** Shown once the owner sets `facts.onBankApprovedList` to true. */
    onBankList: nonEmpty,
    ibaExplained: nonEmpty,
  }),
  damage: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    steps: z.array(stepSchema).min(3),
    settlementHeading: nonEmpty,
    insured: nonEmpty,
    uninsured: nonEmpty,
    complaint: nonEmpty,
  }),
  form: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    /** The e-mail's subject line: it must tell the company at once that this is a claim. */
    subject: nonEmpty
      .max(120, "must be at most 120 characters (it is the e-mail's subject line)")
      .refine(
        (text) => saysClaim.test(text),
        "must say it is a claim (claim, క్లెయిమ్, क्लेम), so nobody mistakes it for an enquiry",
      ),
    allRequired: nonEmpty,
    honeypotLabel: nonEmpty,
    consignment: z.object({
      label: nonEmpty,
      placeholder: nonEmpty,
      title: sentenceWith("example"),
      hint: sentenceWith("example"),
    }),
    // The same kinds of field as the enquiry form's, checked the same way.
    name: enquiryFields.name,
    phone: enquiryFields.phone,
    email: enquiryFields.email,
    message: enquiryFields.message,
    photos: z.object({
      label: nonEmpty,
      hint: nonEmpty,
      tooLarge: nonEmpty,
    }),
    whatsapp: z.object({
      text: nonEmpty,
      link: nonEmpty,
      /** The message the chat starts with; `{consignment}` is the number typed in the form, if any. */
      message: sentenceWith("consignment"),
      /** Put in `{consignment}` while no number has been typed. */
      noNumberYet: nonEmpty,
    }),
    privacyNote: nonEmpty,
    draftNote: nonEmpty,
    submitLabel: nonEmpty,
  }),
  received: z.object({
    nextStepsHeading: nonEmpty,
    steps: z.array(stepSchema).min(1),
    keepHeading: nonEmpty,
    keep: nonEmpty,
    claimsPageLink: nonEmpty,
    homeLink: nonEmpty,
  }),
  /** What the sample PDFs print: their labels, and the made-up customer and move on every one. */
  samples: z.object({
    stamp: nonEmpty,
    title: sentenceWith("document"),
    note: nonEmpty,
    labels: z.object({
      consignmentNumber: nonEmpty,
      invoiceNumber: nonEmpty,
      date: nonEmpty,
      from: nonEmpty,
      to: nonEmpty,
      customer: nonEmpty,
      customerGstin: nonEmpty,
      company: nonEmpty,
      gstin: nonEmpty,
      registeredOffice: nonEmpty,
      branchOffice: nonEmpty,
      description: nonEmpty,
      amount: nonEmpty,
      taxableValue: nonEmpty,
      gst: sentenceWith("rate"),
      total: nonEmpty,
      vehicle: nonEmpty,
      packages: nonEmpty,
      declaredValue: nonEmpty,
      carton: nonEmpty,
      contents: nonEmpty,
      room: nonEmpty,
      condition: nonEmpty,
      insurer: nonEmpty,
      policyNumber: nonEmpty,
      premium: nonEmpty,
      coverPeriod: nonEmpty,
      pickupDate: nonEmpty,
      deliveryDate: nonEmpty,
      remarks: nonEmpty,
      customerSignature: nonEmpty,
      companySignature: nonEmpty,
    }),
    /** The made-up move every sample describes: plainly fictitious, never a real person. */
    customer: z.object({ name: nonEmpty, address: nonEmpty, gstin: nonEmpty }),
    route: z.object({ from: nonEmpty, to: nonEmpty }),
    pickupDate: isoDate,
    deliveryDate: isoDate,
    invoiceNumber: nonEmpty,
    vehicle: nonEmpty,
    declaredValue: z.number().int().min(1),
    insurer: nonEmpty,
    policyNumber: nonEmpty,
    invoiceLines: z.array(invoiceLineSchema).min(2),
    items: z.array(packedItemSchema).min(3),
    deliveryRemarks: nonEmpty,
  }),
});

export type ClaimsContent = z.infer<typeof claimsContentSchema>;
export type ClaimsContentAsWritten = z.input<typeof claimsContentSchema>;
export type ClaimFormWords = ClaimsContent["form"];
export type ClaimDocument = ClaimsContent["documents"]["items"][number];

/** Parses the page's content, or throws one readable line per problem, each naming its field. */
export function parseClaimsContent(raw: unknown): ClaimsContent {
  const result = claimsContentSchema.safeParse(raw);
  if (!result.success) {
    const lines = describeContentErrors(result.error)
      .split("\n")
      .map((line) => line.replace(/^ {2}- /, "  - claims."));
    throw new Error(
      `Claims content is invalid (fix these in app/content/claims-and-paperwork.ts or its words in app/content/words/):\n${lines.join("\n")}`,
    );
  }
  return result.data;
}
