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
import type { Language } from "./languages";
import type { siteContentSchema } from "./schema";
import { siteContentAsWritten } from "./site-content";
import { wordsOf } from "./word-files";
import { fillSlots, mergeWords } from "./word-tree";

export type SiteContentAsWritten = z.input<typeof siteContentSchema>;
export type EstimateContentAsWritten = z.input<typeof estimateContentSchema>;

export function contentAsWritten(language: Language): {
  site: SiteContentAsWritten;
  estimate: EstimateContentAsWritten;
  claims: ClaimsContentAsWritten;
} {
  const { estimate: estimateWords, claims: claimsWords, ...siteWords } = wordsOf(language);
  const site = mergeWords(siteContentAsWritten, siteWords) as SiteContentAsWritten;
  const slots = factSlots(site.company);
  // The served cities' words (names, states) are written once, with the site's servedCities.
  const estimate = mergeWords({ ...estimateContentAsWritten, cities: site.servedCities }, estimateWords);
  const claims = mergeWords(claimsAndPaperwork, claimsWords);
  return {
    site: fillSlots(site, slots),
    estimate: fillSlots(estimate, slots) as EstimateContentAsWritten,
    claims: fillSlots(claims, slots) as ClaimsContentAsWritten,
  };
}
