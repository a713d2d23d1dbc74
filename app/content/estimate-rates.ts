/**
 * THE OWNER'S RATES: every figure the moving estimate (/estimate/), its rate card and the city
 * pages' price tables are worked out from, in app/content/facts/estimate.json. Change a rate there
 * and rebuild; every page that shows a price follows, so the site never quotes two prices for the
 * same move.
 *
 * HOW TO CHANGE A RATE
 *   - In the web editor (docs/owner-guide.md): Facts › The estimate's rates.
 *     Every figure is a number field with its meaning beside it; change "Rates apply from" too.
 *   - Or in the file itself: plain numbers (2200, not "₹2,200" or 2,200); percentages are plain
 *     numbers too (18 means 18%). A slip in the JSON stops the build naming the file, the line and
 *     the figure.
 *   - A figure that is missing, negative or far out of range stops the build naming it and the
 *     editor's field, e.g. `estimate.rates.vehicles[1].perKm: must be at least ₹5 a km`.
 *
 * What each figure means is said in the editor beside it (app/content/field-labels.ts), and how an
 * estimate is worked out in app/lib/estimate.ts and docs/decisions/010-estimate-rates-and-volumes.md.
 *
 * THE WORDS: the vehicles' names, the distance bands' labels and the insurance and GST
 * explanations are in app/content/words/<language>/estimate.json, under `estimate.rates`, one
 * entry per vehicle and band, joined by id. Add a vehicle or a band here and its words there.
 */
import type { DistanceBand, EstimateRates, Vehicle } from "./estimate-schema";
import facts from "./facts/estimate.json" with { type: "json" };

/** The rates as written here: every figure, without the words (names, labels, explanations). */
type RateFacts = Omit<EstimateRates, "vehicles" | "insurance" | "gst" | "distanceBands"> & {
  vehicles: Array<Omit<Vehicle, "name">>;
  insurance: Omit<EstimateRates["insurance"], "explanation">;
  gst: Omit<EstimateRates["gst"], "explanation">;
  distanceBands: Array<Omit<DistanceBand, "label">>;
};

const written = facts.estimate.rates as unknown as RateFacts;

/**
 * Checked by the estimate's schema when the site is built (content.server.ts). The last distance
 * band's open end is left out of the file (the editor leaves an empty number out): it is null here.
 */
export const estimateRates: RateFacts = {
  ...written,
  distanceBands: written.distanceBands.map((band) => ({ ...band, maxKm: band.maxKm ?? null })),
};
