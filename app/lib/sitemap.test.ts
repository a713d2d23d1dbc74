import { expect, it } from "vitest";
import { content } from "../content/content.server";
import { indexablePagePaths } from "./page-registry";
import { paths } from "./paths";
import { robotsTxt, sitemapXml } from "./sitemap";

it("lists every indexable page with the build date, and not the thank-you page", () => {
  const pages = indexablePagePaths({ pages: content.pages, services: [{ slug: "packing" }], servedCities: [] });
  expect(pages).toContain(paths.service("packing"));
  expect(pages).not.toContain(paths.thankYou);
  const xml = sitemapXml("https://example.in", pages, new Date("2026-03-04T10:00:00Z"));
  expect(xml.match(/<loc>/g)).toHaveLength(pages.length);
  expect(xml).toContain("<loc>https://example.in/services/packing/</loc>\n    <lastmod>2026-03-04</lastmod>");
});

it("points robots.txt to the sitemap by absolute URL", () => {
  expect(robotsTxt("https://example.in")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://example.in/sitemap.xml\n");
});
