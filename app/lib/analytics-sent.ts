/**
 * A form's return page counts what its arrival means (an enquiry, a survey request or a claim
 * sent) only when the visitor has just come from the form: reloading the page, or coming back to
 * it, sends nothing again. Its own module, so only the return pages carry it.
 */
import { track } from "./analytics";
import type { EventProps } from "./analytics-event";

/** Counts `name` unless this page was reloaded or reached by Back or Forward. */
export function trackSent(name: string, props: EventProps = {}): void {
  const [arrival] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (arrival?.type === "reload" || arrival?.type === "back_forward") return;
  track(name, props);
}
