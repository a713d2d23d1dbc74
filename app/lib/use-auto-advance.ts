import {
  createElement,
  type FocusEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && Boolean(window.matchMedia?.(reducedMotionQuery).matches);
}

/**
 * Whether the visitor asked for reduced motion. The pre-rendered HTML cannot know, so it is
 * rendered as "no preference" and corrected right after hydration (React re-renders with the
 * client value without a hydration mismatch).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

const subscribeToNothing = () => () => {};

/**
 * True on the server and while React hydrates the pre-rendered page; false in every render after
 * that and in a page React draws itself (after a client-side navigation), so what depends on it
 * hydrates without a mismatch and is then dropped.
 */
function usePrerendered(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** A region as the early-press recorder leaves it: the buttons pressed, oldest first. */
type RecordingRegion = HTMLElement & { earlyPresses?: HTMLElement[] };

/**
 * Runs in the pre-rendered page, where it stands as the region's last child: until React takes
 * over, every press of a button in the region (pause, a dot, next) is remembered on the region,
 * to be replayed once the page has hydrated (docs/decisions/006-hydrate-after-load.md). It stops
 * recording when the presses are taken.
 */
export const earlyPressRecorderSource =
  '{const r=document.currentScript.parentElement,p=r.earlyPresses=[];r.addEventListener("click",e=>{const b=e.target.closest("button");b&&r.earlyPresses===p&&p.push(b)})}';

/** The presses recorded before hydration; from now on the region's own handlers answer. */
function takeEarlyPresses(region: RecordingRegion): HTMLElement[] {
  const presses = region.earlyPresses ?? [];
  region.earlyPresses = undefined;
  return presses;
}

export type EarlyPresses = {
  /**
   * The region's last child: in the pre-rendered page, the script that records presses of its
   * buttons until the page has hydrated; nothing in a page React draws itself.
   */
  recorder: ReactNode;
  /**
   * True while the recorded presses are pressed again, right after hydration. A toggle reads it
   * to do what its pre-rendered label said (a "Pause" pressed early pauses), not to flip a state
   * the hydrated page may already have changed.
   */
  replaying: RefObject<boolean>;
};

/**
 * Presses of the buttons in `regionRef`'s element made before the page hydrated, pressed again
 * once it has, in order, so they reach React's handlers.
 */
export function useEarlyPresses(regionRef: RefObject<HTMLElement | null>): EarlyPresses {
  const replaying = useRef(false);
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    replaying.current = true;
    try {
      for (const button of takeEarlyPresses(region)) button.click();
    } finally {
      replaying.current = false;
    }
  }, [regionRef]);
  const prerendered = usePrerendered();
  const recorder = prerendered
    ? createElement("script", {
        // The script's text is needed only where the page is pre-rendered; the browser's bundle
        // leaves it out, and hydration leaves the pre-rendered text alone instead of comparing it.
        suppressHydrationWarning: true,
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, hashed into the page's CSP at build time.
        dangerouslySetInnerHTML: { __html: import.meta.env.SSR ? earlyPressRecorderSource : "" },
      })
    : null;
  return { recorder, replaying };
}

export type AutoAdvance = {
  /** The item shown now, 0-based. */
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /**
   * What the visible pause/play control shows: true while the rotation is switched on, even if
   * a hover or focus holds it for the moment.
   */
  playing: boolean;
  togglePlaying: () => void;
  /** True only while the content actually moves on by itself (for `aria-live`: off while moving). */
  advancing: boolean;
  /** Spread on the element around the rotating content and its controls. */
  regionProps: {
    ref: RefObject<HTMLElement | null>;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /**
   * The last child of the region: in the pre-rendered page, a small script that remembers the
   * presses of its buttons until the page has hydrated; nothing in a page React draws itself.
   */
  earlyPressRecorder: ReactNode;
};

/**
 * Rotating content (hero slides, testimonials) as WCAG 2.2 asks for it: moves on every
 * `intervalMs`; holds still while the pointer is over it or focus is inside it; has a
 * pause/play state for a visible control; and does not start moving by itself when the visitor
 * prefers reduced motion (pressing play is then their explicit choice). Choosing an item
 * restarts the interval, so it stays up for a full interval.
 *
 * What the visitor did before the page hydrated is kept: a pointer resting on the region or
 * focus inside it hold it still from the start, and the region's buttons pressed before then are
 * pressed again, in order, once it has hydrated. Such a press of the pause control pauses: it was
 * pressed while it said "Pause", whatever the rotation's state is once hydrated.
 */
export function useAutoAdvance({ count, intervalMs }: { count: number; intervalMs: number }): AutoAdvance {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<"playing" | "paused" | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = choice === undefined ? !reducedMotion : choice === "playing";
  const advancing = playing && !hovered && !focused && count > 1;

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    // No event tells React about a pointer or focus that arrived before it did.
    setHovered(region.matches(":hover"));
    setFocused(region.contains(document.activeElement));
  }, []);
  const earlyPresses = useEarlyPresses(regionRef);
  const togglePlaying = useCallback(
    () => setChoice(earlyPresses.replaying.current || playing ? "paused" : "playing"),
    [earlyPresses.replaying, playing],
  );

  useEffect(() => {
    if (!advancing) return;
    // A timeout per shown item (not one interval) so a chosen item gets its full time.
    const timer = window.setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [advancing, index, intervalMs, count]);

  const regionProps = {
    ref: regionRef,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between controls inside the region keeps it paused.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index,
    goTo,
    next,
    previous,
    playing,
    togglePlaying,
    advancing,
    regionProps,
    earlyPressRecorder: earlyPresses.recorder,
  };
}
