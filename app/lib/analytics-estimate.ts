/**
 * What the estimate counts (decision 031): the route's two cities, the home size and a price band,
 * never what a visitor typed. A module of its own, so only the estimate's chunk carries it.
 */

/** The bands an estimate's total is counted in: its low end, in rupees. */
const priceBandTops = [10_000, 25_000, 50_000, 100_000, 200_000];

/** The band of an estimate's total, as the owner reads it in the counts: "25000-50000", "200000+". */
export function priceBand(rupees: number): string {
  const top = priceBandTops.findIndex((limit) => rupees < limit);
  if (top === -1) return `${priceBandTops.at(-1)}+`;
  return `${priceBandTops[top - 1] ?? 0}-${priceBandTops[top]}`;
}

/** What an estimate is counted by: the route's two cities, the home size (or an itemised list), the band. */
export function estimateProps(
  input: { from: string; to: string; homeSize: string | null },
  total: { low: number },
): Record<string, string> {
  return { from: input.from, to: input.to, home: input.homeSize ?? "items", band: priceBand(total.low) };
}

/**
 * Whether this page was opened from a link into it with its query (a shared estimate): the
 * document's own first address, not a reload, a move back or forward, or a link inside the site.
 */
export function openedFromOutsideLink(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const inside = URL.canParse(document.referrer) && new URL(document.referrer).origin === location.origin;
  return Boolean(location.search) && entry?.type === "navigate" && entry.name === location.href && !inside;
}
