import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateContentFor } from "../content/content.server";
import { type EstimateInput, estimateMove } from "./estimate";
import { parseEstimateQuery } from "./estimate-query";
import {
  enquiryServiceFor,
  estimateRouteLink,
  estimateSummary,
  includesInsurance,
  totalNoteFor,
} from "./estimate-summary";
import { data, estimateRates, estimateWords, homeSizes, householdItems, servedCities } from "./estimate-test-data";
import { fillPlaceholders } from "./fill-placeholders";
import { formatRupeeRange } from "./rupees";

function summaryOf(search: string, url?: string) {
  const { input } = parseEstimateQuery(search, data);
  const estimate = estimateMove(input, data);
  return { input, estimate, text: estimateSummary(input, estimate, data, estimateWords, { url }) };
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

  it("writes the moving date in the page's language", () => {
    const { input, estimate } = summaryOf("from=hyderabad&to=pune&date=2026-03-14");
    const telugu = estimateContentFor("te").words;
    const hindi = estimateContentFor("hi").words;
    expect(estimateSummary(input, estimate, data, telugu, { locale: "te-IN" })).toContain(
      fillPlaceholders(telugu.summary.date, { date: "14 మార్చి, 2026" }),
    );
    expect(estimateSummary(input, estimate, data, hindi, { locale: "hi-IN" })).toContain(
      fillPlaceholders(hindi.summary.date, { date: "14 मार्च 2026" }),
    );
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
        const text = estimateSummary(input, estimate, data, estimateWords, { maxLength, url: "https://example.in/e/" });
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
    expect(enquiryServiceFor(move({}), estimateWords)).toBe("local-shifting");
    expect(enquiryServiceFor(move({ to: "pune" }), estimateWords)).toBe("relocation");
  });
});

describe("totalNoteFor", () => {
  const move = (input: Partial<EstimateInput>) =>
    estimateMove({ ...parseEstimateQuery("", data).input, ...input }, data);
  const insuranceLine = (estimate: ReturnType<typeof move>) =>
    estimate.lines.find((line) => line.key === "insurance") ?? { low: Number.NaN, high: Number.NaN };
  const sumOfLines = (estimate: ReturnType<typeof move>) => estimate.lines.reduce((sum, line) => sum + line.high, 0);

  it("says insurance is included only when the breakdown charges it, and says plainly when the goods are not insured", () => {
    const none = move({ declaredValue: 0 });
    expect(insuranceLine(none).high).toBe(0);
    expect(totalNoteFor(none, estimateWords)).toBe(estimateWords.result.totalNoteUninsured);
    expect(estimateWords.result.totalNoteUninsured).toMatch(/not insured/);
    expect(estimateWords.result.totalNoteUninsured).not.toMatch(/insurance included/i);

    const insured = move({ declaredValue: 300_000 });
    expect(insuranceLine(insured).high).toBe((300_000 * estimateRates.insurance.percent) / 100);
    expect(totalNoteFor(insured, estimateWords)).toBe(estimateWords.result.totalNote);
    expect(estimateWords.result.totalNote).toMatch(/insurance/i);
  });

  it("agrees with the insurance line for every declared value, route and home", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant(0),
          fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
          fc.double({ noNaN: false }),
          fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
        ),
        fc.constantFrom(...servedCities.map((city) => city.slug)),
        fc.constantFrom(...homeSizes.map((home) => home.id)),
        (declaredValue, to, homeSize) => {
          const items = homeSizes.find((home) => home.id === homeSize)?.items ?? {};
          const estimate = move({ declaredValue, to, homeSize, items });
          const premium = insuranceLine(estimate);
          // The total is the sum of the lines, the insurance line among them.
          expect(estimate.total.high).toBeCloseTo(sumOfLines(estimate), 6);
          expect(includesInsurance(estimate)).toBe(premium.high > 0);
          expect(totalNoteFor(estimate, estimateWords)).toBe(
            premium.high > 0 ? estimateWords.result.totalNote : estimateWords.result.totalNoteUninsured,
          );
          // A value in whole rupees above 0, as the form reads it, is what insures the goods.
          if (Number.isInteger(declaredValue)) expect(premium.high > 0).toBe(declaredValue > 0);
        },
      ),
    );
  });
});

describe("estimateRouteLink", () => {
  const links = {
    cities: "/cities/",
    cityPages: Object.fromEntries(servedCities.map((city) => [city.slug, `/cities/${city.slug}/`])),
  };
  const linkFor = (from: string, to: string) => {
    const input = { ...parseEstimateQuery("", data).input, from, to };
    return estimateRouteLink(input, estimateMove(input, data), data, estimateWords, links);
  };

  it("leads a move between Hyderabad and a city, either way, to that city's page", () => {
    expect(linkFor("hyderabad", "pune")).toEqual({
      href: "/cities/pune/",
      label: "The Hyderabad–Pune route: the road, the days and what to plan",
    });
    expect(linkFor("pune", "hyderabad")?.href).toBe("/cities/pune/");
  });

  it("leads a move between two other cities to the list of cities, and a move within a city nowhere", () => {
    expect(linkFor("pune", "mumbai")).toEqual({ href: "/cities/", label: estimateWords.result.citiesLink });
    expect(linkFor("hyderabad", "hyderabad")).toBeUndefined();
    expect(linkFor("pune", "pune")).toBeUndefined();
  });

  it("falls back to the list for a city without a page", () => {
    const input = { ...parseEstimateQuery("", data).input, to: "pune" };
    const link = estimateRouteLink(input, estimateMove(input, data), data, estimateWords, { ...links, cityPages: {} });
    expect(link?.href).toBe("/cities/");
  });
});
