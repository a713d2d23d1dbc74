/**
 * The shape of the site's visitor counting (facts/analytics.json, read by analytics.ts): the
 * privacy-first service the owner switches on in the editor, Facts › Visitor counting
 * (docs/decisions/031-cookieless-analytics.md). Both fields empty: nothing is counted and no page
 * sends anything. Imports only zod: scripts/postbuild.ts loads it without Vite.
 */
import { z } from "zod";

/** A site as Plausible names it: the address without https:// or a path (www.godavaripackers.in). */
const siteName = z
  .string()
  .trim()
  .regex(
    /^$|^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    "must be the site's address as the service names it, like www.godavaripackers.in (no https://, no slash)",
  )
  .meta({
    title: "Site name at the counting service",
    description:
      "Exactly as you added the site there, like www.godavaripackers.in. Leave both fields empty to count nothing.",
    patternMessage: "Like www.godavaripackers.in: no https:// and no slash",
  })
  // Empty or left out is off: the editor must let the owner save the entry with both empty.
  .default("");

/** The service's address: https, an origin and at most a path (a proxy on one's own domain has one). */
const serviceAddress = z
  .string()
  .trim()
  .refine((value) => value === "" || isServiceAddress(value), {
    message: "must be the service's https:// address, like https://plausible.io, without ? or #",
  })
  .meta({
    title: "Counting service's address",
    description:
      "https://plausible.io for Plausible's own service, or the address of the company's own Plausible server.",
  })
  .default("");

function isServiceAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  // http only for a machine's own address: the browser tests' stand-in for the service.
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  return (
    (url.protocol === "https:" || (local && url.protocol === "http:")) && !url.search && !url.hash && !url.username
  );
}

export const analyticsSchema = z
  .object({ siteName, serviceAddress })
  .refine((settings) => (settings.siteName === "") === (settings.serviceAddress === ""), {
    message: "needs both the site name and the service's address, or neither (counting off)",
    path: ["serviceAddress"],
  })
  .meta({
    title: "Visitor counting",
    description:
      "Counts visits, calls, WhatsApp chats, enquiries and estimates without cookies or personal data (Plausible). Empty: nothing is counted.",
  });

export type AnalyticsFacts = z.input<typeof analyticsSchema>;

/** Where the browser sends its events, and under which site: undefined while counting is off. */
export type AnalyticsSettings = { site: string; endpoint: string };

/** Plausible's events API under the service's address (a proxy keeps the same path below its own). */
export function analyticsSettingsOf(
  facts: AnalyticsFacts | z.infer<typeof analyticsSchema>,
): AnalyticsSettings | undefined {
  if (!facts.siteName || !facts.serviceAddress) return undefined;
  return { site: facts.siteName, endpoint: `${facts.serviceAddress.replace(/\/+$/, "")}/api/event` };
}
