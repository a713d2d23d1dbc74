import { describe, expect, it } from "vitest";
import { paths } from "../lib/paths";
import { faqPage } from "../lib/structured-data";
import { content } from "./content.server";
import { pageMetaFor } from "./page-seo";

const find = (meta: ReturnType<typeof pageMetaFor>, key: string, value: string) =>
  meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as Record<string, unknown>;
const jsonLdTypes = (meta: ReturnType<typeof pageMetaFor>) =>
  meta.flatMap((descriptor) => {
    const node = (descriptor as Record<string, unknown>)["script:ld+json"] as { "@type": string } | undefined;
    return node ? [node["@type"]] : [];
  });

describe("pageMetaFor", () => {
  it("takes the page's title and description from its copy, with its canonical address", () => {
    const meta = pageMetaFor(content, "about", { path: paths.about });
    expect(meta).toContainEqual({ title: content.pages.about.title });
    expect(meta).toContainEqual({ name: "description", content: content.pages.about.description });
    expect(find(meta, "rel", "canonical")?.href).toBe(`${content.company.siteUrl}/about/`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${content.company.siteUrl}/social/about.png`);
  });

  it("adds the breadcrumb trail the navigation names, and none on the home page", () => {
    expect(jsonLdTypes(pageMetaFor(content, "about", { path: paths.about }))).toEqual(["BreadcrumbList"]);
    expect(jsonLdTypes(pageMetaFor(content, "home", { path: paths.home }))).toEqual([]);
  });

  it("names a page the navigation does not list by the name it is given", () => {
    const meta = pageMetaFor(content, "search", { path: paths.search, breadcrumbName: "Search the site" });
    const trail = meta.flatMap((descriptor) => {
      const node = (descriptor as Record<string, unknown>)["script:ld+json"] as
        | { itemListElement?: Array<{ name: string }> }
        | undefined;
      return node?.itemListElement ?? [];
    });
    expect(trail.at(-1)?.name).toBe("Search the site");
  });

  it("keeps other structured data and marks noindex pages", () => {
    const home = pageMetaFor(content, "home", { path: paths.home, structuredData: [faqPage(content.faq)] });
    expect(jsonLdTypes(home)).toEqual(["FAQPage"]);
    const thankYou = pageMetaFor(content, "thankYou", { path: paths.thankYou, noindex: true });
    expect(thankYou).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});
