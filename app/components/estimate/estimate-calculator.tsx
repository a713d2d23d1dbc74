import { type FormEvent, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { estimateProps, openedFromOutsideLink } from "../../lib/analytics-estimate";
import { type EstimateInput, estimateMove, presetInventory } from "../../lib/estimate";
import {
  defaultEstimateInput,
  describeQueryNote,
  type EstimateQueryNote,
  parseEstimateQuery,
  serialiseEstimateQuery,
} from "../../lib/estimate-query";
import { estimateSummary } from "../../lib/estimate-summary";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { formatRupeeRange } from "../../lib/rupees";
import { EstimateForm } from "./estimate-form";
import {
  adoptEarlyChoices,
  itemFieldName,
  readEstimateForm,
  typedCount,
  writeEstimateForm,
} from "./estimate-form-state";
import { takeLandedChoices } from "./estimate-landing";
import type { EstimatePageData } from "./estimate-page-data";
import { EstimateResult, StickyTotal } from "./estimate-result";

/** How long the total waits after the last change before it is read out. */
const announceDelayMs = 1200;

type HistoryEntry = "push" | "replace";

/** How long typing pauses before the address follows it (a choice is written at once). */
const addressDelayMs = 400;

/**
 * Runs `write` once the browser has drawn the next frame: a history entry costs a phone tens of
 * milliseconds (Chromium updates the session entry), which would otherwise hold up the frame that
 * shows the visitor's choice. Returns what cancels it.
 */
function afterNextPaint(write: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(write, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** The page's address with `query` as its query string. */
function addressWith(query: string): string {
  const { pathname, hash, href } = window.location;
  return new URL(`${pathname}?${query}${hash}`, href).href;
}

/**
 * Keeps the address in step with the estimate. React Router's own state is passed on untouched,
 * so its scroll positions and Back still work; a pushed entry reuses the current entry's key,
 * which leaves the scroll where the visitor is when they go back.
 */
function writeAddress(next: string, entry: HistoryEntry): void {
  if (next === window.location.href) return;
  const state = window.history.state as { idx?: number } | null;
  if (entry === "push") window.history.pushState({ ...state, idx: (state?.idx ?? 0) + 1 }, "", next);
  else window.history.replaceState(state, "", next);
}

/**
 * The total read out once the visitor pauses, not on every keystroke or step, and only after a
 * change of their own (`changes` counts them): reading a shared link on hydration changes the total
 * unasked. Its own state, so reading it out redraws this line alone: set in the calculator, it
 * re-rendered the whole form in one task, which a tap 1.2 s after the last change waited for
 * (decision 051).
 */
function TotalAnnouncement({ changes, text, onPause }: { changes: number; text: string; onPause: () => void }) {
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (changes === 0) return;
    const timer = window.setTimeout(() => {
      setAnnouncement(text);
      onPause();
    }, announceDelayMs);
    return () => window.clearTimeout(timer);
  }, [changes, text, onPause]);
  return (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );
}

/**
 * The moving estimate: the form, and the result worked out from it on every change. The form's
 * fields are uncontrolled, so what the visitor chooses before hydration is in the form when React
 * arrives; on hydration that is merged with the link's query string, estimated, and written back
 * to the address (issue 17). Every change is kept in the address: typing replaces the entry,
 * a choice from a list or a radio button adds one, so Back undoes it.
 */
/** The estimate's calculator: the form, the result beside it, and the address kept in step with both. */
export function EstimateCalculator(page: EstimatePageData) {
  const { data, words, locale } = page;
  const idPrefix = `estimate${useId().replace(/[^a-zA-Z0-9-]/g, "")}`;
  const formRef = useRef<HTMLFormElement>(null);
  const prerendered = useMemo(() => defaultEstimateInput(data), [data]);
  const [input, setInput] = useState<EstimateInput>(prerendered);
  const inputRef = useRef(input);
  const [notes, setNotes] = useState<EstimateQueryNote[]>([]);
  const [pageUrl, setPageUrl] = useState<string | undefined>(undefined);
  /** Whether the calculator runs (the pre-rendered one waits for its code: app/components/forms/until-needed.ts). */
  const [running, setRunning] = useState(false);
  /** How many changes the visitor has made (typing, a step, Back): each one restarts the announcement's wait. */
  const [visitorChanges, setVisitorChanges] = useState(0);
  const estimate = useMemo(() => estimateMove(input, data), [input, data]);
  const total = formatRupeeRange(estimate.total.low, estimate.total.high);

  /** The address not yet written (a choice's waits for the next frame, typing's for a pause), and what cancels its wait. */
  const pendingAddress = useRef<{ href: string; entry: HistoryEntry; cancel: () => void } | undefined>(undefined);
  const flushAddress = useCallback(() => {
    const pending = pendingAddress.current;
    if (!pending) return;
    pending.cancel();
    pendingAddress.current = undefined;
    writeAddress(pending.href, pending.entry);
  }, []);

  /**
   * Shows `next` and keeps it in the address. The result follows in a transition, so the frame
   * that shows the visitor's choice or keystroke is not held up by re-rendering the result; a
   * choice adds a history entry once that frame is drawn; typing replaces the entry once the
   * visitor pauses, since rewriting the address on every keystroke costs a phone more than the
   * estimate itself (docs/decisions/023-estimate-main-thread.md). `changed`: the visitor's own
   * change, which the total's announcement waits for.
   */
  const show = useCallback(
    (next: EstimateInput, entry: HistoryEntry, changed = true) => {
      inputRef.current = next;
      const href = addressWith(serialiseEstimateQuery(next, data));
      startTransition(() => {
        setInput(next);
        setPageUrl(href);
        if (changed) setVisitorChanges((count) => count + 1);
      });
      const pending = pendingAddress.current;
      if (entry === "push") {
        // Two choices in one frame are two entries, so Back undoes each.
        flushAddress();
        pendingAddress.current = { href, entry, cancel: afterNextPaint(flushAddress) };
        return;
      }
      // Typing after a choice not yet written stays that choice's entry.
      pending?.cancel();
      const timer = window.setTimeout(flushAddress, addressDelayMs);
      pendingAddress.current = {
        href,
        entry: pending?.entry ?? "replace",
        cancel: () => window.clearTimeout(timer),
      };
    },
    [data, flushAddress],
  );

  // A pending address is written before a click (a link the router follows) and before the page is
  // left or hidden, so Back and a reload find it. Once the page is gone it is dropped: the address
  // is another page's by then.
  useEffect(() => {
    window.addEventListener("click", flushAddress, true);
    window.addEventListener("pagehide", flushAddress);
    document.addEventListener("visibilitychange", flushAddress);
    return () => {
      pendingAddress.current?.cancel();
      pendingAddress.current = undefined;
      window.removeEventListener("click", flushAddress, true);
      window.removeEventListener("pagehide", flushAddress);
      document.removeEventListener("visibilitychange", flushAddress);
    };
  }, [flushAddress]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // What the page showed before the visitor did anything: a link's route and home size, when the
    // page wrote them while the calculator's code waited (estimate-landing.ts), or what was
    // pre-rendered.
    const landed = takeLandedChoices();
    const shown = landed
      ? { ...prerendered, ...landed, homeSize: landed.home, items: presetInventory(landed.home, data.homeSizes) }
      : prerendered;
    const read = readEstimateForm(form, data, shown);
    // Hydrated by a router update (the phone's sticky total is a `#` link, followed natively
    // before the code arrives), the form's lists and radio buttons are set back to what was
    // pre-rendered, undoing the landing's choices: that is no change of the visitor's (decision 055).
    const reset =
      landed && read.from === prerendered.from && read.to === prerendered.to && read.homeSize === prerendered.homeSize;
    const early = reset ? shown : read;
    const link = parseEstimateQuery(window.location.search, data);
    const adopted = adoptEarlyChoices(shown, early, link.input, data);
    writeEstimateForm(form, adopted, data);
    setNotes(link.notes);
    // A shared estimate: the page opened with an estimate in its address (one the landing showed
    // was counted as it showed it, lazy-calculator.tsx).
    if (!landed && openedFromOutsideLink())
      track("Shared estimate opened", estimateProps(adopted, estimateMove(adopted, data).total));
    // A change the visitor made before the code arrived is theirs, as a change made after: it is
    // read out and counted as an estimate. The link's own estimate, shown unasked, is neither.
    const changedEarly = serialiseEstimateQuery(early, data) !== serialiseEstimateQuery(shown, data);
    show(adopted, "replace", changedEarly);
    flushAddress();
    // With the link's estimate, not before: until then a landing hides what was pre-rendered
    // (estimate-landing.css).
    startTransition(() => setRunning(true));

    const onPopState = () => {
      pendingAddress.current?.cancel();
      pendingAddress.current = undefined;
      const back = parseEstimateQuery(window.location.search, data);
      writeEstimateForm(form, back.input, data);
      inputRef.current = back.input;
      setInput(back.input);
      setNotes(back.notes);
      setPageUrl(window.location.href);
      setVisitorChanges((count) => count + 1);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [data, prerendered, show, flushAddress]);

  // Counted when the visitor pauses, as the total is read out: one estimate, not one per keystroke.
  const countEstimate = useCallback(
    () => track("Estimate", estimateProps(inputRef.current, estimate.total)),
    [estimate.total],
  );

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target;
    let next = readEstimateForm(form, data, inputRef.current);
    if (target instanceof HTMLInputElement && target.name === "home" && next.homeSize) {
      next = { ...next, items: presetInventory(next.homeSize, data.homeSizes) };
      writeEstimateForm(form, next, data);
    }
    const discrete =
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && (target.type === "radio" || target.type === "checkbox"));
    show(next, discrete ? "push" : "replace");
  };

  const onStep = useCallback(
    (itemId: string, change: number) => {
      const form = formRef.current;
      const field = form?.elements.namedItem(itemFieldName(itemId));
      if (!form || !(field instanceof HTMLInputElement)) return;
      const quantity = typedCount(field.value, Number(field.max) || 99);
      field.value = String(Math.min(Number(field.max) || 99, Math.max(0, quantity + change)));
      show(readEstimateForm(form, data, inputRef.current), "replace");
    },
    [data, show],
  );

  const summary = estimateSummary(input, estimate, data, words, { url: pageUrl, locale });

  return (
    <div
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]"
      // Lets browser tests and the benchmark wait until the calculator answers changes.
      data-calculator={running ? "running" : undefined}
    >
      {notes.length > 0 && (
        <div className="rounded-card border-2 border-marigold-500 bg-marigold-50 p-4 lg:col-span-2 print:hidden">
          <h2 className="font-bold text-navy-900">{words.queryNotes.heading}</h2>
          <ul className="mt-2 list-disc ps-5">
            {notes.map((note) => (
              <li key={`${note.param}-${note.problem}`}>{describeQueryNote(note, input, data, words, locale)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="print:hidden">
        <EstimateForm
          formRef={formRef}
          idPrefix={idPrefix}
          page={page}
          initial={prerendered}
          input={input}
          onChange={onChange}
          onStep={onStep}
          stickyTotal={
            <StickyTotal total={total} words={words.result} resultHeadingId={`${idPrefix}-result-heading`} />
          }
        />
        {/* After the form, which it names: the sticky total, held inside the form, leaves the
            screen before this button can come under it. */}
        <button
          type="submit"
          form={`${idPrefix}-form`}
          className="mt-6 inline-flex min-h-12 items-center justify-center rounded-full bg-navy-900 px-6 font-bold text-white hover:bg-navy-800"
        >
          {words.showResult}
        </button>
      </div>
      <div className="lg:sticky lg:top-4">
        <EstimateResult idPrefix={idPrefix} input={input} estimate={estimate} page={page} summary={summary} />
      </div>
      <TotalAnnouncement
        changes={visitorChanges}
        text={fillPlaceholders(words.result.announcement, { total })}
        onPause={countEstimate}
      />
    </div>
  );
}
