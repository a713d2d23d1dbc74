import { describe, expect, it } from "vitest";
import { content } from "../content/content.server";
import { searchAliases } from "../content/search-aliases";
import { cityPagePath } from "./page-registry";
import { pagePath } from "./paths";
import { buildSearchDocuments } from "./search-documents";
import { createSearchIndexData, openSiteSearch } from "./site-search";

const documents = buildSearchDocuments(content, content.cityResultText);
const search = openSiteSearch(
  JSON.parse(JSON.stringify(createSearchIndexData(documents, searchAliases, content.interface.searchStopWords))),
);

describe("the search's city results", () => {
  it.each([
    ["pune", "pune"],
    ["movers to pune", "pune"],
    ["vizag", "visakhapatnam"],
    ["visakhapatnam", "visakhapatnam"],
    ["bangalore", "bengaluru"],
    ["bangaluru", "bengaluru"],
    ["baroda", "vadodara"],
    ["nasik", "nashik"],
    ["tirupur", "tiruppur"],
    ["secunderabad", "hyderabad"],
  ])("%s opens the city's page first", (query, slug) => {
    expect(search(query)[0]).toMatchObject({ kind: "city", href: cityPagePath(slug) });
  });

  it("finds the route's page near the top for the whole phrase families search", () => {
    const hrefs = search("packers and movers hyderabad to pune").map((result) => result.href);
    expect(hrefs.slice(0, 3)).toContain(cityPagePath("pune"));
  });

  it("links every served city to its page under its one spelling, and a name that is not a city to the list of cities", () => {
    const cityResults = documents.filter((doc) => doc.kind === "city");
    expect(cityResults.map((doc) => doc.title)).not.toContain("Bangaluru");
    for (const city of content.servedCities) {
      expect(cityResults.find((doc) => doc.title === city.name)?.href).toBe(cityPagePath(city.slug));
    }
    const others = ["All South BR"];
    for (const name of others) {
      expect(cityResults.find((doc) => doc.title === name)?.href).toBe(pagePath("cities"));
    }
  });

  it("finds the list of cities by what it shows", () => {
    expect(search("transit time").some((result) => result.href === pagePath("cities"))).toBe(true);
  });
});
