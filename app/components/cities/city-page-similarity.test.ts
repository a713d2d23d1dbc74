/**
 * No two city pages may be mostly the same words once the city names and the numbers are set aside
 * (the doorway pattern: one template with the name swapped). The pages' text is read from the
 * loaders' data, as the pages render it; the measure and its threshold are explained in
 * docs/decisions/013-city-page-similarity.md.
 */
import { describe, expect, it } from "vitest";
import { content, estimateContent } from "../../content/content.server";
import { cityPageData } from "./city-page-data";
import { containment, ownWordCount, type PageText, shingles, shingleWords, visibleText } from "./page-similarity";

/** Above this share of a page's eight-word runs found on another page, the two are mostly the same words. */
const mostlyTheSame = 0.5;
/** Fewer words of its own than this and a page says too little of its route to stand on its own. */
const fewestOwnWords = 150;

const names = [...new Set(estimateContent.cities.flatMap((city) => [city.name, city.state]))];
/**
 * The pages search engines are given: a city the owner added without its guide is the template
 * with a name swapped, so it is kept out of them (noindex, decision 013) and out of this measure.
 */
const pages = estimateContent.cities.flatMap((city) => {
  const page = cityPageData(city.slug, content, estimateContent);
  if (!page) throw new Error(`no page for ${city.slug}`);
  if (page.noindex) return [];
  const text = visibleText(page);
  return [{ slug: city.slug, text, runs: shingles(text, names) }];
});

describe("the measure", () => {
  const frame = [
    "Packers and movers between {city} and Hyderabad: we pack, load, carry and unload your home with care.",
    "Our crew wraps furniture in bubble wrap and corrugated sheets and loads it into a closed truck.",
  ];
  const doorway = (city: string): PageText => frame.map((line) => line.replace("{city}", city));

  it("finds two pages that differ only in the city's name and numbers the same", () => {
    const pune = shingles([...doorway("Pune"), "560 km"], ["Pune", "Kadapa"]);
    const kadapa = shingles([...doorway("Kadapa"), "410 km"], ["Pune", "Kadapa"]);
    expect(containment(pune, kadapa)).toBe(1);
  });

  it("finds two pages that share a frame but each say more of their own apart", () => {
    // Forty words a page says of its own route, different on each page.
    const own = (stem: string) =>
      Array.from(
        { length: 40 },
        (_, index) => `${stem}${String.fromCharCode(97 + (index % 26))}${index >= 26 ? "x" : ""}`,
      ).join(" ");
    const a = shingles([...doorway("Pune"), own("plateau")], ["Pune"]);
    const b = shingles([...doorway("Kadapa"), own("heat")], ["Kadapa"]);
    expect(containment(a, b)).toBeLessThan(mostlyTheSame);
    expect(shingleWords).toBe(8);
  });
});

describe("every pair of city pages", () => {
  it("shares less than half of its eight-word runs, names and numbers masked", () => {
    const alike: string[] = [];
    for (const [index, a] of pages.entries()) {
      for (const b of pages.slice(index + 1)) {
        const share = containment(a.runs, b.runs);
        if (share >= mostlyTheSame)
          alike.push(`${a.slug} and ${b.slug}: ${(share * 100).toFixed(0)}% of runs in common`);
      }
    }
    expect(alike, "pages that are mostly the same words").toEqual([]);
  });

  it("says enough of its own route that no other city page says", () => {
    const thin = pages.flatMap((page) => {
      const others = pages.filter((other) => other !== page).map((other) => other.text);
      const own = ownWordCount(page.text, others, names);
      return own < fewestOwnWords ? [`${page.slug}: ${own} words of its own`] : [];
    });
    expect(thin).toEqual([]);
  });
});
