/**
 * The validated site content. Only loaders (which run while the site is pre-rendered) import this
 * module, so validation happens at build time, a mistake fails `npm run build` naming the field,
 * and neither zod nor content a page does not show reaches the browser's JavaScript.
 */
import { parseSiteContent } from "./schema";
import { siteContentAsWritten } from "./site-content";

export const content = parseSiteContent(siteContentAsWritten);
