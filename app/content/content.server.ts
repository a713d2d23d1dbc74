/**
 * The validated site content. Only loaders (which run while the site is pre-rendered) import this
 * module, so validation happens at build time, a mistake fails `npm run build` naming the field,
 * and neither zod nor content a page does not show reaches the browser's JavaScript.
 */
import { claimsAndPaperwork } from "./claims-and-paperwork";
import { parseClaimsContent } from "./claims-schema";
import { estimateContentAsWritten } from "./estimate-content";
import { parseEstimateContent } from "./estimate-schema";
import { parseSiteContent } from "./schema";
import { siteContentAsWritten } from "./site-content";

export const content = parseSiteContent(siteContentAsWritten);

/** The moving estimate's cities, rates, item volumes and words (the estimate and the city pages). */
export const estimateContent = parseEstimateContent(estimateContentAsWritten);

/** The claims and paperwork page: documents and their samples, employers' bills, damage claims, the claim form. */
export const claimsContent = parseClaimsContent(claimsAndPaperwork);

// The two content sets name each other's entries: checked here, where both are parsed.
for (const [kind, slug] of Object.entries(estimateContent.copy.enquiryService)) {
  if (!content.services.some((service) => service.slug === slug)) {
    throw new Error(
      `Estimate content is invalid (fix these in app/content/):\n  - estimate.copy.enquiryService.${kind}: "${slug}" is not a service slug in services.ts`,
    );
  }
}
