import { useEffect, useMemo, useState } from "react";
import { track } from "../../lib/analytics";
import { searchProps } from "../../lib/analytics-search";
import { useLanguagePrefix } from "../../lib/layout-data";
import type { SearchResultItem, SiteSearch } from "../../lib/site-search";
import { loadSiteSearch } from "./load-site-search";

export type SearchStatus = "idle" | "loading" | "ready" | "failed";

const noResults: SearchResultItem[] = [];

/** Results for `query`, once `enabled` has asked for the search code (loaded on first use). */
export function useSiteSearch(query: string, enabled: boolean): { status: SearchStatus; results: SearchResultItem[] } {
  const [search, setSearch] = useState<{ run: SiteSearch } | null>(null);
  const [failed, setFailed] = useState(false);
  const prefix = useLanguagePrefix();

  useEffect(() => {
    if (!enabled || search) return;
    let current = true;
    setFailed(false);
    loadSiteSearch(prefix).then(
      (run) => current && setSearch({ run }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [enabled, search, prefix]);

  const results = useMemo(() => (search && query.trim() ? search.run(query) : noResults), [search, query]);
  const status: SearchStatus = search ? "ready" : failed ? "failed" : enabled ? "loading" : "idle";
  useCountedSearch(search ? query : "", results.length);
  return { status, results };
}

/** How long a query must stand before it is counted: one search, not one per keystroke. */
export const searchCountDelayMs = 1500;

/** Counts a search once the visitor stops typing (app/lib/analytics-choices.ts says what is sent). */
function useCountedSearch(query: string, found: number) {
  useEffect(() => {
    if (!query.trim()) return;
    const timer = window.setTimeout(() => track("Search", searchProps(query, found)), searchCountDelayMs);
    return () => window.clearTimeout(timer);
  }, [query, found]);
}
