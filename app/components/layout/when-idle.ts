/**
 * When the header's and footer's extras load (decision 045): the parts that only a visitor's
 * tap or scroll needs, kept out of every page's first-load JavaScript and fetched once the page
 * has hydrated and the browser is idle, or at the visitor's first touch or key if that comes
 * first. Until then React keeps their pre-rendered HTML (a dehydrated Suspense boundary), which
 * works as it does without JavaScript. Loaded by then, they are ready when a link is followed,
 * which makes React hydrate them first.
 */
import { type ComponentType, createElement, type LazyExoticComponent, lazy, useEffect } from "react";

const firstUseEvents = ["pointerdown", "keydown"] as const;

let idle: Promise<void> | undefined;

/**
 * Resolves once the page is idle or first used; at once where there is no browser (pre-rendering).
 * On first use, once the frame after the touch or key has been drawn: what the visitor did is
 * shown before the extras are fetched, run and hydrated (decision 054).
 */
export function whenIdle(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of firstUseEvents) removeEventListener(type, used, true);
      resolve();
    };
    // A task queued from a frame's animation callback runs once that frame has been drawn.
    const used = () => requestAnimationFrame(() => setTimeout(done));
    for (const type of firstUseEvents) addEventListener(type, used, { capture: true, passive: true });
    // Safari has no requestIdleCallback.
    "requestIdleCallback" in window ? requestIdleCallback(done, { timeout: 3000 }) : setTimeout(done, 1500);
  });
  return idle;
}

/**
 * Marks a control whose click, made while its part is still pre-rendered HTML, is acted on once
 * the part has hydrated; its value is the part's name, as given to `lazyWhenIdle`. React drops a
 * click on a part whose code has not arrived (the first touch only starts loading it), so without
 * this a visitor's first tap on, say, Translate did nothing. Only for a control that does nothing
 * without its code: a link, a summary or a popover button has already acted natively, and a
 * replay would act twice (the search box would open and close).
 */
export const replayClickAttribute = "data-replay-click";

/** The clicks on marked controls of the parts that have not hydrated yet. */
export function clickReplay() {
  // A part is here from when it is waited for until it has hydrated.
  const waiting = new Map<string, Set<HTMLElement>>();
  return {
    /** From now until `hydrated(part)`, clicks on the part's marked controls are kept. */
    waitFor(part: string) {
      if (!waiting.has(part)) waiting.set(part, new Set());
    },
    /** Keeps the click on `target` if it is on a marked control of a part still waiting. */
    record(target: EventTarget | null) {
      const control = target instanceof Element ? target.closest<HTMLElement>(`[${replayClickAttribute}]`) : null;
      const part = control?.getAttribute(replayClickAttribute);
      if (control && part) waiting.get(part)?.add(control);
    },
    /** The part has hydrated: each control clicked meanwhile, still on the page, is clicked once more, once. */
    hydrated(part: string) {
      const clicked = waiting.get(part);
      waiting.delete(part);
      for (const control of clicked ?? []) if (control.isConnected) control.click();
    },
  };
}

const replay = clickReplay();
let listening = false;

/**
 * `React.lazy` of the component `name` of the module `load` brings, loaded when the page is idle
 * or first used (`whenIdle`), its marked controls' early clicks acted on once it has hydrated
 * (`replayClickAttribute`). If the module cannot load (the connection dropped), the part renders
 * nothing: it goes. Render it inside `<Suspense>`.
 */
export function lazyWhenIdle<Name extends string, Props extends object>(
  load: () => Promise<{ [key in Name]: ComponentType<Props> }>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  if (typeof document !== "undefined") {
    replay.waitFor(name);
    if (!listening) {
      listening = true;
      document.addEventListener("click", (event) => replay.record(event.target), { capture: true, passive: true });
    }
  }
  const hydrating = (Part: ComponentType<Props>): ComponentType<Props> =>
    function Hydrated(props: Props) {
      // The part's effects run after React has hydrated it, its handlers in place.
      useEffect(() => replay.hydrated(name), []);
      return createElement(Part, props);
    };
  return lazy(() =>
    whenIdle()
      .then(load)
      .then(
        (module) => ({ default: hydrating(module[name]) }),
        () => ({ default: hydrating(() => null) }),
      ),
  );
}
