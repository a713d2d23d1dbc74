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
