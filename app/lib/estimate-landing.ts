/**
 * The totals of the estimates the site's own pages link to, worked out while the page is
 * pre-rendered: every city page links to `/estimate/?from=<hub>&to=<city>`, and a visitor may add
 * a home size (`&home=3bhk`). The estimate's page looks a link up here and shows its total as it
 * hydrates, without the estimate's arithmetic in its first load
 * (docs/decisions/048-estimate-landing.md). Read on the server only (the route's loader).
 */
import { priceBand } from "./analytics-estimate";
import { type EstimateData, estimateMove, hubCity } from "./estimate";
import { defaultHomeSize, parseEstimateQuery } from "./estimate-query";
import { formatRupeeRange } from "./rupees";

/**
 * The totals as the result shows them, by destination and home size, for moves from `from` (the
 * hub); `home` is the home size a link without one gets; `bands`, each total's price band, as a
 * shared link opened is counted (analytics-estimate.ts).
 */
export type LinkedTotals = {
  from: string;
  home: string;
  totals: Record<string, Record<string, string>>;
  bands: Record<string, Record<string, string>>;
};

/** Every served city's total from the hub, for every home size, exactly as the calculator works a link out. */
export function linkedTotals(data: EstimateData): LinkedTotals {
  const from = hubCity(data.cities).slug;
  const totals: LinkedTotals["totals"] = {};
  const bands: LinkedTotals["bands"] = {};
  for (const city of data.cities) {
    const worked = data.homeSizes.map((home) => {
      const { input } = parseEstimateQuery(
        new URLSearchParams({ from, to: city.slug, home: home.id }).toString(),
        data,
      );
      return { home: home.id, total: estimateMove(input, data).total };
    });
    totals[city.slug] = Object.fromEntries(
      worked.map(({ home, total }) => [home, formatRupeeRange(total.low, total.high)]),
    );
    bands[city.slug] = Object.fromEntries(worked.map(({ home, total }) => [home, priceBand(total.low)]));
  }
  return { from, home: defaultHomeSize, totals, bands };
}
