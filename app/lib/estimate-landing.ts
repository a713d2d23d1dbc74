/**
 * The totals of the estimates the site's own pages link to, worked out while the page is
 * pre-rendered: every city page links to `/estimate/?from=<hub>&to=<city>`, and a visitor may add
 * a home size (`&home=3bhk`). The estimate's page looks a link up here and shows its total as it
 * hydrates, without the estimate's arithmetic in its first load
 * (docs/decisions/048-estimate-landing.md). Read on the server only (the route's loader).
 */
import { type EstimateData, estimateMove, hubCity } from "./estimate";
import { defaultHomeSize, parseEstimateQuery } from "./estimate-query";
import { formatRupeeRange } from "./rupees";

/**
 * The totals as the result shows them, by destination and home size, for moves from `from` (the
 * hub); `home` is the home size a link without one gets.
 */
export type LinkedTotals = {
  from: string;
  home: string;
  totals: Record<string, Record<string, string>>;
};

/** Every served city's total from the hub, for every home size, exactly as the calculator works a link out. */
export function linkedTotals(data: EstimateData): LinkedTotals {
  const from = hubCity(data.cities).slug;
  const totals: LinkedTotals["totals"] = {};
  for (const city of data.cities) {
    totals[city.slug] = Object.fromEntries(
      data.homeSizes.map((home) => {
        const { input } = parseEstimateQuery(
          new URLSearchParams({ from, to: city.slug, home: home.id }).toString(),
          data,
        );
        const { total } = estimateMove(input, data);
        return [home.id, formatRupeeRange(total.low, total.high)];
      }),
    );
  }
  return { from, home: defaultHomeSize, totals };
}
