import { paths } from "../../lib/paths";
import { Icon } from "../ui/icon";

const panelId = "site-search";

/**
 * The header's search icon and the text box it toggles. The box is a native popover holding a
 * GET form to the search page, so it opens, closes on Escape and submits with JavaScript off.
 */
export function SearchToggle() {
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
        aria-label="Search"
      >
        <Icon name="search" className="size-6" />
      </button>
      <div
        id={panelId}
        popover="auto"
        className="inset-x-0 top-28 mx-auto w-[min(40rem,calc(100vw-2rem))] rounded-card border border-line bg-white p-4 shadow-card"
      >
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Android browsers; role="search" works everywhere. */}
        <form role="search" action={paths.search} method="get" className="flex gap-2">
          <label htmlFor="site-search-input" className="sr-only">
            Search services, cities and questions
          </label>
          <input
            id="site-search-input"
            type="search"
            name="q"
            autoFocus
            autoComplete="off"
            placeholder="Search: warehousing, Pune, insurance…"
            className="min-h-11 w-full rounded-lg border border-navy-700/40 px-3 text-base"
          />
          <button type="submit" className="min-h-11 rounded-lg bg-navy-900 px-4 font-semibold text-white">
            Search
          </button>
        </form>
      </div>
    </>
  );
}
