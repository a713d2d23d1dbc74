import { describe, expect, it } from "vitest";
import { openSiteSearch } from "../../app/lib/site-search.ts";
import { renderCrawlerFiles } from "./crawler-files.ts";

describe("the files the build writes for crawlers and the search box", () => {
  const files = renderCrawlerFiles(new Date("2026-11-24T12:00:00Z"));

  it("are the sitemap, robots.txt and a search index per language, at the addresses the site links", () => {
    expect([...files.keys()]).toEqual([
      "/sitemap.xml",
      "/robots.txt",
      "/search-index.json",
      "/te/search-index.json",
      "/hi/search-index.json",
    ]);
    expect(files.get("/sitemap.xml")).toContain("<lastmod>2026-11-24</lastmod>");
    expect(files.get("/sitemap.xml")).toMatch(/<xhtml:link rel="alternate" hreflang="te-IN" href="[^"]+\/te\/"/);
  });

  it.each([
    ["/search-index.json", "/services/warehousing/"],
    ["/te/search-index.json", "/te/services/warehousing/"],
    ["/hi/search-index.json", "/hi/services/warehousing/"],
  ])("%s leads to its language's pages, and finds English words", (file, href) => {
    const search = openSiteSearch(JSON.parse(files.get(file) ?? "null"));
    expect(search("godown")[0]?.href).toBe(href);
  });
});
