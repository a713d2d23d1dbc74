import { describe, expect, it } from "vitest";
import { priceBand } from "./analytics-estimate";
import { estimateMove, hubCity } from "./estimate";
import { linkedTotals } from "./estimate-landing";
import { defaultHomeSize, parseEstimateQuery } from "./estimate-query";
import { data } from "./estimate-test-data";
import { formatRupeeRange } from "./rupees";

describe("linkedTotals", () => {
  const landing = linkedTotals(data);
  const hub = hubCity(data.cities).slug;

  it("is worked out from the hub, with the home size a link without one gets", () => {
    expect(landing.from).toBe(hub);
    expect(landing.home).toBe(defaultHomeSize);
  });

  it("has every served city's total and price band for every home size, as the calculator works the link out", () => {
    expect(Object.keys(landing.totals).sort()).toEqual(data.cities.map((city) => city.slug).sort());
    for (const city of data.cities) {
      for (const home of data.homeSizes) {
        const { total } = estimateMove(
          parseEstimateQuery(`?from=${hub}&to=${city.slug}&home=${home.id}`, data).input,
          data,
        );
        expect(landing.totals[city.slug]?.[home.id], `${city.slug} ${home.id}`).toBe(
          formatRupeeRange(total.low, total.high),
        );
        // Counted as the calculator counts it, when a shared link is opened.
        expect(landing.bands[city.slug]?.[home.id], `${city.slug} ${home.id}`).toBe(priceBand(total.low));
      }
    }
  });

  it("gives a link without a home size the total the calculator gives it", () => {
    const { total } = estimateMove(parseEstimateQuery(`?from=${hub}&to=pune`, data).input, data);
    expect(landing.totals.pune?.[landing.home]).toBe(formatRupeeRange(total.low, total.high));
  });
});
