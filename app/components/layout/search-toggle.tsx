import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useRouteLoaderData } from "react-router";
import type { LayoutContent } from "../../content/layout-content";
import { telHref } from "../../lib/contact-links";
import { paths } from "../../lib/paths";
import type { SearchResultItem } from "../../lib/site-search";
import { resultCountText, SearchResultText } from "../search/search-result-text";
import { useSiteSearch } from "../search/use-site-search";
import { Icon } from "../ui/icon";

const panelId = "site-search";
const inputId = "site-search-input";
const listboxId = "site-search-results";
const optionId = (index: number) => `site-search-result-${index}`;

/**
 * The header's search icon and the text box it toggles. The box is a native popover holding a
 * GET form to the search page, so it opens, closes on Escape and submits with JavaScript off.
 * Once hydrated it becomes an ARIA combobox: results appear as you type (the search code and
 * index load when the box is first opened), arrow keys move through them, Enter opens the
 * chosen or first one, and Escape closes the box, returning focus to the icon.
 */
export function SearchToggle() {
  const layout = useRouteLoaderData<LayoutContent>("root");
  const phone = layout?.company.phones[0];
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);
  // The combobox is an enhancement: the pre-rendered box is a plain search field.
  const [enhanced, setEnhanced] = useState(false);
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const { status, results } = useSiteSearch(query, opened);

  useEffect(() => {
    setEnhanced(true);
    const panel = panelRef.current;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") setOpened(true);
    };
    panel?.addEventListener("toggle", onToggle);
    return () => panel?.removeEventListener("toggle", onToggle);
  }, []);

  const typed = query.trim();
  const expanded = enhanced && typed !== "" && results.length > 0;
  const activeIndex = expanded && active < results.length ? active : -1;

  function go(href: string) {
    panelRef.current?.hidePopover();
    navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      // A search field's own Escape would only clear the text; the box closes at once instead.
      event.preventDefault();
      panelRef.current?.hidePopover();
      iconRef.current?.focus();
      return;
    }
    if (!expanded) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((activeIndex + 1) % results.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive(activeIndex <= 0 ? results.length - 1 : activeIndex - 1);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!enhanced) return;
    event.preventDefault();
    const chosen: SearchResultItem | undefined = results[activeIndex] ?? results[0];
    if (chosen) go(chosen.href);
    else if (typed) go(`${paths.search}?q=${encodeURIComponent(typed)}`);
  }

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  }, [activeIndex]);

  return (
    <>
      <button
        ref={iconRef}
        type="button"
        popoverTarget={panelId}
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
        aria-label="Search"
      >
        <Icon name="search" className="size-6" />
      </button>
      <div
        id={panelId}
        ref={panelRef}
        popover="auto"
        className="inset-x-0 top-28 mx-auto w-[min(40rem,calc(100vw-2rem))] rounded-card border border-line bg-white p-4 shadow-card"
      >
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Android browsers; role="search" works everywhere. */}
        <form role="search" action={paths.search} method="get" className="flex gap-2" onSubmit={onSubmit}>
          <label htmlFor={inputId} className="sr-only">
            Search services, cities and questions
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            autoFocus
            autoComplete="off"
            placeholder="Search: warehousing, Pune, insurance…"
            className="min-h-11 w-full rounded-lg border border-navy-700/40 px-3 text-base"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onFocus={() => setOpened(true)}
            onKeyDown={onKeyDown}
            {...(enhanced && {
              role: "combobox",
              "aria-autocomplete": "list",
              "aria-expanded": expanded,
              "aria-controls": listboxId,
              "aria-activedescendant": activeIndex >= 0 ? optionId(activeIndex) : undefined,
            })}
          />
          <button type="submit" className="min-h-11 rounded-lg bg-navy-900 px-4 font-semibold text-white">
            Search
          </button>
        </form>
        {enhanced && (
          <>
            <div
              id={listboxId}
              role="listbox"
              aria-label="Search results"
              hidden={!expanded}
              className="mt-3 max-h-[min(24rem,55dvh)] overflow-y-auto overscroll-contain"
            >
              {results.map((result, index) => (
                <Link
                  key={result.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  tabIndex={-1}
                  to={result.href}
                  onClick={() => panelRef.current?.hidePopover()}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                  className="block rounded-lg px-3 py-2 aria-selected:bg-teal-50 aria-selected:outline-2 aria-selected:outline-teal-600"
                >
                  <SearchResultText result={result} compact />
                </Link>
              ))}
            </div>
            <p role="status" className="sr-only">
              {status === "ready" && typed ? resultCountText(results.length) : ""}
            </p>
            {typed && (status === "failed" || (status === "ready" && results.length === 0)) && (
              <p className="mt-3 text-base">
                {status === "failed"
                  ? "The search could not load. Press Enter to try the search page"
                  : `Nothing found for “${typed}”. Try another word, such as a service or a city`}
                {phone ? (
                  <>
                    , or call us on{" "}
                    <a href={telHref(phone.number)} className="font-bold whitespace-nowrap text-teal-700 underline">
                      {phone.number}
                    </a>{" "}
                    and we will help.
                  </>
                ) : (
                  "."
                )}
              </p>
            )}
          </>
        )}
      </div>
    </>
  );
}
