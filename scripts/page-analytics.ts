/**
 * Visitor counting's settings in each pre-rendered page (docs/decisions/031-cookieless-analytics.md):
 * a `<meta name="analytics">` with the service's events address and the site's name, read once by
 * app/lib/analytics.ts after the page is interactive, and the one-line script that keeps the
 * links tapped before then. Written by scripts/postbuild.ts only while the owner has counting on,
 * so a page with counting off carries nothing and sends nothing; and kept out of the route data,
 * so turning it on changes no module and no page's data file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type AnalyticsSettings, analyticsSchema, analyticsSettingsOf } from "../app/content/analytics-schema.ts";

const analyticsMeta = /<meta name="analytics"[^>]*>/gi;

/**
 * The links tapped before the page's JavaScript runs (on a cheap phone over a slow network, its
 * first seconds), kept in memory for the counting code to count when it starts
 * (app/lib/analytics-sender.ts): a family that calls at once is counted. Nothing is stored or sent
 * from here, and nothing at all where Do Not Track or Global Privacy Control keeps the counting
 * code from loading.
 */
export const earlyTapsScript =
  'window.__earlyTaps=[];addEventListener("click",e=>{const t=window.__earlyTaps,a=e.target.closest?.("a[href]");t&&a&&t.push(a)},!0)';
const earlyTaps = /<script>window\.__earlyTaps=[\s\S]*?<\/script>/g;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The page with the settings' `<meta>` and the early taps' script at the end of its head (replacing
 * any), or without either when off.
 */
export function withAnalyticsSettings(html: string, settings: AnalyticsSettings | undefined): string {
  const without = html.replace(analyticsMeta, "").replace(earlyTaps, "");
  if (!settings) return without;
  const meta = `<meta name="analytics" content="${escapeAttribute(settings.endpoint)}" data-site="${escapeAttribute(settings.site)}"/>`;
  if (!without.includes("</head>")) throw new Error("page has no </head> to put the analytics settings before");
  return without.replace("</head>", () => `${meta}<script>${earlyTapsScript}</script></head>`);
}

/** Whether the page carries counting's settings: it counts, and loads counting's code. */
export function hasAnalyticsSettings(html: string): boolean {
  return /<meta name="analytics"[^>]*>/i.test(html);
}

/** The origin the page policy opens in `connect-src` for the settings, if counting is on. */
export function analyticsOrigin(settings: AnalyticsSettings | undefined): string | undefined {
  return settings && new URL(settings.endpoint).origin;
}

/** The owner's settings from the checkout at `root` (app/content/facts/analytics.json), checked. */
export function analyticsSettingsIn(root: string): AnalyticsSettings | undefined {
  const file = JSON.parse(readFileSync(join(root, "app/content/facts/analytics.json"), "utf8"));
  return analyticsSettingsOf(analyticsSchema.parse(file.analytics));
}
