import { describe, expect, it } from "vitest";
import { content, estimateContent } from "../../content/content.server";
import { cityPriceTable, transitDaysFor } from "../../lib/estimate";
import { cityPagePath } from "../../lib/page-registry";
import { pagePath } from "../../lib/paths";
import { formatRupeeRange } from "../../lib/rupees";
import { cityPageData, cityRegionGroups, cityStripLinks, estimateDataOf } from "./city-page-data";

const data = estimateDataOf(estimateContent);
const pages = estimateContent.cities.map((city) => {
  const page = cityPageData(city.slug, content, estimateContent);
  if (!page) throw new Error(`no page for ${city.slug}`);
  return { city, page };
});

describe("each city's page", () => {
  it("has a title and description search engines show whole, filled in, and unlike any other city's", () => {
    for (const { page } of pages) {
      expect(page.title.length, page.title).toBeLessThanOrEqual(60);
      expect(page.description.length, page.description).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.description).toBeLessThanOrEqual(160);
      for (const text of [page.title, page.description, page.heading, page.intro]) expect(text).not.toMatch(/[{}]/);
    }
    expect(new Set(pages.map(({ page }) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map(({ page }) => page.description)).size).toBe(pages.length);
  });

  it("shows the estimate's prices, distance and days for the route, both ways", () => {
    const pune = pages.find(({ city }) => city.slug === "pune");
    if (!pune) throw new Error("Pune is a served city");
    const table = cityPriceTable("pune", data);
    expect(pune.page.prices.lines.map((line) => line.price)).toEqual(
      table.rows.map((row) => formatRupeeRange(row.low, row.high)),
    );
    expect(pune.page.prices.lines.map((line) => line.label)).toEqual(
      Object.values(content.cityPages.prices.rows).map((label) => label),
    );
    // Its road distance as the owner entered it in Facts › Served cities.
    const km = pune.city.roadKmFromHyderabad;
    if (typeof km !== "number") throw new Error("Pune is a route from Hyderabad");
    const shownKm = `${new Intl.NumberFormat("en-IN").format(km)} km`;
    const days = transitDaysFor(km, estimateContent.rates);
    const sharedDays = transitDaysFor(km, estimateContent.rates, true);
    const { facts } = content.cityPages;
    // A 1 BHK to Pune travels as a part load, so its days are given too.
    expect(pune.page.prices.lines.some((line) => line.shared)).toBe(true);
    expect(pune.page.facts.rows).toEqual([
      { label: facts.distance, value: shownKm },
      { label: facts.transit, value: `${days.low}–${days.high} days` },
      { label: facts.sharedTransit, value: `${sharedDays.low}–${sharedDays.high} days` },
    ]);
    expect(pune.page.description).toContain(shownKm);
    expect(pune.page.description).toContain(pune.page.prices.lines[1]?.price);
  });

  it("links to the estimate for the route from Hyderabad", () => {
    for (const { city, page } of pages) {
      expect(page.prices.estimateLink.href).toBe(`${pagePath("estimate")}?from=hyderabad&to=${city.slug}`);
    }
  });

  it("gives each route its own guide, topic by topic, with the paperwork under its state, and Hyderabad local shifting", () => {
    for (const { city, page } of pages) {
      if (city.roadKmFromHyderabad === "local") continue;
      const guide = content.cityPages.guides[city.slug];
      // A city the owner added has no guide until a developer writes one: kept out of search engines (decision 013).
      expect(page.noindex, city.slug).toBe(!guide);
      if (!guide) continue;
      const shown = page.guide.topics.flatMap((topic) => topic.paragraphs);
      for (const line of [guide.road, guide.state, guide.place, guide.seasons, guide.nearby].flatMap(
        (lines) => lines ?? [],
      )) {
        expect(shown).toContain(line);
      }
      const state = page.guide.topics.find((topic) => topic.id === "guide-state");
      expect(state?.heading).toContain(city.state);
      expect(state?.paragraphs.join(" ")).toContain("e-way bill");
      expect(page.questions?.items ?? []).toEqual(guide.questions ?? []);
    }
    const hyderabad = pages.find(({ city }) => city.slug === "hyderabad")?.page;
    expect(hyderabad?.local).toBe(true);
    expect(hyderabad?.heading).toMatch(/within Hyderabad and Telangana/);
    expect(hyderabad?.guide.topics.flatMap((topic) => topic.paragraphs)).toEqual(content.cityPages.local.guide);
    expect(hyderabad?.questions).toBeNull();
    expect(hyderabad?.prices.localKm).toMatch(/\d+ to \d+ km/);
    expect(hyderabad?.services.links.map((link) => link.href)).toContain("/services/local-shifting/");
  });

  it("names only services that exist, each linking to its page", () => {
    for (const { page } of pages) {
      expect(page.services.links.length).toBeGreaterThan(0);
      for (const link of page.services.links) expect(link.href).toMatch(/^\/services\/[a-z-]+\/$/);
    }
  });

  it("is not there for a slug that is not a served city", () => {
    expect(cityPageData("atlantis", content, estimateContent)).toBeUndefined();
  });
});

describe("the list of cities", () => {
  it("lists every served city once, under its region, nearest first", () => {
    const groups = cityRegionGroups(content, estimateContent);
    const listed = groups.flatMap((group) => group.cities.map((city) => city.href));
    expect(listed.sort()).toEqual(estimateContent.cities.map((city) => cityPagePath(city.slug)).sort());
    const south = groups.find((group) => group.heading === content.cityPages.index.regions.South);
    expect(south?.cities[0]).toMatchObject({ name: "Hyderabad", distance: content.cityPages.index.local });
    expect(south?.cities.find((city) => city.name === "Bengaluru")?.distance).toBe("570 km");
  });
});

describe("the home page's strip", () => {
  it("links each city to its page, under the strip's own spelling, and a name that is not a city to the list", () => {
    const links = cityStripLinks(content);
    expect(links.map((link) => link.name)).toEqual(content.cities);
    expect(links.find((link) => link.name === "Pune")?.href).toBe("/cities/pune/");
    expect(links.find((link) => link.name === "Bangaluru")?.href).toBe("/cities/bengaluru/");
    expect(links.find((link) => link.name === "Vizag")?.href).toBe("/cities/visakhapatnam/");
    for (const city of estimateContent.cities) {
      expect(
        links.filter((link) => link.href === cityPagePath(city.slug)),
        city.name,
      ).toHaveLength(1);
    }
    expect(links.find((link) => link.name === "All South BR")?.href).toBe(pagePath("cities"));
  });
});
