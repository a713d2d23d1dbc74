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
import { type GalleryPageCopy, withGalleryPageCopy } from "./gallery";
import type { Language } from "./languages";
import type { siteContentSchema } from "./schema";
import { siteContentAsWritten } from "./site-content";
import { wordsOf } from "./word-files";
import { fillSlots, mergeWords, type WordValue } from "./word-tree";

export type SiteContentAsWritten = z.input<typeof siteContentSchema>;
export type EstimateContentAsWritten = z.input<typeof estimateContentSchema>;

export function contentAsWritten(language: Language): {
  site: SiteContentAsWritten;
  estimate: EstimateContentAsWritten;
  claims: ClaimsContentAsWritten;
  /** The brochure's and sample certificates' own words (documents.ts adds what the site already says). */
  documents: WordValue | undefined;
} {
  const { estimate: estimateWords, claims: claimsWords, documents, ...siteWords } = wordsOf(language);
  // The gallery page's words depend on whether it shows a photograph yet (gallery.ts).
  const site = withGalleryPageCopy(
    mergeWords(siteContentAsWritten, siteWords) as SiteContentAsWritten & {
      galleryPageCopy: GalleryPageCopy;
      pages: { gallery: object };
    },
  ) as SiteContentAsWritten;
  const slots = factSlots(site.company);
  // The served cities' words (names, states) are written once, with the site's servedCities.
  const estimate = mergeWords({ ...estimateContentAsWritten, cities: site.servedCities }, estimateWords);
  // The claim form's name, phone and e-mail fields and its trap field are the enquiry form's, written once.
  const { honeypotLabel, name, phone, email } = site.enquiry.fields;
  const claimFacts = {
    ...claimsAndPaperwork,
    form: {
      ...claimsAndPaperwork.form,
      honeypotLabel,
      name,
      phone,
      email: { label: email.label, placeholder: email.placeholder },
    },
  };
  const claims = mergeWords(claimFacts, claimsWords);
  return {
    site: fillSlots(site, slots),
    estimate: fillSlots(estimate, slots) as EstimateContentAsWritten,
    claims: fillSlots(claims, slots) as ClaimsContentAsWritten,
    documents: documents && fillSlots(documents, slots),
  };
}
