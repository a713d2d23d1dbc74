/**
 * How alike two city pages are, word for word, once the names and numbers are set aside
 * (docs/decisions/013-city-page-similarity.md). Used by the city pages' similarity test; pure, so
 * it reads the pages' data exactly as the loaders hand it to the page.
 */

/** How many words make one run (shingle). */
export const shingleWords = 8;

/** A page's visible text as blocks (a heading, a paragraph, a table cell), in page order. */
export type PageText = string[];

const nameMark = "\u2039name\u203a";
const numberMark = "\u2039n\u203a";

/**
 * The words of a text, lower-cased, with each of `names` (city and state names, any case, whole
 * words) replaced by one mark and every word with a digit in it by another.
 */
export function maskedWords(text: string, names: readonly string[]): string[] {
  let masked = text.toLowerCase();
  // Longest first, so "Andhra Pradesh" is masked before a name it contains.
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    masked = masked.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "gu"), ` ${nameMark} `);
  }
  return (masked.match(/[\p{L}\p{N}\u2039\u203a]+/gu) ?? []).map((word) => (/\p{N}/u.test(word) ? numberMark : word));
}

/** The set of runs of `shingleWords` words in each block; a shorter block is one run of its own. */
export function shingles(blocks: PageText, names: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (const block of blocks) {
    const words = maskedWords(block, names);
    if (words.length === 0) continue;
    if (words.length < shingleWords) runs.add(words.join(" "));
    for (let start = 0; start + shingleWords <= words.length; start++) {
      runs.add(words.slice(start, start + shingleWords).join(" "));
    }
  }
  return runs;
}

/**
 * The share of the smaller page's runs that the other page also has (containment): 1 when one page
 * says nothing the other does not, 0 when they share no run of eight words.
 */
export function containment(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 1;
  let shared = 0;
  for (const run of small) if (large.has(run)) shared++;
  return shared / small.size;
}

/**
 * How many words of `blocks` stand in blocks that no page of `others` shows, names and numbers
 * masked: the words a page says of its own route alone.
 */
export function ownWordCount(blocks: PageText, others: readonly PageText[], names: readonly string[]): number {
  const key = (block: string) => maskedWords(block, names).join(" ");
  const elsewhere = new Set(others.flat().map(key));
  return blocks
    .filter((block) => !elsewhere.has(key(block)))
    .reduce((sum, block) => sum + maskedWords(block, []).length, 0);
}

/** Keys of a page's data that hold no visible text: addresses and identifiers anywhere, the head's meta at the top. */
const hiddenKeys = new Set(["href", "slug", "key", "id", "enquiryHref", "serviceType"]);
const hiddenTopKeys = new Set(["title", "description"]);

/**
 * The visible text of a page's data, in order: every string in it but those under the hidden keys.
 * Reading the loader's data rather than a template keeps the test honest when a section is added.
 */
export function visibleText(data: unknown, top = true): PageText {
  if (typeof data === "string") return data.trim() ? [data] : [];
  if (Array.isArray(data)) return data.flatMap((item) => visibleText(item, false));
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) =>
      hiddenKeys.has(key) || (top && hiddenTopKeys.has(key)) ? [] : visibleText(value, false),
    );
  }
  return [];
}
