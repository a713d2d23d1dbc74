/**
 * What the page-measuring tools of scripts/bench (trace-interactions, profile-page, task-profile,
 * long-tasks, layout-shifts: tools for decision records, not tests) share: their common command-line
 * options, the phone-sized page they open at a CPU slowdown, the reading of a Chromium trace's
 * renderer main thread, and the build's source maps.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";
import { launchBrowser } from "./interactions.ts";

/** Each tool's own defaults for the common options. */
type Defaults = { origin?: string; route?: string; cpu: string; runs: string };

/**
 * The tool's options: `--origin` (a served build), `--route`, `--cpu` (the CPU slowdown) and
 * `--runs`, with the tool's defaults, and its own `extra` ones; `cpu` and `runs` as numbers.
 */
export function toolOptions<const Extra extends ParseArgsOptionsConfig>(
  defaults: Defaults,
  extra: Extra,
): Omit<ReturnType<typeof parseArgs<{ options: Extra }>>["values"], keyof Defaults> & {
  origin: string;
  route: string;
  cpu: number;
  runs: number;
} {
  const { values } = parseArgs({
    options: {
      ...extra,
      origin: { type: "string", default: defaults.origin ?? "http://localhost:4661" },
      route: { type: "string", default: defaults.route ?? "/" },
      cpu: { type: "string", default: defaults.cpu },
      runs: { type: "string", default: defaults.runs },
    },
  });
  const common = values as Record<keyof Defaults, string>;
  const number = (name: "cpu" | "runs") => {
    const value = Number(common[name]);
    if (!(value > 0)) throw new Error(`--${name} takes a positive number`);
    return value;
  };
  return {
    ...(values as ReturnType<typeof parseArgs<{ options: Extra }>>["values"]),
    origin: common.origin,
    route: common.route,
    cpu: number("cpu"),
    runs: number("runs"),
  };
}

/** The phone the tools stand for: Lighthouse's Moto G Power's screen, touch. */
export const phoneScreen = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

/**
 * A fresh context and page at the phone's size with the CPU slowed `cpu` times and `initScript`
 * (an observer) run before the page's own scripts; nothing loaded yet, so a trace or profile can
 * start first.
 */
export async function phonePage(
  browser: Browser,
  { cpu, initScript, deviceScaleFactor }: { cpu: number; initScript: string; deviceScaleFactor?: number },
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ ...phoneScreen, ...(deviceScaleFactor && { deviceScaleFactor }) });
  const page = await context.newPage();
  await page.addInitScript(initScript);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  return { context, page, cdp };
}

/** Loads `url` and waits until the page says it has hydrated (a minute at most, for a slowed CPU). */
export async function loadUntilHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 60_000,
  });
}

/** Runs `use` with a Chromium of the tests' kind, closed afterwards whatever happens. */
export async function withBrowser<Result>(use: (browser: Browser) => Promise<Result>): Promise<Result> {
  const browser = await launchBrowser();
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** A Chromium trace event, with what the tools read of it. */
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
};

/**
 * The page's renderer main thread: a navigation to the site moves to a renderer of its own, so of
 * the renderers' main threads (the blank page's among them), the one that worked longest.
 */
export function rendererMainThread<Event extends TraceEvent>(events: Event[]): Event | undefined {
  const busy = (thread: Event) =>
    events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X")
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return events
    .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
    .map((thread) => ({ thread, busy: busy(thread) }))
    .sort((a, b) => b.busy - a.busy)[0]?.thread;
}

/**
 * Each event's own time (its duration, `time` of it, less its children's), in ms, added up under
 * `label(event)`: complete events of one thread nest, so a stack walk in start order finds the
 * children.
 */
export function selfTimes<Event extends TraceEvent>(
  events: Event[],
  label: (event: Event) => string,
  time: (event: Event) => number = (event) => event.dur ?? 0,
): Map<string, number> {
  const self = new Map<string, number>();
  const stack: Array<{ event: Event; end: number; children: number }> = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      const name = label(done.event);
      self.set(name, (self.get(name) ?? 0) + (time(done.event) - done.children) / 1000);
    }
  };
  for (const event of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.children += time(event);
    stack.push({ event, end: event.ts + (event.dur ?? 0), children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return self;
}

/**
 * The renderer main thread's own time by trace event (parsing, style, layout, paint, script), in
 * a trace as Chromium writes it: what a CPU profile calls "(program)" broken down; the 14 largest.
 */
export function mainThreadSelfTimes(trace: Buffer): Array<{ name: string; ms: number }> {
  const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = rendererMainThread(events);
  const complete = events.filter(
    (event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === "X" && event.dur,
  );
  return [...selfTimes(complete, (event) => event.name)]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 }));
}

/**
 * The source map of a script the page loaded, read once from the build's `dir` (there when it was
 * built with `react-router build --sourcemapClient`), or null.
 */
export function sourceMaps(dir: string): (url: string) => SourceMapConsumer | null {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (url) => {
    if (!maps.has(url)) {
      const mapPath = `${join(dir, new URL(url).pathname)}.map`;
      maps.set(url, existsSync(mapPath) ? new SourceMapConsumer(JSON.parse(readFileSync(mapPath, "utf8"))) : null);
    }
    return maps.get(url) ?? null;
  };
}
