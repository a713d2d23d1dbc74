/**
 * Visitor counting as a page's own code asks for it (the searches, the estimates, the return
 * pages): `track` names an event; what it carries is always a value the page's code chose (a
 * service's slug, a city's slug, a band), never what a visitor typed. When the visit is counted
 * (counting-switch.ts) the event goes to the counting code (analytics-sender.ts), which this loads
 * on demand, as the root does for the page view; otherwise nothing loads (docs/decisions/031-cookieless-analytics.md, 045).
 */
import type { EventProps } from "./analytics-event";
import { countingSettings } from "./counting-switch";

/** Counts `name` on the page being read, with its template, path and language. */
export function track(name: string, props: EventProps = {}): void {
  if (!countingSettings()) return;
  // The page it happened on, even if the visitor has moved on by the time the code has loaded.
  const { pathname } = location;
  import("./analytics-sender").then(({ count }) => count(name, props, pathname)).catch(() => {});
}
