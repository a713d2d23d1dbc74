/**
 * The shape of everything the site says, put together from each subject's shape (beside its
 * facts: company-schema.ts, home-schema.ts, services-schema.ts…) with the references between
 * subjects (references.ts). `content.server.ts` parses the content with it while the site is
 * pre-rendered, so a mistake in a content file fails `npm run build` with a message that names the
 * field (for example `company.phones[1].number`). The types the pages read are named here.
 */
import { z } from "zod";
import { aboutWordsSchema, statisticSchema, testimonialSchema } from "./about-schema";
import { analyticsSchema } from "./analytics-schema";
import { bookSurveySchema } from "./book-survey-schema";
import { certificationSchema, certificationWordsSchema } from "./certifications-schema";
import { cityPagesSchema } from "./city-guides-schema";
import { companySchema, type office } from "./company-schema";
import { describeContentErrors, uniqueBy } from "./content-errors";
import { enquiryWordsSchema } from "./enquiry-schema";
import { galleryItemSchema, galleryWordsSchema } from "./gallery-schema";
import { faqSchema, heroSlideSchema, reasonSchema, sectionHeadingSchema } from "./home-schema";
import { errorFallbackSchema, interfaceWordsSchema } from "./interface-schema";
import { navigationGroupSchema, navigationItemSchema, serviceRoutesSchema } from "./navigation-schema";
import type { PageKey } from "./pages";
import { type PageWords, pageKey, pageWordsSchema } from "./pages-schema";
import { privacySchema } from "./privacy-schema";
import { servedCitiesSchema } from "./served-cities-schema";
import { trackRecordSchema } from "./track-record-schema";

// Defined once, beside the pages and their shape; named here with the other types the pages read.
export type { PageKey } from "./pages";
export type { PageWords } from "./pages-schema";

import { checkSiteReferences } from "./references";
import { searchAliasSchema } from "./search-aliases-schema";
import { serviceSchema } from "./services-schema";
import { nonEmpty } from "./text-rules";
import type { picture } from "./validators";
import { verifyUsSchema } from "./verify-us-schema";

export const siteContentShape = z.object({
  company: companySchema,
  services: z
    .array(serviceSchema)
    .min(1, "must list at least one service")
    .superRefine(uniqueBy((service) => service.slug, "slug")),
  serviceCallToAction: z.object({ heading: nonEmpty, text: nonEmpty }),
  // A slideshow shows one slide at a time: past five, few visitors ever see the last one.
  heroSlides: z
    .array(heroSlideSchema)
    .min(1, "must have at least one slide")
    .max(5, "must have at most five slides (each shows for 5 seconds; later ones are rarely seen)"),
  reasons: z.array(reasonSchema).min(1, "must have at least one reason"),
  faq: z.array(faqSchema).min(1, "must have at least one question"),
  testimonials: z.array(testimonialSchema).min(1, "must have at least one testimonial"),
  // The figures share one row on a desktop and two columns on a phone.
  statistics: z
    .array(statisticSchema)
    .min(1, "must have at least one statistic")
    .max(6, "must have at most six statistics (they share one row on a desktop)"),
  certifications: z
    .array(certificationSchema)
    .min(1, "must list at least one certificate")
    .superRefine(uniqueBy((certificate) => certificate.file, "file")),
  cities: z
    .array(nonEmpty)
    .min(1)
    .superRefine(uniqueBy((city) => city, "city")),
  gallery: z.array(galleryItemSchema).min(1, "must have at least one picture"),
  pages: z
    .record(pageKey, pageWordsSchema)
    .refine((pages) => "home" in pages && "notFound" in pages, "must have the home and notFound pages"),
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
  moreNavigation: z.array(navigationItemSchema),
  footerNavigation: z.array(navigationItemSchema).min(1),
  footerLinkGroups: z.array(navigationGroupSchema),
  serviceRoutes: serviceRoutesSchema,
  enquiry: enquiryWordsSchema,
  searchAliases: z.array(searchAliasSchema),
  /** The line under a city in the search results. */
  cityResultText: nonEmpty,
  interface: interfaceWordsSchema,
  aboutWords: aboutWordsSchema,
  galleryWords: galleryWordsSchema,
  certificationWords: certificationWordsSchema,
  errorFallback: errorFallbackSchema,
  /** The strip's cities that are cities (not "All South BR"), with where they are: facts/served-cities.json. */
  servedCities: servedCitiesSchema,
  /** What the city pages say (city-guides.ts). */
  cityPages: cityPagesSchema,
  /** What /verify-us/ says (verify-us.ts). */
  verifyUs: verifyUsSchema,
  /** What /book-survey/ and /survey-booked/ say (book-survey.ts). */
  bookSurvey: bookSurveySchema,
  /** The company's track record (facts/track-record.json): the figures the pages claim. */
  trackRecord: trackRecordSchema,
  /** The visitor counting service the owner switches on (facts/analytics.json); empty is off. */
  analytics: analyticsSchema,
  /** What /privacy/ says (words/<language>/privacy.json). */
  privacy: privacySchema,
});

export const siteContentSchema = siteContentShape.superRefine((content, context) =>
  checkSiteReferences(content, context),
);

export type SiteContent = Omit<z.infer<typeof siteContentSchema>, "pages"> & {
  pages: Record<PageKey, PageWords>;
};
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
/** A link to a page as a menu, the not-found view or a question names it (its id, when it has one, is the entry's). */
export type NavigationItem = Omit<z.infer<typeof navigationItemSchema>, "id">;
export type NavigationGroup = z.infer<typeof navigationGroupSchema>;
export type ServiceRoutes = z.infer<typeof serviceRoutesSchema>;
export type EnquiryWords = z.infer<typeof enquiryWordsSchema>;
export type SectionHeadingWords = z.infer<typeof sectionHeadingSchema>;
export type CompanyAsWritten = z.input<typeof companySchema>;
export type SearchAlias = z.infer<typeof searchAliasSchema>;
export type InterfaceWords = z.infer<typeof interfaceWordsSchema>;
export type ErrorFallbackWords = z.infer<typeof errorFallbackSchema>;
export type AboutWords = z.infer<typeof aboutWordsSchema>;
export type GalleryWords = z.infer<typeof galleryWordsSchema>;
export type CertificationWords = z.infer<typeof certificationWordsSchema>;
export type Picture = z.infer<typeof picture>;

export function parseSiteContent(raw: unknown): SiteContent {
  const result = siteContentSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Site content is invalid (fix these in app/content/):\n${describeContentErrors(result.error)}`);
  }
  return result.data;
}
