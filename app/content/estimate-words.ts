/**
 * The moving estimate page (/estimate/): the facts among its words. Every word it shows (labels,
 * notes, the honesty notes, the result's words, the rate card shown without JavaScript, the summary
 * sent to the enquiry form and WhatsApp) is in app/content/words/<language>/estimate.json, under
 * `estimate.words`; its title, description, heading and introduction under `pages.estimate`.
 * Prices and rates are not written there: they come from estimate-rates.ts.
 *
 * Words in braces, like {city} or {count}, are filled in by the page; keep them as they are. The
 * build says if one is missing.
 */
import type { EstimateWords } from "./estimate-schema";

export const estimateWords = {
  /** The enquiry form's service (a service slug in services.ts) for a move within a city and between cities. */
  enquiryService: { local: "local-shifting", intercity: "relocation" },
} satisfies Partial<EstimateWords>;
