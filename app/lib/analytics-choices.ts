/**
 * What a return page (thank-you, survey booked, claim received) counts of the form just sent: the
 * choice it holds as the page's code names it (a service's slug, a home size's id), read from the
 * draft the form kept. A value that is not one of the form's own choices is "unknown": whatever a
 * visitor typed, in any field, never leaves the browser (decision 031; analytics-choices.test.ts).
 */

/** A form's choice: the code name the counts use, and the value the form posts (its label in the page's language). */
export type Choice = { key: string; value: string };

/** The code name of the choice `value` is, or "unknown" for anything else. */
export function chosenKey(value: string | undefined, choices: readonly Choice[]): string {
  return choices.find((choice) => choice.value === value)?.key ?? "unknown";
}

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

/** The longest search counted word for word: a query that found nothing, as typed, but short. */
const longestCountedQuery = 40;

/**
 * What a search is counted by: how many results it found, or, where it found nothing, the words
 * the visitor looked for, so the owner can add them (a city, a service under another name). A query
 * with a digit or an @ could be a phone number, a PIN or an e-mail address: it is never sent.
 */
export function searchProps(query: string, found: number): Record<string, string> {
  if (found > 0) return { results: String(found) };
  const words = query.trim().toLowerCase().replace(/\s+/g, " ");
  const shareable = !/[\p{N}@]/u.test(words) && words.length <= longestCountedQuery;
  return { results: "0", query: shareable ? words : "(not sent: digits, @ or too long)" };
}
