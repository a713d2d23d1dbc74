import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { content } from "../content/content.server";
import { selectLayoutContent } from "./layout-data";
import { crawlerFiles, pagePath, paths } from "./paths";
import { breadcrumbTrail, notFoundMeta, pageMeta, socialImageKey } from "./seo";

const site = { siteUrl: "https://example.in", siteName: "Example Movers" };
const value = (meta: MetaDescriptor[], key: string, name: string) =>
  meta
    .filter((item) => (item as Record<string, string>)[key] === name)
    .map((item) => (item as { content?: string }).content);

describe("pageMeta", () => {
  const meta = pageMeta({ ...site, path: paths.about, title: "About", description: "About the movers" });

  it("gives one title, description and canonical URL with the trailing slash", () => {
    expect(meta.filter((item) => "title" in item)).toEqual([{ title: "About" }]);
    expect(value(meta, "name", "description")).toEqual(["About the movers"]);
    expect(meta.filter((item) => (item as { rel?: string }).rel === "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://example.in/about/" },
    ]);
    expect(value(meta, "property", "og:url")).toEqual(["https://example.in/about/"]);
  });

  it("points the social cards at the page's picture by absolute URL", () => {
    expect(value(meta, "property", "og:image")).toEqual(["https://example.in/social/about.png"]);
    expect(value(meta, "name", "twitter:image")).toEqual(["https://example.in/social/about.png"]);
    expect(value(meta, "name", "twitter:card")).toEqual(["summary_large_image"]);
    expect(value(meta, "name", "robots")).toEqual([]);
  });

  it("marks noindex pages and adds breadcrumbs and other JSON-LD", () => {
    const trail = [
      { name: "Home", path: paths.home },
      { name: "Thanks", path: paths.thankYou },
    ];
    const noindex = pageMeta({
      ...site,
      path: paths.thankYou,
      title: "Thanks",
      description: "Thank you",
      noindex: true,
      breadcrumbs: trail,
      structuredData: [{ "@type": "Thing" }],
    });
    expect(value(noindex, "name", "robots")).toEqual(["noindex, follow"]);
    const jsonLd = noindex.flatMap((item) => ("script:ld+json" in item ? [item["script:ld+json"]] : []));
    expect(jsonLd.map((node) => (node as { "@type": string })["@type"])).toEqual([
      "WebPage",
      "Thing",
      "BreadcrumbList",
    ]);
  });
});

it("picks each page's share picture", () => {
  expect(socialImageKey(paths.home)).toBe("home");
  expect(socialImageKey(paths.thankYou)).toBe("thankYou");
  expect(socialImageKey(paths.service("warehousing"))).toBe("service-warehousing");
  expect(socialImageKey(undefined)).toBe("notFound");
});

it("gives the not-found page no canonical URL and noindex", () => {
  const meta = notFoundMeta(selectLayoutContent(content), content.pages.notFound);
  expect(meta.some((item) => (item as { rel?: string }).rel === "canonical")).toBe(false);
  expect(value(meta, "name", "robots")).toEqual(["noindex, follow"]);
  expect(value(meta, "property", "og:image")).toEqual([
    `${content.company.siteUrl}${crawlerFiles.socialImage("notFound", "en")}`,
  ]);
});

describe("breadcrumbTrail", () => {
  const layout = selectLayoutContent(content);

  it("names pages as the navigation does", () => {
    expect(breadcrumbTrail(layout, paths.about).map((crumb) => crumb.path)).toEqual([paths.home, paths.about]);
    expect(breadcrumbTrail(layout, pagePath("gallery")).at(-1)?.name).toBe(
      layout.footerNavigation.find((item) => item.href === pagePath("gallery"))?.label,
    );
  });

  it("puts a service under the services page", () => {
    const [service] = layout.serviceLinks;
    expect(breadcrumbTrail(layout, paths.service(service?.slug ?? ""), service?.title)).toEqual([
      { name: "Home", path: paths.home },
      { name: "Services", path: paths.services },
      { name: service?.title, path: paths.service(service?.slug ?? "") },
    ]);
  });

  it("leaves out the home page and pages it cannot name", () => {
    expect(breadcrumbTrail(layout, paths.home)).toEqual([]);
    expect(breadcrumbTrail(layout, paths.thankYou)).toEqual([]);
    expect(breadcrumbTrail(layout, paths.search, "Search")).toHaveLength(2);
  });
});
