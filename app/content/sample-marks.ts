/**
 * Which of the company's facts are still the samples the site was built and tested with
 * (issue 35): the site must not go live with a made-up phone, account or testimonial. The owner
 * removes each from the list once the real value is in (Facts, The company, "Still samples");
 * `npm run check:launch` lists what is left, every build warns of it, and the production build
 * stops while any remain (scripts/check-launch.ts). Marked in the data, never guessed from how a
 * value looks. The list lives in app/content/facts/company.json as `company.samples`; no page
 * reads it (company.ts leaves it out of the company every page gets).
 */
import { z } from "zod";

/**
 * What can be marked: a key of the company (`payment.ifsc` for one inside `payment`), and
 * `testimonials`, the customers' words on the About page, until the owner has confirmed each
 * with the customer who gave it.
 */
export const companySampleKeys = [
  "phones",
  "whatsappNumber",
  "emails",
  "enquiryEmail",
  "registeredOffice",
  "branchOffice",
  "udyamNumber",
  "gstin",
  "payment.bank",
  "payment.accountNumber",
  "payment.ifsc",
  "payment.upiId",
  "social",
  "siteUrl",
  "testimonials",
] as const;

export type CompanySampleKey = (typeof companySampleKeys)[number];

export const companySampleMarks = z.array(z.enum(companySampleKeys)).optional().meta({
  title: "Still samples",
  description:
    "Facts that are still made up. Once the real value is in (for testimonials: once each customer has agreed to their words), remove it from this list. The live site is not published while any is left.",
});

/**
 * The facts the repository ships with a made-up value (scripts/shipped-samples.json holds those
 * values): every fact the owner can mark, and these, which are caught by their value alone. The
 * launch check refuses each while it still holds its shipped value, whatever "Still samples" says
 * (issue 52, docs/decisions/030-what-counts-as-a-sample.md). A fact whose real value happens to be
 * the sample's is confirmed here, in "Real, though the same as the sample".
 */
const unmarkableSampleFacts = [
  "localities",
  "hours",
  "payment.advance",
  "foundedYear",
  "proprietor.inTradeSince",
  "proprietor.name",
  "trackRecord",
  "certificateNumbers",
  "certificateDates",
] as const;

export const shippedSampleFacts = [...companySampleKeys, ...unmarkableSampleFacts] as const;

export type ShippedSampleFact = (typeof shippedSampleFacts)[number];

export const confirmedSameAsSample = z.array(z.enum(shippedSampleFacts)).optional().meta({
  title: "Real, though the same as the sample",
  singular: "fact",
  description:
    "Only for a fact whose real value is exactly the sample the site came with (the launch check refuses sample values, marked or not). Add it here once you have checked it against the company's papers.",
});
