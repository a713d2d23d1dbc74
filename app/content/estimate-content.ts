/**
 * The moving estimate's facts gathered into one object, as written. content.server.ts lays each
 * language's words over them (words/<language>/estimate.json, under `estimate`; the served cities'
 * words come with the site's servedCities) and `parseEstimateContent` (estimate-schema.ts) checks
 * the result while the site is built.
 */

import { estimateRates } from "./estimate-rates";
import { estimateWords } from "./estimate-words";
import { homeSizes, householdItems, itemCategories } from "./household-items";
import { servedCities } from "./served-cities";

export const estimateContentAsWritten = {
  cities: servedCities,
  rates: estimateRates,
  catalogue: { categories: itemCategories, items: householdItems, homeSizes },
  words: estimateWords,
};
