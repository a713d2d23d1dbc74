/**
 * The moving estimate's content gathered into one object, as written: what
 * `parseEstimateContent` (estimate-schema.ts) checks while the site is built.
 */
import { estimateCopy } from "./estimate-copy";
import { estimateRates } from "./estimate-rates";
import { homeSizes, householdItems, itemCategories } from "./household-items";
import { servedCities } from "./served-cities";

export const estimateContentAsWritten = {
  cities: servedCities,
  rates: estimateRates,
  catalogue: { categories: itemCategories, items: householdItems, homeSizes },
  copy: estimateCopy,
};
