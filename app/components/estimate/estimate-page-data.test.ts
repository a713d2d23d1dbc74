import { describe, expect, it } from "vitest";
import { estimateContentFor } from "../../content/content.server";
import { languages } from "../../content/languages";
import { linkedTotals } from "../../lib/estimate-landing";
import { deferred, readDeferred } from "./estimate-page-data";

describe("deferred page data", () => {
  it.each(languages)("gives back the estimate's %s content and landing totals as they were", (language) => {
    const { cities, rates, catalogue, words } = estimateContentFor(language);
    const data = { rates, items: catalogue.items, homeSizes: catalogue.homeSizes, cities };
    const page = { data, categories: catalogue.categories, words };
    expect(readDeferred(deferred(page))).toEqual(page);
    expect(readDeferred(deferred(linkedTotals(data)))).toEqual(linkedTotals(data));
  });

  it("parses a string once, so every reader gets the same object", () => {
    const sent = deferred({ total: "₹ 1,000" });
    expect(readDeferred(sent)).toBe(readDeferred(sent));
  });
});
