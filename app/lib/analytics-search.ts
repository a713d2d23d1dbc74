/** What a search counts (decision 031): a module of its own, so only the search's chunk carries it. */

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
