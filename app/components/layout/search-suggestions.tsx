import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle, useState } from "react";
import { Link } from "react-router";
import { telHref } from "../../lib/contact-links";
import { useLayoutData } from "../../lib/layout-data";
import { resultCountText, SearchResultText } from "../search/search-result-text";
import { useSiteSearch } from "../search/use-site-search";
import { Sentence, sentenceText } from "../ui/sentence";

const optionId = (index: number) => `site-search-result-${index}`;

/** What the search box's input shows of the list: its ARIA state. */
export type ComboState = { expanded: boolean; activeId?: string };

/** What the search box asks of the list: to follow the arrow keys, and which result Enter opens. */
export type SuggestionsHandle = {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  chosenHref: () => string | undefined;
};

export type SuggestionsProps = {
  ref: Ref<SuggestionsHandle>;
  /** The id the input's aria-controls names. */
  listboxId: string;
  query: string;
  /** Told whenever the list opens or closes, or the chosen result changes. */
  onComboChange: (state: ComboState) => void;
  /** Called when a result is clicked, before the link navigates. */
  onPick: () => void;
};

/**
 * The header search box's enhancement, loaded with the search code the first time the box is
 * opened (see SearchToggle): the results as a listbox, arrow keys to choose one, the live
 * count for screen readers, and the message when nothing matches or the search cannot load.
 */
export function SearchSuggestions({ ref, listboxId, query, onComboChange, onPick }: SuggestionsProps) {
  const layout = useLayoutData();
  const phone = layout?.company.mainPhone;
  const { status, results } = useSiteSearch(query, true);
  const [active, setActive] = useState(-1);
  // Every change to the text starts the choosing again (set during render, so no stale frame).
  const [activeQuery, setActiveQuery] = useState(query);
  if (activeQuery !== query) {
    setActiveQuery(query);
    setActive(-1);
  }

  const typed = query.trim();
  const expanded = typed !== "" && results.length > 0;
  const activeIndex = expanded && active < results.length ? active : -1;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useImperativeHandle(
    ref,
    () => ({
      onKeyDown(event) {
        if (!expanded) return;
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setActive((activeIndex + 1) % results.length);
        } else if (event.key === "ArrowUp") {
          event.preventDefault();
          setActive(activeIndex <= 0 ? results.length - 1 : activeIndex - 1);
        }
      },
      chosenHref: () => (results[activeIndex] ?? results[0])?.href,
    }),
    [expanded, activeIndex, results],
  );

  useEffect(() => onComboChange({ expanded, activeId }), [onComboChange, expanded, activeId]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  // The list is only ever shown below the root layout, whose data carries its words.
  if (!layout) return null;
  const { searchBox: words, searchResults } = layout.words;

  return (
    <>
      <div
        id={listboxId}
        role="listbox"
        aria-label={words.resultsLabel}
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
            onClick={onPick}
            onMouseMove={() => index !== activeIndex && setActive(index)}
            className="block rounded-lg px-3 py-2 aria-selected:bg-teal-50 aria-selected:outline-2 aria-selected:outline-teal-600"
          >
            <SearchResultText result={result} kinds={searchResults.kinds} compact />
          </Link>
        ))}
      </div>
      <p role="status" className="sr-only">
        {status === "ready" && typed ? resultCountText(results.length, searchResults.count, layout.languageTag) : ""}
      </p>
      {typed && (status === "failed" || (status === "ready" && results.length === 0)) && (
        <p className="mt-3 text-base">
          {status === "failed" ? words.failed : sentenceText(words.nothingFound, { query: typed })}
          {phone ? (
            <Sentence
              text={words.callForHelp}
              slots={{
                phone: (
                  <a href={telHref(phone.number)} className="font-bold whitespace-nowrap text-teal-700 underline">
                    {phone.number}
                  </a>
                ),
              }}
            />
          ) : (
            "."
          )}
        </p>
      )}
    </>
  );
}
