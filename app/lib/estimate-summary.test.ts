import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateCopy } from "../content/estimate-copy";
import { estimateRates } from "../content/estimate-rates";
import { homeSizes, householdItems } from "../content/household-items";
import { servedCities } from "../content/served-cities";
import { type EstimateData, type EstimateInput, estimateMove } from "./estimate";
import { parseEstimateQuery } from "./estimate-query";
import { enquiryServiceFor, estimateSummary } from "./estimate-summary";
import { formatRupeeRange } from "./rupees";

const data: EstimateData = { rates: estimateRates, items: householdItems, homeSizes, cities: servedCities };

function summaryOf(search: string, url?: string) {
  const { input } = parseEstimateQuery(search, data);
  const estimate = estimateMove(input, data);
  return { input, estimate, text: estimateSummary(input, estimate, data, estimateCopy, { url }) };
}

describe("estimateSummary", () => {
  it("states the route, date, home, items, volume, vehicle and total", () => {
    const { estimate, text } = summaryOf(
      "from=hyderabad&to=pune&home=1bhk&items=double-bed_1.fridge-single-door_1.carton-medium_10&cars=1&fromfloor=3&tofloor=2&tolift=yes&value=300000&storage=10&date=2026-03-14",
      "https://www.godavaripackers.in/estimate/?from=hyderabad&to=pune",
    );
    expect(text.split("\n")).toEqual([
      "My moving estimate from your website",
      "Route: Hyderabad to Pune, about 560 km by road",
      "Moving date: 14 March 2026",
      "Home: 1 BHK",
      "Items: 1 × Double bed, 1 × Fridge, single door, 10 × Medium carton (clothes, kitchen)",
      "Cars: 1, two-wheelers: 0",
      "Floors: floor 3 without a lift now, floor 2 with a lift at the new home",
      "Packing: Standard",
      "Value for insurance: ₹3,00,000",
      "Storage: 10 days",
      "Volume: about 107 cu ft",
      "Vehicle: 1 × Tata Ace",
      `Estimated total: ${formatRupeeRange(estimate.total.low, estimate.total.high)}, GST included`,
      "Estimate: https://www.godavaripackers.in/estimate/?from=hyderabad&to=pune",
    ]);
  });

  it("describes a local move and a custom list, and recommends the survey where the estimate does", () => {
    const { text } = summaryOf("from=hyderabad&to=hyderabad&km=12&home=4bhk");
    expect(text).toContain("Route: within Hyderabad, about 12 km");
    expect(text).toContain("Home: 4 BHK");
    expect(text).toContain("The estimate recommends a free survey for a move this size.");
    expect(summaryOf("items=").text).toContain("Home: My own list\nItems: none listed");
  });

  it("never runs over the message limit, shortening the items first and then leaving out the link", () => {
    const everything = householdItems.map((item) => `${item.id}_99`).join(".");
    const longUrl = `https://www.godavaripackers.in/estimate/?items=${everything}`;
    const { text } = summaryOf(`from=hyderabad&to=delhi&items=${everything}`, longUrl);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toMatch(/, and \d+ more\n/);
    expect(text).not.toContain("Estimate: https://");
    expect(text).toMatch(/Estimated total: ₹[\d,]+ – ₹[\d,]+, GST included/);

    const short = summaryOf(`from=hyderabad&to=delhi&items=${everything}`, "https://www.godavaripackers.in/estimate/");
    expect(short.text.length).toBeLessThanOrEqual(1000);
    expect(short.text.endsWith("Estimate: https://www.godavaripackers.in/estimate/")).toBe(true);
  });

  it("fits any limit it is given", () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 3000 }), (maxLength) => {
        const { input, estimate } = summaryOf("home=4bhk&to=kolkata&cars=2&bikes=1&value=1000000");
        const text = estimateSummary(input, estimate, data, estimateCopy, { maxLength, url: "https://example.in/e/" });
        expect(text.length).toBeLessThanOrEqual(maxLength);
        expect(text.startsWith("My moving estimate from your website\nRoute: Hyderabad to Kolkata")).toBe(true);
      }),
    );
  });
});

describe("enquiryServiceFor", () => {
  it("chooses local shifting inside a city and relocation between cities", () => {
    const move = (input: Partial<EstimateInput>) =>
      estimateMove({ ...parseEstimateQuery("", data).input, ...input }, data);
    expect(enquiryServiceFor(move({}), estimateCopy)).toBe("local-shifting");
    expect(enquiryServiceFor(move({ to: "pune" }), estimateCopy)).toBe("relocation");
  });
});
