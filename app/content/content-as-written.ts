/**
 * Each language's content before the schemas check it: the facts (TypeScript modules in this
 * folder) with that language's words (app/content/words/<language>/*.json) laid over them and the
 * facts' slots filled in. content.server.ts parses it; the schemas' tests change it to see a rule
 * refuse a mistake.
 */
import type { z } from "zod";
import { claimsAndPaperwork } from "./claims-and-paperwork";
import type { ClaimsContentAsWritten } from "./claims-schema";
import { estimateContentAsWritten } from "./estimate-content";
import type { estimateContentSchema } from "./estimate-schema";
import { factSlots } from "./fact-slots";
import { type GalleryPageWords, withGalleryPageWords } from "./gallery";
import type { Language } from "./languages";
import type { siteContentSchema } from "./schema";
import { siteContentAsWritten } from "./site-content";
import { type WordFile, wordsOf } from "./word-files";
import { fillSlots, mergeWords, type WordValue } from "./word-tree";

export type SiteContentAsWritten = z.input<typeof siteContentSchema>;
export type EstimateContentAsWritten = z.input<typeof estimateContentSchema>;

/** The module (in app/content/) that writes each part of the facts, for messages naming a list's file. */
const factFiles: Record<string, string> = {
  company: "facts/company.json",
  services: "services.ts",
  heroSlides: "home.ts",
  faq: "home.ts",
  statistics: "about.ts",
  certifications: "certifications.ts",
  gallery: "gallery.ts",
  pages: "pages.ts",
  mainNavigation: "navigation.ts",
  moreNavigation: "navigation.ts",
  footerNavigation: "navigation.ts",
  footerLinkGroups: "navigation.ts",
  serviceRoutes: "navigation.ts",
  enquiry: "enquiry.ts",
  searchAliases: "search-aliases.ts",
  interface: "interface.ts",
  errorFallback: "error-fallback.ts",
  servedCities: "served-cities.ts",
  cityPages: "city-guides.ts",
  verifyUs: "verify-us.ts",
  bookSurvey: "book-survey.ts",
  "estimate.cities": "served-cities.ts",
  "estimate.rates": "estimate-rates.ts",
  "estimate.catalogue": "household-items.ts",
  "estimate.words": "estimate-words.ts",
  claims: "claims-and-paperwork.ts",
};

function factsFileOf(path: string): string | undefined {
  const key = Object.keys(factFiles)
    .filter((prefix) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`))
    .sort((a, b) => b.length - a.length)[0];
  return key && `app/content/${factFiles[key]}`;
}

/** What a language's content is made of; the tests change one part to see what follows. */
export type ContentSources = {
  wordFiles?: WordFile[];
  site?: typeof siteContentAsWritten;
  estimate?: typeof estimateContentAsWritten;
  claims?: typeof claimsAndPaperwork;
};

export function contentAsWritten(
  language: Language,
  {
    wordFiles: files,
    site: siteFacts = siteContentAsWritten,
    estimate: estimateFacts = estimateContentAsWritten,
    claims: claimsFacts = claimsAndPaperwork,
  }: ContentSources = {},
): {
  site: SiteContentAsWritten;
  estimate: EstimateContentAsWritten;
  claims: ClaimsContentAsWritten;
  /** The brochure's and sample certificates' own words (documents.ts adds what the site already says). */
  documents: WordValue | undefined;
} {
  const { words, fileOf: wordsFileOf } = wordsOf(language, files);
  const { estimate: estimateWordTree, claims: claimsWords, documents, ...siteWords } = words;
  // The gallery page's words depend on whether it shows a photograph yet (gallery.ts).
  const site = withGalleryPageWords(
    mergeWords(siteFacts, siteWords, { wordsFileOf, factsFileOf }) as SiteContentAsWritten & {
      galleryPageWords: GalleryPageWords;
      pages: { gallery: object };
    },
  ) as SiteContentAsWritten;
  const slots = factSlots(site.company);
  // The served cities' words (names, states) are written once, with the site's servedCities.
  const estimate = mergeWords({ ...estimateFacts, cities: site.servedCities }, estimateWordTree, {
    path: "estimate",
    wordsFileOf,
    factsFileOf,
  });
  // The claim form's name, phone and e-mail fields and its trap field are the enquiry form's, written once.
  const { honeypotLabel, name, phone, email } = site.enquiry.fields;
  const claimFacts = {
    ...claimsFacts,
    form: {
      ...claimsFacts.form,
      honeypotLabel,
      name,
      phone,
      email: { label: email.label, placeholder: email.placeholder },
    },
  };
  const claims = mergeWords(claimFacts, claimsWords, { path: "claims", wordsFileOf, factsFileOf });
  return {
    site: fillSlots(site, slots),
    estimate: fillSlots(estimate, slots) as EstimateContentAsWritten,
    claims: fillSlots(claims, slots) as ClaimsContentAsWritten,
    documents: documents && fillSlots(documents, slots),
  };
}
