import type { InterfaceWords } from "../../content/schema";
import { countText } from "../../lib/count-text";
import { defaultLocale, type SiteLocale } from "../../lib/site-locale";
import type { SearchResultItem } from "../../lib/site-search";

type SearchResultWords = InterfaceWords["searchResults"];

/** What one search result shows: its title, what kind of thing it is, and a line of its text. */
export function SearchResultText({
  result,
  kinds,
  compact = false,
}: {
  result: SearchResultItem;
  /** What each kind of result is called ("City we serve"). */
  kinds: SearchResultWords["kinds"];
  compact?: boolean;
}) {
  return (
    <>
      <span className="block font-semibold text-navy-900">{result.title}</span>
      <span className={`mt-0.5 block text-sm text-muted ${compact ? "line-clamp-2" : ""}`}>
        <span className="font-semibold text-teal-700">{kinds[result.kind]}</span>
        {": "}
        {result.excerpt}
      </span>
    </>
  );
}

/**
 * "3 results", for the live region that tells screen-reader users what their typing found: the
 * sentence of the count's plural form in the page's language, `none` for 0.
 */
export function resultCountText(
  count: number,
  words: SearchResultWords["count"],
  locale: SiteLocale = defaultLocale,
): string {
  return countText(words, count, locale);
}
