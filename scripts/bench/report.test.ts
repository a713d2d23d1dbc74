import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  categoryScoreWithout,
  formatTable,
  interactionVerdicts,
  median,
  medianMetrics,
  missedBars,
  type RunMetrics,
  seoFootnote,
  summaryLine,
} from "./report";
import { isKeptOutOfSearch, reportFileName, selectRoutes } from "./routes";

const goodRun: RunMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  seoAsIntended: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 10,
  cls: 0,
  speedIndex: 1000,
  firstLoadJs: 110 * 1024,
  loadedJs: 125 * 1024,
  cssBytes: 8 * 1024,
  htmlBytes: 20 * 1024,
  imageBytes: 50 * 1024,
  totalBytes: 250 * 1024,
  requests: 15,
};

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("takes each metric's median on its own", () => {
    const runs = [
      { ...goodRun, lcp: 1400, tbt: 0 },
      { ...goodRun, lcp: 1000, tbt: 90 },
      { ...goodRun, lcp: 1200, tbt: 30 },
    ];
    expect(medianMetrics(runs)).toMatchObject({ lcp: 1200, tbt: 30 });
  });
});

describe("bars", () => {
  it("passes a route that meets every figure", () => {
    expect(missedBars({ route: "/", runs: 3, median: goodRun })).toEqual([]);
    expect(summaryLine([{ route: "/", runs: 3, median: goodRun }])).toBe("1/1 routes meet all bars");
  });

  it("names the bars a route misses; the JS budget holds on every address, the total bytes on / only", () => {
    const heavy = {
      ...goodRun,
      seo: 92,
      seoAsIntended: 92,
      lcp: 1500,
      cls: 0.002,
      firstLoadJs: 130 * 1024,
      totalBytes: 500 * 1024,
    };
    expect(missedBars({ route: "/", runs: 3, median: heavy })).toEqual([
      "SEO 100",
      "LCP < 1.5 s",
      "CLS 0",
      "first-load JS ≤ 120 KiB",
      "total < 400 KiB",
    ]);
    expect(missedBars({ route: "/about/", runs: 3, median: heavy })).toEqual([
      "SEO 100",
      "LCP < 1.5 s",
      "CLS 0",
      "first-load JS ≤ 120 KiB",
    ]);
    expect(
      missedBars({
        route: "/estimate/?from=hyderabad&to=pune&home=2bhk",
        runs: 3,
        median: { ...goodRun, firstLoadJs: 120 * 1024 },
      }),
    ).toEqual([]);
    expect(
      summaryLine([
        { route: "/", runs: 3, median: goodRun },
        { route: "/about/", runs: 3, median: { ...goodRun, tbt: 60 } },
      ]),
    ).toBe("1/2 routes meet all bars; /about/ misses TBT ≤ 50 ms");
  });

  it("holds decision 007's first-load JavaScript to the budget, not what the page loads later at idle or on a tap", () => {
    const lazyChunks = { ...goodRun, firstLoadJs: 110 * 1024, loadedJs: 140 * 1024 };
    expect(missedBars({ route: "/", runs: 3, median: lazyChunks })).toEqual([]);
    const heavyStart = { ...goodRun, firstLoadJs: 121 * 1024, loadedJs: 121 * 1024 };
    expect(missedBars({ route: "/", runs: 3, median: heavyStart })).toEqual(["first-load JS ≤ 120 KiB"]);
  });
});

describe("SEO of a page kept out of search", () => {
  const auditRefs = [
    { id: "is-crawlable", weight: 4 },
    { id: "document-title", weight: 1 },
    { id: "meta-description", weight: 1 },
    { id: "hreflang", weight: 1 },
    { id: "structured-data", weight: 0 },
  ];

  it("weighs the audits as Lighthouse does, without the one left out", () => {
    const audits = {
      "is-crawlable": { score: 0, scoreDisplayMode: "binary" },
      "document-title": { score: 1, scoreDisplayMode: "binary" },
      "meta-description": { score: 1, scoreDisplayMode: "binary" },
      hreflang: { score: null, scoreDisplayMode: "notApplicable" },
      "structured-data": { score: null, scoreDisplayMode: "manual" },
    };
    expect(categoryScoreWithout(auditRefs, audits, "none")).toBe(33);
    expect(categoryScoreWithout(auditRefs, audits, "is-crawlable")).toBe(100);
    const untitled = { ...audits, "document-title": { score: 0, scoreDisplayMode: "binary" } };
    expect(categoryScoreWithout(auditRefs, untitled, "is-crawlable")).toBe(50);
  });

  it("meets the SEO bar by the score without is-crawlable, and says so under the table", () => {
    const thankYou = { route: "/thank-you/", runs: 3, median: { ...goodRun, seo: 69, seoAsIntended: 100 } };
    expect(missedBars(thankYou)).toEqual([]);
    expect(formatTable([thankYou])).toMatch(/\| +69\* \|/);
    expect(seoFootnote([thankYou])).toMatch(/noindex on purpose .*\/thank-you\/ 100/);
    expect(seoFootnote([{ route: "/", runs: 3, median: goodRun }])).toBe("");
    const careless = { ...thankYou, median: { ...thankYou.median, seoAsIntended: 92 } };
    expect(missedBars(careless)).toEqual(["SEO 100"]);
  });

  const clientDir = mkdtempSync(join(tmpdir(), "bench-routes-"));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const page = (path: string, robots: string | null) => {
    mkdirSync(join(clientDir, path), { recursive: true });
    const meta = robots ? `<meta name="robots" content="${robots}"/>` : "";
    writeFileSync(join(clientDir, path, "index.html"), `<html><head>${meta}</head></html>`);
  };
  page("about", null);
  page("thank-you", "noindex, follow");
  page("careless", "noindex, follow");
  writeFileSync(
    join(clientDir, "sitemap.xml"),
    "<urlset><url><loc>https://example.in/about/</loc></url><url><loc>https://example.in/careless/</loc></url></urlset>",
  );

  it("is a page marked noindex that sitemap.xml leaves out, and only that", () => {
    expect(isKeptOutOfSearch("http://localhost:4406/thank-you/", clientDir)).toBe(true);
    expect(isKeptOutOfSearch("http://localhost:4406/about/", clientDir)).toBe(false);
    expect(isKeptOutOfSearch("http://localhost:4406/careless/", clientDir)).toBe(false);
    expect(isKeptOutOfSearch("http://localhost:4406/missing/", clientDir)).toBe(false);
  });
});

describe("table", () => {
  it("prints one aligned Markdown row per route", () => {
    const table = formatTable([{ route: "/", runs: 3, median: goodRun }]).split("\n");
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(/^\| route \| perf \| a11y \|/);
    // The first-load JavaScript and, beside it, all the JavaScript the run loaded.
    expect(table[0]).toMatch(/\| first-load JS KiB gz \| all JS KiB gz \|/);
    expect(table[2]).toMatch(/\| +110\.0 \| +125\.0 \|/);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });
});

describe("selectRoutes", () => {
  const all = ["/", "/about/", "/services/warehousing/"];
  it("accepts routes with or without slashes", () => {
    expect(selectRoutes(all, ["about", "/", "/services/warehousing"])).toEqual(all);
    expect(selectRoutes(all, undefined)).toEqual(all);
  });
  it("refuses an unknown route", () => {
    expect(() => selectRoutes(all, ["nope"])).toThrow(/Unknown route/);
    expect(() => selectRoutes(all, ["nope?from=pune"])).toThrow(/Unknown route/);
  });
  it("keeps a known page's query string, in the site's order", () => {
    const withQuery = [...all, "/about/?tab=team"];
    expect(selectRoutes(withQuery, ["about?tab=team", "about"])).toEqual(["/about/", "/about/?tab=team"]);
    expect(selectRoutes(all, ["/services/warehousing?x=1&y=2", "/"])).toEqual(["/", "/services/warehousing/?x=1&y=2"]);
  });
  it("measures a translation only when it is named, after the pages in English", () => {
    const translations = ["/te/", "/te/about/"];
    expect(selectRoutes(all, undefined, translations)).toEqual(all);
    expect(selectRoutes(all, ["te/about", "/te/", "about"], translations)).toEqual(["/about/", "/te/", "/te/about/"]);
    expect(() => selectRoutes(all, ["/te/"])).toThrow(/Unknown route/);
  });
});

describe("reportFileName", () => {
  it("names each route's report after its address", () => {
    expect(reportFileName("/")).toBe("lighthouse-home.json");
    expect(reportFileName("/cities/pune/")).toBe("lighthouse-cities-pune.json");
    expect(reportFileName("/estimate/?from=hyderabad&to=pune&home=2bhk")).toBe(
      "lighthouse-estimate-from-hyderabad-to-pune-home-2bhk.json",
    );
  });
});

describe("interactionVerdicts", () => {
  it("takes each page's worst interaction by its median and holds it to the 100 ms bar", () => {
    const lines = interactionVerdicts([
      { route: "/estimate/", name: "choose a city", latencies: [40, 48, 300] },
      { route: "/estimate/", name: "type a quantity", latencies: [96, 80, 104] },
      { route: "/te/estimate/", name: "choose a city", latencies: [112, 104, 120] },
    ]);
    expect(lines).toEqual([
      "/estimate/: worst interaction 96 ms, median of each interaction's runs (meets the 100 ms bar)",
      "/te/estimate/: worst interaction 112 ms, median of each interaction's runs (MISSES the 100 ms bar)",
    ]);
  });
});
