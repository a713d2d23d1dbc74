/**
 * Visitor counting's code, loaded only when the visit is counted (counting-switch.ts): by the root
 * for the page view, right after the page has hydrated, and by `track` (analytics.ts) for a page's
 * own events. It keeps the events until the page is idle (or until a counted tap, which may leave
 * the page), then sends them to Plausible's documented events API
 * (https://plausible.io/docs/events-api) in a few lines, with the taps and downloads the page's
 * links make and the web-vitals library's LCP, INP and CLS. No cookie, no storage: Plausible
 * counts a visitor by a hash of the address and browser that it changes daily. One chunk, so that
 * counting adds at most 3 KiB gzip to a page (decision 045); decision 031 says why not Plausible's
 * own npm tracker.
 */
import type { Metric } from "web-vitals";
// The per-metric modules, not the package's pre-built bundle: our minifier then shares their helpers
// and drops what the site does not use (vite.config.ts, leanWebVitals; decision 045).
import { onCLS } from "web-vitals/onCLS.js";
import { onLCP } from "web-vitals/onLCP.js";
import type { EventProps, PendingEvent } from "./analytics-event";
import { countingSettings } from "./counting-switch";
import { languageOfPath } from "./page-language";

/** Events made before the sender has started; none once it has. */
let queue: PendingEvent[] = [];
let send: ((event: PendingEvent) => void) | undefined;
let template = "";
let watching = false;

/** Counts `name` on the page at `pathname` (the one on screen unless said), with its template and language. */
export function count(name: string, props: EventProps = {}, pathname = location.pathname): void {
  const event: PendingEvent = [
    name,
    { template, path: pathname, language: languageOfPath(pathname), ...props },
    location.origin + pathname,
  ];
  send ? send(event) : queue.push(event);
}

/**
 * A page view of `pageTemplate` (the route module drawing it: `service-detail`, `not-found`). The
 * first starts watching the page's links and starts the sender once the page is idle: the
 * hydration effect that calls this has run, and idle time follows.
 */
export function trackPageView(pageTemplate: string): void {
  // A page's own event can be made before its view is counted (a return page counts what was sent
  // in its first effect, which runs before the root's): it was made on this page.
  for (const [, props] of queue) if (!props.template) props.template = pageTemplate;
  template = pageTemplate;
  // Read by the tap counting below and by the browser tests.
  document.documentElement.dataset.template = pageTemplate;
  count("pageview");
  if (watching) return;
  watching = true;
  // Taps are watched from now on, not from idle time: a family that calls at once is counted. A tap
  // that counts starts the sending there and then, since a chat or a call may leave the page first.
  const countTap = (link: Element | null | undefined) => {
    const event = link && linkEvent(link as HTMLAnchorElement, template);
    if (!event) return;
    start();
    count(...event);
  };
  document.addEventListener("click", (click) => countTap((click.target as Element | null)?.closest?.("a[href]")), true);
  // And the taps made before this code ran, which the page's first script kept (scripts/page-analytics.ts).
  const page = window as { __earlyTaps?: Element[] };
  for (const link of page.__earlyTaps ?? []) countTap(link);
  page.__earlyTaps = undefined;
  // Safari has no requestIdleCallback.
  "requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 2000);
}

/** Sends what is queued and whatever comes after, once. */
function start(): void {
  if (send) return;
  // Where to send, and for which site (and, should the page have changed its mind, whether).
  const settings = countingSettings();
  if (!settings) return;
  send = startSender(settings.content, settings.dataset.site ?? "");
  for (const event of queue) send(event);
  queue = [];
}

/** The body Plausible's events API reads: where, what, and the page's own properties. */
export function eventBody([name, props, url]: PendingEvent, site: string, referrer: string): string {
  return JSON.stringify({
    name,
    url,
    domain: site,
    // Only where the visit came from: another site's origin, never one of this site's own addresses.
    referrer: name === "pageview" ? referrer : "",
    props,
    // Speed readings are not a visitor doing something: they leave the bounce rate alone.
    interactive: name !== "Web vital",
  });
}

/** The origin of the page the visitor came from, when it is another site's. */
export function externalReferrer(referrer: string, ownOrigin: string): string {
  if (!URL.canParse(referrer)) return "";
  const { origin } = new URL(referrer);
  return origin === ownOrigin ? "" : origin;
}

/** Where on the page a link is: the floating buttons, the header, the footer, or its section. */
export function placeOf(link: Element): string {
  const landmark = link.closest("aside[id],header,footer,section[aria-labelledby],[id]");
  if (!landmark) return "page";
  const tag = landmark.localName;
  if (tag === "header" || tag === "footer") return tag;
  return landmark.getAttribute("aria-labelledby") ?? landmark.id;
}

/** The event a tap on `link` makes, if it is one the owner counts. */
export function linkEvent(link: HTMLAnchorElement, template: string): [string, EventProps] | undefined {
  const href = link.href;
  if (!URL.canParse(href)) return;
  const url = new URL(href);
  const place = placeOf(link);
  // The estimate's own buttons under its result, not the floating buttons, the menu or the footer.
  const handOff = template === "estimate" && place.endsWith("result-heading");
  if (url.protocol === "tel:") return ["Call", { number: url.pathname, place }];
  if (url.protocol === "mailto:") return ["Email", { address: decodeURIComponent(url.pathname), place }];
  if (url.hostname === "wa.me") {
    const whatsApp: EventProps = { number: `+${url.pathname.slice(1)}`, place };
    return handOff ? ["Estimate hand-off", { to: "whatsapp", ...whatsApp }] : ["WhatsApp", whatsApp];
  }
  if (url.origin !== location.origin)
    // The GST and Udyam portals' links under "check our registration", not a map or the footer's.
    return template === "verify-us" && link.closest('[aria-labelledby="registration-heading"]')
      ? ["Verify check", { site: url.hostname }]
      : undefined;
  if (url.pathname.endsWith(".pdf")) {
    const file = url.pathname.split("/").pop() ?? "";
    return ["Download", { file, kind: url.pathname.includes("/certificates/") ? "certificate" : "brochure", place }];
  }
  if (link.hreflang) return ["Language switch", { from: document.documentElement.lang, to: link.hreflang }];
  if (handOff) {
    const to = /\/(contact|book-survey)\/$/.exec(url.pathname)?.[1];
    if (to) return ["Estimate hand-off", { to: to === "contact" ? "enquiry" : "survey" }];
  }
  return undefined;
}

/** What begins an interaction INP measures: a tap, a click, a key. */
const interactionStarts = ["pointerdown", "keydown"];

const roundedValue = (metric: Metric) =>
  metric.name === "CLS" ? metric.value.toFixed(3) : String(Math.round(metric.value));

/**
 * Starts counting to `endpoint` for `site`; returns the function that sends one event. A tap
 * that leaves the page (a call, a chat) is sent with `sendBeacon`, which the browser delivers
 * after the page has gone.
 */
function startSender(endpoint: string, site: string): (event: PendingEvent) => void {
  const referrer = externalReferrer(document.referrer, location.origin);
  const send = (event: PendingEvent) => {
    const body = eventBody(event, site, referrer);
    // A text/plain body, as Plausible's own script sends: no preflight, no cookie, nothing back to
    // read. Every browser the site supports has sendBeacon, and it refuses only a queue of 64 KiB,
    // which a few events of a few hundred bytes never reach: no fallback (decision 031).
    navigator.sendBeacon(endpoint, body);
  };
  // The speed of the page the visit began on, reported when the page is hidden or left.
  const landing: EventProps = {
    template,
    path: location.pathname,
    language: languageOfPath(location.pathname),
  };
  const vital = (metric: Metric) =>
    count("Web vital", { ...landing, metric: metric.name, rating: metric.rating, value: roundedValue(metric) });
  onLCP(vital);
  onCLS(vital);
  // A visit without a tap or a key press has no INP, so its code loads at the first one. The
  // browser keeps that first input's timing (the `first-input` entry, and any slow `event` entry)
  // for the observer web-vitals starts then, so the first interaction is still measured.
  const measureInteractions = () => {
    for (const type of interactionStarts) removeEventListener(type, measureInteractions, true);
    import("web-vitals/onINP.js").then(({ onINP }) => onINP(vital)).catch(() => {});
  };
  for (const type of interactionStarts) addEventListener(type, measureInteractions, true);
  return send;
}
