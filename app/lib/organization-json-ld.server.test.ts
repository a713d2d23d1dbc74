import { describe, expect, it } from "vitest";
import { contentFor } from "../content/content.server";
import { withOrganizationJsonLd } from "./organization-json-ld.server";

const page =
  '<!DOCTYPE html><html lang="te-IN"><head><meta charSet="utf-8"/><title>t</title></head><body></body></html>';

function jsonLdIn(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">(.*?)<\/script><\/head>/s.exec(html)?.[1];
  if (!block) throw new Error("no JSON-LD as the head's last element");
  return JSON.parse(block);
}

describe("withOrganizationJsonLd", () => {
  it("ends the head with the company in the page's language, the rest untouched", () => {
    const html = withOrganizationJsonLd(page, "/te/cities/pune/");
    expect(jsonLdIn(html).name).toBe(contentFor("te").company.name);
    expect(html.replace(/<script type="application\/ld\+json">.*?<\/script>/s, "")).toBe(page);
  });

  it("names English for an address without a language", () => {
    expect(jsonLdIn(withOrganizationJsonLd(page, "/")).name).toBe(contentFor("en").company.name);
  });

  it("refuses a page without a head", () => {
    expect(() => withOrganizationJsonLd("<p>no head</p>", "/")).toThrow(/no <\/head>/);
  });
});
