import type { SearchKind } from "../../lib/search-documents";
import type { SearchResultItem } from "../../lib/site-search";

const kindLabels: Record<SearchKind, string> = {
  service: "Service",
  question: "Question",
  city: "City we serve",
  page: "Page",
};

/** What one search result shows: its title, what kind of thing it is, and a line of its text. */
export function SearchResultText({ result, compact = false }: { result: SearchResultItem; compact?: boolean }) {
  return (
    <>
      <span className="block font-semibold text-navy-900">{result.title}</span>
      <span className={`mt-0.5 block text-sm text-muted ${compact ? "line-clamp-2" : ""}`}>
        <span className="font-semibold text-teal-700">{kindLabels[result.kind]}</span>
        {": "}
        {result.excerpt}
      </span>
    </>
  );
}

/** "3 results", for the live region that tells screen-reader users what their typing found. */
export function resultCountText(count: number): string {
  if (count === 0) return "No results";
  return count === 1 ? "1 result" : `${count} results`;
}
