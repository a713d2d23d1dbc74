import {
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  memo,
  Suspense,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import type { LayoutContent } from "../../lib/layout-data";
import { useLanguagePrefix } from "../../lib/layout-data";
import { paths } from "../../lib/paths";
import { Icon } from "../ui/icon";
import type { ComboState, SuggestionsHandle, SuggestionsProps } from "./search-suggestions";

const panelId = "site-search";
const inputId = "site-search-input";
const listboxId = "site-search-results";

// Its own chunk, fetched the first time the box is opened. If that fails, the box stays what it
// is without JavaScript's help: Enter goes to the search page. Memoised, so that a keystroke's own
// render (the field's state) does not redraw the list: the list follows the deferred text.
const SearchSuggestions = lazy(() =>
  import("./search-suggestions").then(
    (module): { default: ComponentType<SuggestionsProps> } => ({ default: memo(module.SearchSuggestions) }),
    () => ({ default: () => null }),
  ),
);

/**
 * The header's search icon and the text box it toggles. The box is a native popover holding a
 * GET form to the search page, so it opens, closes on Escape and submits with JavaScript off.
 * Once hydrated it becomes an ARIA combobox: results appear as you type (the list's code, the
 * search code and the index load when the box is first opened), arrow keys move through them,
 * Enter opens the chosen or first one, and Escape closes the box, returning focus to the icon.
 *
 * The box may be opened and typed into before the page hydrates. The text field is therefore
 * uncontrolled (React never writes its value, so hydration cannot wipe what was typed), and on
 * hydration the component reads what the visitor left: the text, and whether the box is in use.
 * Suggestions for that text then appear as soon as their code has loaded.
 */
export function SearchToggle({ words }: { words: LayoutContent["words"]["header"]["search"] }) {
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestionsRef = useRef<SuggestionsHandle>(null);
  // The combobox is an enhancement: the pre-rendered box is a plain search field.
  const prefix = useLanguagePrefix();
  const [enhanced, setEnhanced] = useState(false);
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState("");
  const [combo, setCombo] = useState<ComboState>({ expanded: false });

  useEffect(() => {
    // What the visitor did before hydration: no event will tell React about it. An open box has
    // focus in its field (autofocus), so its suggestions' code is wanted. A transition, drawn in
    // slices after hydration rather than in the effects' task (decision 059).
    const input = inputRef.current;
    startTransition(() => {
      setEnhanced(true);
      if (input?.value || (input && input === document.activeElement)) setOpened(true);
      setQuery(input?.value ?? "");
    });
  }, []);

  // The list's results follow the text as a deferred value: the keystroke paints first, and a
  // search still running is dropped for the next key (the header search's tap and typing, issue 55).
  const listQuery = useDeferredValue(query);
  // Opening the box mounts the list (and starts loading its code) after the box has painted.
  const open = () => startTransition(() => setOpened(true));
  const close = useCallback(() => panelRef.current?.hidePopover(), []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      // A search field's own Escape would only clear the text; the box closes at once instead.
      event.preventDefault();
      close();
      iconRef.current?.focus();
      return;
    }
    suggestionsRef.current?.onKeyDown(event);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!enhanced) return;
    event.preventDefault();
    const typed = query.trim();
    // A list still showing an earlier text (Enter came before its search ran) is not chosen from:
    // the search page answers the text as typed.
    const listed = listQuery === query ? suggestionsRef.current?.chosenHref() : undefined;
    const href = listed ?? (typed && `${prefix}${paths.search}?q=${encodeURIComponent(typed)}`);
    if (href) {
      close();
      navigate(href);
    }
  }

  return (
    <>
      <button
        ref={iconRef}
        type="button"
        popoverTarget={panelId}
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
        aria-label={words.openLabel}
      >
        <Icon name="search" className="size-6" />
      </button>
      {/* Placed just below the icon (app.css, .search-box), so a second tap on the icon closes it. */}
      <div
        id={panelId}
        ref={panelRef}
        popover="auto"
        className="search-box"
        onToggle={(event) => {
          if (event.newState === "open") open();
        }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Android browsers; role="search" works everywhere. */}
        <form role="search" action={`${prefix}${paths.search}`} method="get" className="flex gap-2" onSubmit={onSubmit}>
          <label htmlFor={inputId} className="sr-only">
            {words.fieldLabel}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            autoFocus
            autoComplete="off"
            placeholder={words.placeholder}
            className="min-h-11 w-full rounded-lg border border-navy-700/40 px-3 text-base"
            onChange={(event) => setQuery(event.target.value)}
            onFocus={open}
            onKeyDown={onKeyDown}
            {...(enhanced && {
              role: "combobox",
              "aria-autocomplete": "list",
              "aria-expanded": combo.expanded,
              "aria-controls": listboxId,
              "aria-activedescendant": combo.activeId,
            })}
          />
          <button type="submit" className="min-h-11 rounded-lg bg-navy-900 px-4 font-semibold text-white">
            {words.submit}
          </button>
        </form>
        {enhanced && opened && (
          <Suspense>
            <SearchSuggestions
              ref={suggestionsRef}
              listboxId={listboxId}
              query={listQuery}
              onComboChange={setCombo}
              onPick={close}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
