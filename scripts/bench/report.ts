/**
 * Turning Lighthouse runs into the benchmark's numbers: medians per route, the bars the site must
 * meet (issue 6), the printed table and the one-line summary.
 */

/** What one Lighthouse run of one route measured. Times in milliseconds, sizes in bytes. */
export type RunMetrics = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /**
   * The bar's reading of SEO. For a page kept out of search on purpose (issue 5: /thank-you is
   * noindex and left out of sitemap.xml), Lighthouse's SEO score without its is-crawlable audit,
   * which fails any noindex page by design; for every other page, the SEO score itself.
   */
  seoAsIntended: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /**
   * Decision 007's first-load JavaScript: gzip size of the scripts the page's HTML names and what
   * they import statically, with counting's if the page counts (scripts/first-load.ts).
   */
  firstLoadJs: number;
  /** Gzip size of every script the run loaded, the chunks fetched at idle or on a tap included. */
  loadedJs: number;
  cssBytes: number;
  /** The page's HTML as transferred (it carries the pre-rendered markup and the loader data). */
  htmlBytes: number;
  imageBytes: number;
  totalBytes: number;
  requests: number;
};

export type MetricName = keyof RunMetrics;

export type RouteResult = { route: string; runs: number; median: RunMetrics };

export type Bar = {
  metric: MetricName;
  label: string;
  /** Which routes the bar applies to; every route when absent. */
  routes?: string[];
  meets: (value: number) => boolean;
};

const KiB = 1024;

/** The figures issue 6 asks every route (or the home page) to reach, as medians. */
export const bars: Bar[] = [
  { metric: "performance", label: "performance 100", meets: (value) => value === 100 },
  { metric: "accessibility", label: "accessibility 100", meets: (value) => value === 100 },
  { metric: "bestPractices", label: "best practices 100", meets: (value) => value === 100 },
  { metric: "seoAsIntended", label: "SEO 100", meets: (value) => value === 100 },
  { metric: "lcp", label: "LCP < 1.5 s", meets: (value) => value < 1500 },
  { metric: "tbt", label: "TBT ≤ 50 ms", meets: (value) => value <= 50 },
  { metric: "cls", label: "CLS 0", meets: (value) => value === 0 },
  // Every address a visitor can land on, the prefilled estimate too (issue 55).
  { metric: "firstLoadJs", label: "first-load JS ≤ 120 KiB", meets: (value) => value <= 120 * KiB },
  { metric: "cssBytes", label: "CSS < 15 KiB", meets: (value) => value < 15 * KiB },
  { metric: "totalBytes", label: "total < 400 KiB", routes: ["/"], meets: (value) => value < 400 * KiB },
];

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  // An even count takes the mean of the middle two, as usual.
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of each metric on its own, across the runs of one route. */
export function medianMetrics(runs: RunMetrics[]): RunMetrics {
  const first = runs[0];
  if (!first) throw new Error("no runs to take the median of");
  const keys = Object.keys(first) as MetricName[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as RunMetrics;
}

/** The bars a route misses, by label. */
export function missedBars(result: RouteResult): string[] {
  return bars
    .filter((bar) => !bar.routes || bar.routes.includes(result.route))
    .filter((bar) => !bar.meets(result.median[bar.metric]))
    .map((bar) => bar.label);
}

/** Issue 38's bar for a page's interactions: the median of its worst, as INP counts it, at 6x CPU. */
export const interactionBarMs = 100;

/**
 * Each page's worst interaction (the highest of its interactions' medians) and whether it meets
 * the bar, one line per page in the order the pages were measured.
 */
export function interactionVerdicts(results: { route: string; name: string; latencies: number[] }[]): string[] {
  const routes = [...new Set(results.map((result) => result.route))];
  return routes.map((route) => {
    const medians = results.filter((result) => result.route === route).map((result) => median(result.latencies));
    const worst = Math.round(Math.max(...medians));
    const verdict = worst <= interactionBarMs ? "meets" : "MISSES";
    return `${route}: worst interaction ${worst} ms, median of each interaction's runs (${verdict} the ${interactionBarMs} ms bar)`;
  });
}

/** "12/12 routes meet all bars", or which routes miss which bars. */
export function summaryLine(results: RouteResult[]): string {
  const failing = results
    .map((result) => ({ route: result.route, missed: missedBars(result) }))
    .filter((entry) => entry.missed.length > 0);
  const passing = results.length - failing.length;
  if (failing.length === 0) return `${passing}/${results.length} routes meet all bars`;
  const detail = failing.map((entry) => `${entry.route} misses ${entry.missed.join(", ")}`).join("; ");
  return `${passing}/${results.length} routes meet all bars; ${detail}`;
}

type ScoredAudit = { score: number | null; scoreDisplayMode?: string };

/**
 * A Lighthouse category's score (0-100) with one audit left out, weighed as Lighthouse weighs it:
 * audits that do not apply, need a person to check or only inform carry no weight.
 */
export function categoryScoreWithout(
  auditRefs: { id: string; weight: number }[],
  audits: Record<string, ScoredAudit | undefined>,
  leftOut: string,
): number {
  const unweighted = new Set(["notApplicable", "manual", "informative"]);
  let weighted = 0;
  let totalWeight = 0;
  for (const ref of auditRefs) {
    const audit = audits[ref.id];
    if (ref.id === leftOut || ref.weight === 0 || !audit || audit.score === null) continue;
    if (unweighted.has(audit.scoreDisplayMode ?? "")) continue;
    weighted += ref.weight * audit.score;
    totalWeight += ref.weight;
  }
  return totalWeight === 0 ? 0 : Math.round((weighted / totalWeight) * 100);
}

/** Lighthouse's SEO score, marked where the bar reads it without the is-crawlable audit. */
function seoCell(metrics: RunMetrics): string {
  const score = String(Math.round(metrics.seo));
  return metrics.seoAsIntended === metrics.seo ? score : `${score}*`;
}

/** The footnote that explains the starred SEO scores, when the table has any. */
export function seoFootnote(results: RouteResult[]): string {
  const starred = results.filter((result) => result.median.seoAsIntended !== result.median.seo);
  if (starred.length === 0) return "";
  const scores = starred.map((result) => `${result.route} ${Math.round(result.median.seoAsIntended)}`).join(", ");
  return (
    "* noindex on purpose and left out of sitemap.xml, so Lighthouse's is-crawlable audit fails as it " +
    `should; without that audit the SEO score is: ${scores}. The SEO bar reads that score.`
  );
}

export const formatKiB = (bytes: number) => (bytes / KiB).toFixed(1);
const formatSeconds = (ms: number) => (ms / 1000).toFixed(2);

type Column = { heading: string; cell: (result: RouteResult) => string };

const columns: Column[] = [
  { heading: "route", cell: (result) => result.route },
  { heading: "perf", cell: (result) => String(Math.round(result.median.performance)) },
  { heading: "a11y", cell: (result) => String(Math.round(result.median.accessibility)) },
  { heading: "bp", cell: (result) => String(Math.round(result.median.bestPractices)) },
  { heading: "seo", cell: (result) => seoCell(result.median) },
  { heading: "FCP s", cell: (result) => formatSeconds(result.median.fcp) },
  { heading: "LCP s", cell: (result) => formatSeconds(result.median.lcp) },
  { heading: "TBT ms", cell: (result) => String(Math.round(result.median.tbt)) },
  { heading: "CLS", cell: (result) => result.median.cls.toFixed(3) },
  { heading: "SI s", cell: (result) => formatSeconds(result.median.speedIndex) },
  { heading: "first-load JS KiB gz", cell: (result) => formatKiB(result.median.firstLoadJs) },
  { heading: "all JS KiB gz", cell: (result) => formatKiB(result.median.loadedJs) },
  { heading: "CSS KiB gz", cell: (result) => formatKiB(result.median.cssBytes) },
  { heading: "img KiB", cell: (result) => formatKiB(result.median.imageBytes) },
  { heading: "total KiB", cell: (result) => formatKiB(result.median.totalBytes) },
  { heading: "requests", cell: (result) => String(Math.round(result.median.requests)) },
];

/** A Markdown table (readable in a terminal, pasteable into docs/measurements.md). */
export function formatTable(results: RouteResult[]): string {
  const rows = [
    columns.map((column) => column.heading),
    ...results.map((result) => columns.map((c) => c.cell(result))),
  ];
  const widths = columns.map((_, index) => Math.max(...rows.map((row) => (row[index] ?? "").length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((width, index) => (index === 0 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`)).join(" | ")} |`;
  const [heading, ...body] = rows;
  return [line(heading ?? []), rule, ...body.map(line)].join("\n");
}
