/**
 * The launch check's line on visitor counting (issue 54): information, never a refusal. A site may
 * launch without it; the owner should know whether it counts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyticsSchema, analyticsSettingsOf } from "../app/content/analytics-schema.ts";

export const analyticsScreen = "Facts › Visitor counting";

/** What `npm run check:launch` says about visitor counting in the checkout at `root`. */
export function analyticsLine(root: string): string {
  const file = JSON.parse(readFileSync(join(root, "app/content/facts/analytics.json"), "utf8"));
  const parsed = analyticsSchema.safeParse(file.analytics);
  if (!parsed.success)
    return `Visitor counting: off, its settings are not valid (${parsed.error.issues[0]?.message}); fix them in ${analyticsScreen}.`;
  const settings = analyticsSettingsOf(parsed.data);
  return settings
    ? `Visitor counting: on, ${settings.site} sends its events to ${settings.endpoint}.`
    : `Visitor counting: off (nothing is counted or sent). To count visits, calls and enquiries, fill in ${analyticsScreen}.`;
}
