/**
 * The English estimate content, words and facts together, as the estimate page gets it: what the
 * estimate's unit tests run on. Test code only (it reads the content on the server side).
 */
import { estimateContent } from "../content/content.server";
import type { EstimateData } from "./estimate";

export const {
  words: estimateWords,
  rates: estimateRates,
  catalogue: { items: householdItems, homeSizes },
  cities: servedCities,
} = estimateContent;

export const data: EstimateData = { rates: estimateRates, items: householdItems, homeSizes, cities: servedCities };
