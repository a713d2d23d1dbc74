/**
 * The site's visitor counting: off until the owner fills in app/content/facts/analytics.json (in
 * the editor, Facts › Visitor counting). scripts/postbuild.ts reads the same file, so a page
 * carries the service's address, and its policy opens it, only once it is set.
 */

import type { AnalyticsFacts } from "./analytics-schema";
import facts from "./facts/analytics.json" with { type: "json" };

/** Checked by its schema with the rest of the site's content when the site is built (schema.ts). */
export const analytics: AnalyticsFacts = facts.analytics;
