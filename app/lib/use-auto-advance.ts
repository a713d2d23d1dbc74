import { type FocusEvent, useCallback, useEffect, useState, useSyncExternalStore } from "react";

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
  pauseTriggers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
};

/**
 * Rotating content (hero slides, testimonials) as WCAG 2.2 asks for it: moves on every
 * `intervalMs`; holds still while the pointer is over it or focus is inside it; has a
 * pause/play state for a visible control; and does not start moving by itself when the visitor
 * prefers reduced motion (pressing play is then their explicit choice). Choosing an item
 * restarts the interval, so it stays up for a full interval.
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
  const togglePlaying = useCallback(() => setChoice(playing ? "paused" : "playing"), [playing]);

  useEffect(() => {
    if (!advancing) return;
    // A timeout per shown item (not one interval) so a chosen item gets its full time.
    const timer = window.setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [advancing, index, intervalMs, count]);

  const pauseTriggers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between controls inside the region keeps it paused.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index, goTo, next, previous, playing, togglePlaying, advancing, pauseTriggers };
}
