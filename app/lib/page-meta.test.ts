import { describe, expect, it } from "vitest";
import { content } from "../content/content.server";
import { pageMetaFor } from "./page-meta";
import { faqPage } from "./structured-data";

const find = (meta: ReturnType<typeof pageMetaFor>, key: string, value: string) =>
  meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as Record<string, unknown>;
const jsonLdTypes = (meta: ReturnType<typeof pageMetaFor>) =>
  meta.flatMap((descriptor) => {
    const node = (descriptor as Record<string, unknown>)["script:ld+json"] as { "@type": string } | undefined;
    return node ? [node["@type"]] : [];
  });

describe("pageMetaFor", () => {
  it("takes the page's title and description from its words, with its canonical address", () => {
    const meta = pageMetaFor(content, "about");
    expect(meta).toContainEqual({ title: content.pages.about.title });
    expect(meta).toContainEqual({ name: "description", content: content.pages.about.description });
    expect(find(meta, "rel", "canonical")?.href).toBe(`${content.company.siteUrl}/about/`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${content.company.siteUrl}/social/about.png`);
  });

  it("adds the breadcrumb trail the navigation names, and none on the home page", () => {
    expect(jsonLdTypes(pageMetaFor(content, "about"))).toEqual(["WebPage", "BreadcrumbList"]);
    expect(jsonLdTypes(pageMetaFor(content, "home"))).toEqual(["WebPage"]);
  });

  it("names a page the navigation does not list by its heading", () => {
    const meta = pageMetaFor(content, "search");
    const trail = meta.flatMap((descriptor) => {
      const node = (descriptor as Record<string, unknown>)["script:ld+json"] as
        | { itemListElement?: Array<{ name: string }> }
        | undefined;
      return node?.itemListElement ?? [];
    });
    expect(trail.at(-1)?.name).toBe(content.pages.search.heading);
  });

  it("keeps other structured data and marks the pages the content keeps out of search noindex", () => {
    const home = pageMetaFor(content, "home", { structuredData: [faqPage(content.faq)] });
    expect(jsonLdTypes(home)).toEqual(["WebPage", "FAQPage"]);
    const thankYou = pageMetaFor(content, "thankYou");
    expect(thankYou).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});
