/**
 * When the header's and footer's extras load (decision 045): the parts that only a visitor's
 * tap or scroll needs, kept out of every page's first-load JavaScript and fetched once the page
 * has hydrated and the browser is idle, or at the visitor's first touch or key if that comes
 * first. Until then React keeps their pre-rendered HTML (a dehydrated Suspense boundary), which
 * works as it does without JavaScript. Loaded by then, they are ready when a link is followed,
 * which makes React hydrate them first.
 */

const firstUseEvents = ["pointerdown", "keydown"] as const;

let idle: Promise<void> | undefined;

/** Resolves once the page is idle or first used; at once where there is no browser (pre-rendering). */
export function whenIdle(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of firstUseEvents) removeEventListener(type, done, true);
      resolve();
    };
    for (const type of firstUseEvents) addEventListener(type, done, { capture: true, passive: true });
    // Safari has no requestIdleCallback.
    "requestIdleCallback" in window ? requestIdleCallback(done, { timeout: 3000 }) : setTimeout(done, 1500);
  });
  return idle;
}
