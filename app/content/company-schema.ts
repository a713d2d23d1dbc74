/**
 * The company's shape: its facts (facts/company.json, which the web editor edits, with the
 * labels and hints the editor shows) and its words in each language (layout.json's `company`).
 */
import { z } from "zod";
import { companySampleMarks, confirmedSameAsSample } from "./sample-marks";
import { nonEmpty } from "./text-rules";
import { entryId, gstin, indianPhone, pinCode, udyam } from "./validators";

export const office = z.object({
  label: nonEmpty.meta({ title: "Name shown for this office", description: "For example: Registered office" }),
  /** The office's locality, city and district are words: each language writes them in its script. */
  streetAddress: nonEmpty.meta({ title: "Street address", description: "Plot or door number, road, colony" }),
  locality: nonEmpty.meta({ title: "Locality" }),
  city: nonEmpty.meta({ title: "City or town" }),
  district: nonEmpty.meta({ title: "District" }),
  /** A word (each language writes the state's name); the GSTIN's state code says it is Telangana. */
  state: nonEmpty.meta({ title: "State" }),
  postalCode: pinCode,
  mapUrl: z.url().meta({
    title: "Google Maps link",
    description: "In Google Maps, open the office, then Share and Copy link, and paste it here.",
  }),
});

const phone = z.object({
  id: entryId,
  label: nonEmpty.meta({ title: "What this number is for", description: "Shown beside the number, like Bookings" }),
  number: indianPhone.meta({ title: "Phone number", description: "+91 and then the 10-digit number: +91 98480 12345" }),
  /**
   * Marks the one number that every "Call now" button, the floating call button and the header dial.
   * A boolean rather than `true` or nothing: the web editor writes `false` on the phones left unticked.
   */
  callButtons: z.boolean().optional().meta({
    title: "The “Call now” buttons dial this number",
    description:
      "Tick it on one number only: the header, the floating call button and every “Call now” button dial it.",
  }),
});

/** The phone marked `callButtons: true`: the number every call button dials. */
export function mainPhoneOf<T extends { callButtons?: boolean }>(phones: readonly T[]): T {
  const marked = phones.find((entry) => entry.callButtons);
  if (!marked) throw new Error("company.phones: no phone is marked `callButtons: true`");
  return marked;
}

const year = z.number().int().min(1950).max(2100);

/** A name as a government portal, an invoice or a bank statement prints it: English letters only. */
const latinName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 .,&'()/-]*$/, "must be written in English letters, exactly as registered");

/**
 * FormSubmit's alias for the enquiry address (deploy/README.md): the forms post to it, so the
 * address never appears in a page's HTML. Empty until FormSubmit sends it.
 */
const formSubmitAlias = z
  .string()
  .regex(/^(?:[A-Za-z0-9]{16,64})?$/, "must be the alias FormSubmit sent: letters and digits only, no @")
  .meta({
    title: "Enquiry address alias",
    description:
      "The random string FormSubmit e-mails after you confirm the enquiry address (like a1b2c3d4e5f6a7b8c9d0); the forms then post to it and the address stays off the pages. Empty until then; a new enquiry address needs a new alias.",
    patternMessage: "Letters and digits only, as FormSubmit sent it",
  });

/** Labels and hints (`.meta`) are what the web editor shows the owner (docs/decisions/016-web-editor.md). */
const companyFields = z
  .object({
    name: nonEmpty.meta({ title: "Company name", description: "As customers know it, in this language's script" }),
    /** The name on the GST and bank records, in Latin letters whatever the page's language. */
    registeredName: latinName.meta({
      title: "Registered name",
      description: "Exactly as on the GST certificate and the bank account, in English letters",
    }),
    legalName: nonEmpty.meta({ title: "Legal name", description: "As on the GST certificate" }),
    shortName: nonEmpty.meta({
      title: "Short name",
      description: "Where space is tight: the header on phones, the app icon",
    }),
    tagline: nonEmpty.meta({
      title: "Tagline",
      description: "One line under the name, in search results and shared links",
    }),
    description: nonEmpty.meta({
      title: "The company in two or three sentences",
      description: "Search engines, shared links and the brochure show it",
    }),
    proprietor: z
      .object({
        name: nonEmpty.meta({ title: "Name" }),
        /** Where a visitor must match it on a portal: Latin letters in every language (issue 52). */
        registeredName: latinName.meta({
          title: "Name as registered",
          description:
            "Exactly as the GST portal's “Legal Name of Business” shows it, in English letters: for a proprietorship, the proprietor's name",
        }),
        addressedAs: nonEmpty.meta({
          title: "How customers address him",
          description: "The name alone, as this language says it; the sentences add the honorific. For example: Venkat",
        }),
        title: nonEmpty.meta({ title: "Title", description: "For example: Proprietor" }),
        /** The year the proprietor started work in moving, before the company had its own name. */
        inTradeSince: year.meta({ title: "In the moving trade since (year)" }),
      })
      .meta({ title: "The proprietor" }),
    foundedYear: year.meta({
      title: "Year the company started",
      description: "Every “N+ years” on the site is worked out from it",
    }),
    phones: z
      .array(phone)
      .min(1, "must list at least one phone")
      .refine(
        (phones) => phones.filter((entry) => entry.callButtons).length === 1,
        'must mark exactly one phone with `callButtons: true` (the number every "Call now" button dials)',
      )
      .meta({ title: "Phone numbers", description: "Shown in the header and footer, and on the contact page" }),
    whatsappNumber: indianPhone.meta({
      title: "WhatsApp number",
      description: "The number a WhatsApp chat opens with",
    }),
    whatsappGreeting: nonEmpty.meta({
      title: "First WhatsApp message",
      description: "A chat opened from the site starts with it; the visitor can change it before sending",
    }),
    emails: z
      .array(
        z.object({
          id: entryId,
          label: nonEmpty.meta({ title: "What this address is for" }),
          address: z.email().meta({ title: "E-mail address" }),
          /** Marks the mailbox that receives damage claims (the claims page names it). */
          claims: z.literal(true).optional().meta({ title: "Damage claims go to this address" }),
        }),
      )
      .min(1, "must list at least one e-mail")
      .meta({ title: "E-mail addresses" }),
    enquiryEmail: z.email().meta({
      title: "Where enquiries are sent",
      description: "The contact form e-mails every enquiry here: a mailbox someone reads every day",
    }),
    formSubmitAlias: formSubmitAlias.optional(),
    registeredOffice: office.meta({ title: "Registered office" }),
    branchOffice: office.meta({ title: "Operations office and godown" }),
    hours: nonEmpty.meta({
      title: "Opening hours",
      description: "As a visitor reads it: Open all 7 days, 8:00 am to 9:00 pm",
    }),
    udyamNumber: udyam,
    gstin,
    social: z
      .array(
        z.object({
          network: z.enum(["Facebook", "Instagram", "YouTube", "LinkedIn", "X"]).meta({ title: "Network" }),
          url: z.url().meta({ title: "Address of the page" }),
        }),
      )
      .min(1)
      .meta({ title: "Social media pages" }),
    siteUrl: z
      .url()
      .refine((value) => !value.endsWith("/"), "must not end with a slash")
      .meta({ title: "Website address", description: "With https:// and without a slash at the end" }),
    /** The one account every payment goes to, and the most taken before moving day (/verify-us/). */
    payment: z
      .object({
        accountName: nonEmpty.meta({
          title: "Account name",
          description: "The registered name exactly, never a person's",
        }),
        bank: nonEmpty.meta({ title: "Bank and branch" }),
        accountNumber: z
          .string()
          .regex(/^[0-9](?: ?[0-9]){8,17}$/, "must be the account number: 9 to 18 digits")
          .meta({ title: "Account number", patternMessage: "9 to 18 digits, as on the cheque book" }),
        ifsc: z
          .string()
          .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "must be 11 characters like HDFC0001234")
          .meta({ title: "IFSC", patternMessage: "11 characters like HDFC0001234" }),
        upiId: z
          .string()
          .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/, "must look like godavaripackers@hdfcbank")
          .meta({ title: "UPI ID", patternMessage: "Write it like godavaripackers@hdfcbank" }),
        advance: z
          .object({
            percentOfQuote: z
              .number()
              .min(0)
              .max(25, "must be at most 25 (the rest is paid after delivery)")
              .meta({ title: "Most advance, as a percentage of the quote", description: "At most 25" }),
            maxRupees: z
              .number()
              .int()
              .min(0)
              .max(50_000, "must be at most 50000 rupees")
              .meta({ title: "Most advance, in rupees", description: "Plain digits: 5000" }),
          })
          .meta({ title: "Advance before moving day", description: "The rest is paid after delivery" }),
      })
      .meta({ title: "Bank account for payments", description: "The only account customers pay into" }),
    samples: companySampleMarks,
    sameAsSample: confirmedSameAsSample,
  })
  .meta({
    title: "The company",
    description: "Phones, e-mails, offices, hours, registration numbers and bank details, shown on every page",
  });

/** The company, with the phone the call buttons dial picked out by its role, not its position. */
export const companySchema = companyFields
  .refine((company) => company.proprietor.inTradeSince <= company.foundedYear, {
    message: "must not be after foundedYear: the proprietor was in the trade before the company began",
    path: ["proprietor", "inTradeSince"],
  })
  .refine((company) => company.payment.accountName === company.registeredName, {
    message: "must be the company's name exactly (payments never go to a personal account)",
    path: ["payment", "accountName"],
  })
  .transform((company) => ({
    ...company,
    mainPhone: mainPhoneOf(company.phones),
  }));
