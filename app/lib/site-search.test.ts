import { describe, expect, it } from "vitest";
import { content } from "../content/content.server";
import { cityResultText, searchAliases } from "../content/search-aliases";
import { routedPageKeys } from "./page-registry";
import { pagePath, paths } from "./paths";
import { buildSearchDocuments } from "./search-documents";
import { createSearchIndexData, editDistance, openSiteSearch } from "./site-search";

const documents = buildSearchDocuments(content, cityResultText);
// Through JSON, as the browser receives it from /search-index.json.
const search = openSiteSearch(JSON.parse(JSON.stringify(createSearchIndexData(documents, searchAliases))));
const titles = (query: string) => search(query).map((result) => result.title);

describe("the search finds what visitors type", () => {
  it.each([
    ["bangalore", "Bangaluru"],
    ["Bengaluru", "Bangaluru"],
    ["banga", "Bangaluru"],
    ["vizag", "Vizag"],
    ["visakhapatnam", "Vizag"],
    ["Vishakapatnam", "Vizag"],
    ["baroda", "Baroda"],
    ["vadodara", "Baroda"],
    ["wharehouse", "Warehousing"],
    ["warehouse", "Warehousing"],
    ["godown", "Warehousing"],
    ["packign", "Packing"],
    ["nashik", "Nasik"],
  ])("%s finds %s first", (query, title) => {
    expect(titles(query)[0]).toBe(title);
  });

  it("car shifting finds the services and the answer about moving vehicles", () => {
    const found = titles("car shifting").slice(0, 5);
    expect(found).toContain("Transportation");
    expect(found).toContain("Relocation");
    expect(found.some((title) => /car and two-wheeler/.test(title))).toBe(true);
  });

  it("bike and vehicle transport find the same services", () => {
    for (const query of ["bike shifting", "vehicle transport", "two wheeler"]) {
      expect(titles(query).slice(0, 5)).toEqual(expect.arrayContaining(["Transportation", "Relocation"]));
    }
  });

  it("finds as a word is being typed, linking each result to its page", () => {
    expect(search("pack")[0]).toMatchObject({ title: "Packing", href: paths.service("packaging") });
    expect(search("kolkata")[0]?.title).toBe("Kolkata");
  });

  it("finds exactly one result for a city's other name, and several for a common word", () => {
    expect(titles("vadodara")).toEqual(["Baroda"]);
    expect(search("insurance").length).toBeGreaterThan(1);
  });

  it("finds FAQ answers and pages, linking to where they are shown", () => {
    const [insurance] = search("transit insurance");
    expect(insurance).toMatchObject({ kind: "question", href: `${paths.home}#faq` });
    expect(search("kukatpally").some((result) => result.href === paths.contact)).toBe(true);
    expect(search(content.company.gstin)[0]?.href).toBe(paths.certification);
  });

  it("lists matches for every word first, then partial matches", () => {
    const found = titles("packers in pune");
    expect(found).toContain("Pune");
    expect(found.length).toBeLessThanOrEqual(8);
  });

  it("a worried visitor's words find Verify us, and booking words the survey page; its thank-you page is not found", () => {
    const first = (query: string) => search(query)[0]?.href;
    const topThree = (query: string) =>
      search(query)
        .slice(0, 3)
        .map((result) => result.href);
    for (const query of ["fraud", "is this genuine", "advance payment", "upi", "check gstin", "bilty"]) {
      expect(first(query), query).toBe(pagePath("verifyUs"));
    }
    expect(topThree("fake movers")).toContain(pagePath("verifyUs"));
    for (const query of ["book survey", "video survey", "surveyor"]) {
      expect(first(query), query).toBe(pagePath("bookSurvey"));
    }
    expect(topThree("home visit")).toContain(pagePath("bookSurvey"));
    expect(documents.some((document) => document.href === pagePath("surveyBooked"))).toBe(false);
  });

  it("finds nothing for nonsense and for an empty box", () => {
    expect(search("xylophone")).toEqual([]);
    expect(search("   ")).toEqual([]);
    expect(search("the and of")).toEqual([]);
  });
});

describe("the index", () => {
  it("covers every service, question, city and page", () => {
    const kinds = documents.map((doc) => doc.kind);
    expect(kinds.filter((kind) => kind === "service")).toHaveLength(content.services.length);
    expect(kinds.filter((kind) => kind === "question")).toHaveLength(content.faq.length);
    expect(kinds.filter((kind) => kind === "city")).toHaveLength(content.cities.length);
    // Every page of the registry that search engines may list, but the search page itself.
    const listed = routedPageKeys(content)
      .filter((key) => !content.pages[key].noindex && key !== "search")
      .map((key) => pagePath(key));
    expect(documents.filter((doc) => doc.kind === "page").map((doc) => doc.href)).toEqual(listed);
    expect(listed).toEqual(expect.arrayContaining([paths.home, paths.about, paths.contact, paths.gallery]));
    expect(listed).not.toContain(paths.thankYou);
    expect(new Set(documents.map((doc) => doc.id)).size).toBe(documents.length);
  });

  it("stops the build when an alias points at a word the site does not use", () => {
    const aliases = [...searchAliases, { typed: ["Mysore"], means: ["Mysuru"] }];
    expect(() => createSearchIndexData(documents, aliases)).toThrow(
      `searchAliases[${searchAliases.length}].means[0]: "Mysuru" appears nowhere in the content`,
    );
  });
});

it("counts typing mistakes", () => {
  expect(editDistance("wharehouse", "warehouse", 2)).toBe(1);
  expect(editDistance("packign", "packing", 2)).toBe(2);
  expect(editDistance("pune", "delhi", 2)).toBe(3);
});
