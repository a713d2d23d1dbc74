import type { EstimateWords, ItemCategory } from "../../content/estimate-schema";
import type { Company } from "../../content/schema";
import type { EstimateData } from "../../lib/estimate";
import type { RouteLinks } from "../../lib/estimate-summary";
import type { SiteLocale } from "../../lib/site-locale";

/**
 * What the estimate's page hands its calculator, as its loader writes it once
 * (app/routes/estimate.tsx): one object from the loader to the form and the result, rather than
 * each of its parts named again at every layer.
 */
export type EstimatePageData = {
  data: EstimateData;
  categories: ItemCategory[];
  words: EstimateWords;
  company: Company;
  routeLinks: RouteLinks;
  /** The page's language: a moving date is written in its words. */
  locale: SiteLocale;
  /** "Rates as of 1 January 2026.", in the page's language, written while the page is pre-rendered. */
  ratesAsOf: string;
};

/**
 * Data the page needs only when a part of it runs (the calculator on first use, the rate card on
 * an in-app move, a link's total on a landing), as the loader sends it: one JSON string. React
 * Router decodes the loader data value by value in one task as the page hydrates, and these parts
 * are most of the estimate's (the calculator's words, items and rates, the landing's 168 totals);
 * a string is decoded whole by the browser's JSON parser, and parsed again only when the part that
 * reads it runs (docs/decisions/055-estimate-load-on-the-phone.md).
 */
export type Deferred<T> = string & { readonly deferred: T };

/** `value` as the loader sends it. */
export function deferred<T>(value: T): Deferred<T> {
  return JSON.stringify(value) as Deferred<T>;
}

/** Parsed once per string, so every reader gets the same object (the calculator memoises on it). */
const parsed = new Map<string, unknown>();

/** The value a loader sent with `deferred`. */
export function readDeferred<T>(json: Deferred<T>): T {
  if (!parsed.has(json)) parsed.set(json, JSON.parse(json));
  return parsed.get(json) as T;
}
