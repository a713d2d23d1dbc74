import { paths } from "../../lib/paths";
import type { SearchIndexData, SiteSearch } from "../../lib/site-search";

let pending: Promise<SiteSearch> | undefined;

/**
 * Loads MiniSearch and the index the build wrote, once, the first time search is used. Nothing of
 * the search is in the first-load JavaScript: this dynamic import() is its own chunk. A failed
 * load is forgotten, so the next attempt tries again. Each language has its own index
 * (`/te/search-index.json`); a page in another language is a new page load, so one is enough.
 */
export function loadSiteSearch(languagePrefix: string): Promise<SiteSearch> {
  const index = `${languagePrefix}${paths.searchIndex}`;
  pending ??= Promise.all([
    import("../../lib/site-search"),
    fetch(index).then((response) => {
      if (!response.ok) throw new Error(`${index} answered ${response.status}`);
      return response.json() as Promise<SearchIndexData>;
    }),
  ]).then(([{ openSiteSearch }, data]) => openSiteSearch(data));
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
