import { expect, it } from "vitest";
import { content } from "../content/content.server";
import { indexablePagePaths } from "./page-registry";
import { paths } from "./paths";
import { robotsTxt, sitemapXml } from "./sitemap";

it("lists every indexable page in every language with the build date, and not the thank-you page", () => {
  const pages = indexablePagePaths({ pages: content.pages, services: [{ slug: "packing" }], servedCities: [] });
  expect(pages).toContain(paths.service("packing"));
  expect(pages).not.toContain(paths.thankYou);
  const xml = sitemapXml("https://example.in", pages, new Date("2026-03-04T10:00:00Z"));
  expect(xml.match(/<loc>/g)).toHaveLength(pages.length * 3);
  expect(xml).toContain("<loc>https://example.in/services/packing/</loc>\n    <lastmod>2026-03-04</lastmod>");
  expect(xml).toContain("<loc>https://example.in/te/services/packing/</loc>");
  expect(xml).toContain("<loc>https://example.in/hi/services/packing/</loc>");
});

it("gives each page its languages as alternates, English also as x-default, the same from every language", () => {
  const xml = sitemapXml("https://example.in", ["/about/"], new Date("2026-03-04T10:00:00Z"));
  const entries = xml.split("<url>").slice(1);
  expect(entries).toHaveLength(3);
  for (const entry of entries) {
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, tag, href]) => `${tag} ${href}`)).toEqual([
      "en-IN https://example.in/about/",
      "te-IN https://example.in/te/about/",
      "hi-IN https://example.in/hi/about/",
      "x-default https://example.in/about/",
    ]);
  }
});

it("points robots.txt to the sitemap by absolute URL", () => {
  expect(robotsTxt("https://example.in")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://example.in/sitemap.xml\n");
});
