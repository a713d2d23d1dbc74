/**
 * Visitor counting, the part in every page's first-load JavaScript: kept to a queue and a switch
 * (docs/decisions/031-cookieless-analytics.md). `track` names an event; what it carries is always
 * a value the page's own code chose (a service's slug, a city's slug, a band), never what a visitor
 * typed. The sender (analytics-sender.ts) and the web-vitals code load only once the page is idle
 * (INP's at the first tap), and only when the page carries the owner's settings (`<meta
 * name="analytics">`, written by scripts/postbuild.ts) and the browser sends neither Do Not Track
 * nor Global Privacy Control.
 */
import type { EventProps, PendingEvent } from "./analytics-event";
import { languageOfPath } from "./page-language";

/** Events made before the sender has loaded; `undefined` once counting is off for this visit. */
let queue: PendingEvent[] | undefined = [];
let deliver: ((event: PendingEvent) => void) | undefined;
let template = "";
let started = false;

/** Counts `name` on the page being read, with its template, path and language. */
export function track(name: string, props: EventProps = {}): void {
  if (!queue) return;
  const { origin, pathname } = location;
  const event: PendingEvent = [
    name,
    { template, path: pathname, language: languageOfPath(pathname), ...props },
    origin + pathname,
  ];
  deliver ? deliver(event) : queue.push(event);
}

/** Whether the visitor asked not to be followed (Do Not Track, Global Privacy Control). */
export function visitorOptedOut(nav: Navigator & { globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

/** A page view of `pageTemplate` (the route module drawing it: `service-detail`, `not-found`). */
export function trackPageView(pageTemplate: string): void {
  template = pageTemplate;
  // Read by the sender's tap counting and by the browser tests.
  document.documentElement.dataset.template = pageTemplate;
  start();
  track("pageview");
}

function start() {
  if (started) return;
  started = true;
  const settings = document.querySelector<HTMLMetaElement>('meta[name="analytics"]');
  if (!settings || visitorOptedOut(navigator)) {
    queue = undefined;
    return;
  }
  const load = () =>
    import("./analytics-sender").then(({ startSender }) => {
      deliver = startSender(settings.content, settings.dataset.site ?? "", track);
      for (const event of queue ?? []) deliver(event);
      queue = [];
    });
  // After the page is interactive: the hydration effect that calls this has run, and idle time follows.
  // Safari has no requestIdleCallback.
  "requestIdleCallback" in window ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 2000);
}
