/**
 * The shape of everything the site says. `content.server.ts` parses the content files with these
 * schemas while the site is pre-rendered, so a mistake in a content file fails `npm run build`
 * with a message that names the field (for example `company.phones[1].number`).
 */
import { z } from "zod";

/** Indian mobile or landline in international form: +91 followed by ten digits, spaces allowed. */
const indianPhone = z
  .string()
  .regex(/^\+91 ?[0-9](?: ?[0-9]){9}$/, "must be +91 followed by 10 digits, e.g. +91 90000 00001");

/** GSTIN: state code, PAN, entity number, Z, check character (verified below). */
const gstinPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const gstinAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GST network's check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = gstinAlphabet.indexOf(first14[index] ?? "") * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinAlphabet[(36 - (sum % 36)) % 36] ?? "";
}

const gstin = z
  .string()
  .regex(gstinPattern, "must look like 36AAAAA0000A1Z5 (15 characters)")
  .refine((value) => value.startsWith("36"), "must start with 36, Telangana's state code")
  .refine(
    (value) => gstinCheckCharacter(value.slice(0, 14)) === value[14],
    "has a wrong check character (last character); copy it exactly from the GST certificate",
  );

const udyam = z.string().regex(/^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/, "must look like UDYAM-TS-00-0000000");

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

const nonEmpty = z.string().trim().min(1, "must not be empty");

/** A picture: a file name in app/assets/images (or an SVG in public/art) and its description. */
const picture = z.object({
  src: z.string().regex(/^[a-z0-9-]+\.(?:jpe?g|png|webp|avif|svg)$/, "must be a file name like truck-loading.jpg"),
  alt: nonEmpty,
});

const office = z.object({
  label: nonEmpty,
  streetAddress: nonEmpty,
  locality: nonEmpty,
  city: nonEmpty,
  district: nonEmpty,
  state: z.literal("Telangana"),
  postalCode: z.string().regex(/^[1-9][0-9]{5}$/, "must be a 6-digit PIN code"),
  mapUrl: z.url(),
});

export const companySchema = z.object({
  name: nonEmpty,
  legalName: nonEmpty,
  shortName: nonEmpty,
  tagline: nonEmpty,
  description: nonEmpty,
  proprietor: z.object({ name: nonEmpty, title: nonEmpty }),
  foundedYear: z.number().int().min(1950).max(2100),
  phones: z.array(z.object({ label: nonEmpty, number: indianPhone })).length(3, "must list exactly three phones"),
  whatsappNumber: indianPhone,
  emails: z.array(z.object({ label: nonEmpty, address: z.email() })).length(2, "must list exactly two e-mails"),
  enquiryEmail: z.email(),
  registeredOffice: office,
  branchOffice: office,
  hours: nonEmpty,
  udyamNumber: udyam,
  gstin,
  social: z
    .array(z.object({ network: z.enum(["Facebook", "Instagram", "YouTube", "LinkedIn", "X"]), url: z.url() }))
    .min(1),
  siteUrl: z.url().refine((value) => !value.endsWith("/"), "must not end with a slash"),
});

export const serviceSchema = z.object({
  slug,
  title: nonEmpty,
  enquiryLabel: nonEmpty,
  shortDescription: nonEmpty,
  heading: nonEmpty,
  quote: nonEmpty,
  description: z.array(nonEmpty).min(1),
  whyChooseUs: z.array(z.object({ title: nonEmpty, text: nonEmpty })).length(4, "must have exactly four points"),
  image: picture,
});

export const heroSlideSchema = z.object({
  title: nonEmpty,
  subtitle: nonEmpty,
  tagline: nonEmpty,
  image: picture,
});

export const reasonSchema = z.object({ title: nonEmpty, summary: nonEmpty, description: nonEmpty });
export const faqSchema = z.object({ question: nonEmpty, answer: nonEmpty });
export const testimonialSchema = z.object({
  quote: nonEmpty,
  name: nonEmpty,
  role: nonEmpty,
  city: nonEmpty,
});
export const statisticSchema = z.object({ value: nonEmpty, label: nonEmpty });

export const certificationSchema = z.object({
  id: slug,
  title: nonEmpty,
  kind: z.enum(["gst", "udyam", "registration"]),
  issuer: nonEmpty,
  number: nonEmpty,
  issuedOn: z.iso.date(),
  file: z.string().regex(/^[a-z0-9-]+\.pdf$/, "must be a PDF file name like gst-registration.pdf"),
  preview: picture,
  verifyUrl: z.url().optional(),
});

export const galleryItemSchema = z.object({
  image: picture,
  caption: nonEmpty,
});

export const navigationItemSchema = z.object({ label: nonEmpty, href: z.string().startsWith("/") });

/** A home page section's heading, with an optional line above it and introduction below. */
export const sectionHeadingSchema = z.object({
  kicker: nonEmpty.optional(),
  heading: nonEmpty,
  intro: nonEmpty.optional(),
});

/** The enquiry form's words, the fraud warning beside it, and what /thank-you says happens next. */
export const enquiryCopySchema = z.object({
  formHeading: nonEmpty,
  formIntro: nonEmpty,
  subject: nonEmpty.max(120, "must be at most 120 characters (it is the e-mail's subject line)"),
  submitLabel: nonEmpty,
  privacyNote: nonEmpty,
  fraudNotice: z.object({ heading: nonEmpty, text: nonEmpty }),
  nextSteps: z.array(z.object({ title: nonEmpty, text: nonEmpty })).min(1),
});

/** Copy for one page: its search-result title and description, and its hero heading and intro. */
export const pageCopySchema = z.object({
  title: nonEmpty.max(60, "must be at most 60 characters (search engines cut longer titles)"),
  description: z.string().trim().min(50, "must be at least 50 characters").max(160, "must be at most 160 characters"),
  heading: nonEmpty,
  intro: nonEmpty,
});

const pageKeys = [
  "home",
  "about",
  "services",
  "contact",
  "certification",
  "gallery",
  "thankYou",
  "notFound",
  "search",
] as const;

function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: T[], context: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) {
        context.addIssue({ code: "custom", message: `duplicate ${what} "${value}"`, path: [index] });
      }
      seen.add(value);
    });
  };
}

export const siteContentSchema = z.object({
  company: companySchema,
  services: z
    .array(serviceSchema)
    .length(8, "must list exactly eight services")
    .superRefine(uniqueBy((service) => service.slug, "slug")),
  heroSlides: z.array(heroSlideSchema).length(3, "must have exactly three slides"),
  reasons: z.array(reasonSchema).length(6, "must have exactly six reasons"),
  faq: z.array(faqSchema).length(6, "must have exactly six questions"),
  testimonials: z.array(testimonialSchema).length(3, "must have exactly three testimonials"),
  statistics: z.array(statisticSchema).length(4, "must have exactly four statistics"),
  certifications: z
    .array(certificationSchema)
    .length(4, "must list exactly four certificates")
    .superRefine(uniqueBy((certificate) => certificate.file, "file")),
  cities: z
    .array(nonEmpty)
    .min(1)
    .superRefine(uniqueBy((city) => city, "city")),
  gallery: z.array(galleryItemSchema).min(9, "must have at least nine pictures"),
  pages: z.object(
    Object.fromEntries(pageKeys.map((key) => [key, pageCopySchema])) as Record<
      (typeof pageKeys)[number],
      typeof pageCopySchema
    >,
  ),
  aboutTeaser: z.object({ heading: nonEmpty, text: z.array(nonEmpty).min(1) }),
  homeSections: z.object({
    reasons: sectionHeadingSchema,
    cities: sectionHeadingSchema,
    services: sectionHeadingSchema,
    faq: sectionHeadingSchema,
    founder: sectionHeadingSchema,
  }),
  story: z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(2) }),
  vision: nonEmpty,
  mission: nonEmpty,
  founderQuote: nonEmpty,
  contactCallToAction: z.object({ heading: nonEmpty, text: nonEmpty }),
  mainNavigation: z.array(navigationItemSchema).min(1),
  footerNavigation: z.array(navigationItemSchema).min(1),
  enquiry: enquiryCopySchema,
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type Company = z.infer<typeof companySchema>;
export type Office = z.infer<typeof office>;
export type Service = z.infer<typeof serviceSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type Reason = z.infer<typeof reasonSchema>;
export type FaqItem = z.infer<typeof faqSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Statistic = z.infer<typeof statisticSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type NavigationItem = z.infer<typeof navigationItemSchema>;
export type PageCopy = z.infer<typeof pageCopySchema>;
export type EnquiryCopy = z.infer<typeof enquiryCopySchema>;
export type SectionHeadingCopy = z.infer<typeof sectionHeadingSchema>;
export type PageKey = (typeof pageKeys)[number];
export type Picture = z.infer<typeof picture>;

/** Turns zod's issues into one readable line per problem, each naming its field. */
export function describeContentErrors(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path
        .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
        .join("");
      return `  - ${field || "(content)"}: ${issue.message}`;
    })
    .join("\n");
}

export function parseSiteContent(raw: unknown): SiteContent {
  const result = siteContentSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Site content is invalid (fix these in app/content/):\n${describeContentErrors(result.error)}`);
  }
  return result.data;
}
