import { describe, expect, it } from "vitest";
import { content } from "../../app/content/content.server";
import { sitePages } from "../../app/lib/page-registry";
import { movedCityPages, movedPageHtml } from "./moved-pages";

describe("pages moved by a respelling", () => {
  const moved = movedCityPages(content.servedCities);

  it("send every former city address on to the city's page, which exists", () => {
    const built = new Set(sitePages(content).map((page) => page.path));
    expect(moved.length).toBeGreaterThan(0);
    for (const page of moved) {
      expect(built.has(page.to), page.to).toBe(true);
      expect(built.has(page.from), `${page.from} is a page of its own`).toBe(false);
    }
    expect(moved).toContainEqual({ from: "/cities/bangaluru/", to: "/cities/bengaluru/", name: "Bengaluru" });
  });

  it("refresh at once to the new address, name it canonical and stay out of the index", () => {
    const html = movedPageHtml(
      { from: "/cities/bangaluru/", to: "/cities/bengaluru/", name: "Bengaluru" },
      "https://www.example.in",
      "en-IN",
    );
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/cities/bengaluru/">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.in/cities/bengaluru/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/cities/bengaluru/">Bengaluru</a>');
  });

  it("escape what they print", () => {
    const html = movedPageHtml({ from: "/a/", to: '/b/"><script>', name: "<b>" }, "https://www.example.in", "en-IN");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
  });
});
