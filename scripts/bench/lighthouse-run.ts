/**
 * One Lighthouse run of one page, reduced to the benchmark's numbers. Lighthouse runs with its
 * mobile defaults (slow 4G, simulated throttling) and the CPU factor of the benchmark's phone
 * (decision 041), in two steps: the page is loaded and recorded, then judged at that factor.
 *
 * Its JavaScript is given twice (decision 007): the first-load JavaScript, what the page needs
 * before it is interactive, counted from the page's HTML by scripts/first-load.ts as the budget
 * check counts it; and every script the run loaded, the chunks fetched once the page is idle or
 * on a tap (search, translation, counting's reading) with it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import type { Flags, Result } from "lighthouse";
import { initializeConfig } from "lighthouse/core/config/config.js";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { loadArtifacts, saveArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { Runner } from "lighthouse/core/runner.js";
import { chromium } from "playwright-core";
import { chromiumPath } from "../chromium-path.ts";
import { firstLoadCounter } from "../first-load.ts";
import { hasAnalyticsSettings } from "../page-analytics.ts";
import { asPhoneTaskTimes, type TraceEvent } from "./phone-trace.ts";
import { categoryScoreWithout, type RunMetrics } from "./report.ts";
import { isKeptOutOfSearch } from "./routes.ts";

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

/** Headless Chromium as the tests drive it: no calling home from a machine without outside network. */
export async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error("Chromium not found: install it (apt-get install chromium) or set CHROME_PATH");
  const isRoot = process.getuid?.() === 0;
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      ...(isRoot ? ["--no-sandbox"] : []),
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * Every off-machine host the built site can reach (scripts it injects, such as Google Translate),
 * as Lighthouse URL patterns. The benchmark machine has no outside network; a request that hangs
 * or fails there would measure this machine, not the site, so Lighthouse blocks them outright.
 */
export function offMachinePatterns(clientDir: string): string[] {
  const hosts = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(?:js|html)$/.test(entry.name)) {
        for (const match of readFileSync(path, "utf8").matchAll(/https?:\/\/([a-z0-9.-]+\.[a-z]{2,})/gi)) {
          const host = (match[1] ?? "").toLowerCase();
          if (host && host !== "localhost") hosts.add(host);
        }
      }
    }
  };
  visit(clientDir);
  return [...hosts].sort().map((host) => `*://${host}/*`);
}

/**
 * Gzip size of a file the page loaded, read from the build (so the figure is the same whether or
 * not the server compresses); Lighthouse's transfer size when the file is not ours.
 */
function gzipBytes(request: NetworkRequest, origin: string, clientDir: string): number {
  const url = new URL(request.url);
  if (url.origin === origin) {
    const file = join(clientDir, decodeURIComponent(url.pathname));
    if (existsSync(file)) return gzipSync(readFileSync(file)).length;
  }
  return request.transferSize ?? 0;
}

const firstLoadCounters = new Map<string, ReturnType<typeof firstLoadCounter>>();

/** Decision 007's first-load JavaScript of the page at `url`, with counting as its HTML has it. */
async function firstLoadBytes(url: string, clientDir: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok && response.status !== 404) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  let firstLoad = firstLoadCounters.get(clientDir);
  if (!firstLoad) {
    firstLoad = firstLoadCounter(clientDir);
    firstLoadCounters.set(clientDir, firstLoad);
  }
  const load = firstLoad(html);
  return hasAnalyticsSettings(html) ? load.on : load.off;
}

/** The flags every benchmark run of Lighthouse takes; only the CPU factor varies. */
function lighthouseFlags(options: { port?: number; blockedUrlPatterns: string[]; cpuSlowdown?: number }): Flags {
  return {
    port: options.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    blockedUrlPatterns: options.blockedUrlPatterns,
    ...(options.cpuSlowdown !== undefined && {
      // Merged into the default mobile throttling; only the CPU factor changes.
      throttling: { cpuSlowdownMultiplier: options.cpuSlowdown },
    }),
  };
}

/** One page load as Lighthouse recorded it, saved to be judged once the phone's factor is known. */
export type RecordedRun = {
  url: string;
  /** Lighthouse's reading of the host's CPU, taken just before this load. */
  benchmarkIndex: number;
  /** Where the trace, the network log and the page's artifacts are kept until judged. */
  artifactsDir: string;
};

/**
 * Loads the page once under Lighthouse and saves what it recorded, without judging it. With
 * simulated throttling the page loads at the host's full speed and the CPU factor is applied only
 * when the trace is judged (Lantern), so a load can be judged at a factor chosen after it: the
 * benchmark chooses it from every reading of the host's index the whole run took (decision 057).
 */
export async function recordRun(options: {
  url: string;
  port: number;
  blockedUrlPatterns: string[];
  artifactsDir: string;
}): Promise<RecordedRun> {
  const { artifacts } = await navigationGather(undefined, options.url, { flags: lighthouseFlags(options) });
  const runtimeError = Runner.getArtifactRuntimeError(artifacts);
  if (runtimeError) throw new Error(`Lighthouse failed on ${options.url}: ${runtimeError.code}`);
  await saveArtifacts(artifacts, options.artifactsDir);
  return { url: options.url, benchmarkIndex: artifacts.BenchmarkIndex, artifactsDir: options.artifactsDir };
}

/**
 * Lighthouse's benchmark index of this host, read `count` times in a tab of its own in the
 * browser at `port`, a second after it opened, with no load running (decision 058). Lighthouse
 * reads it once per load as it opens the load's tab, while the browser is still starting that
 * tab's renderer and closing the last one; the phone's index was read on an idle phone.
 */
export async function readHostIndex(port: number, count: number): Promise<number[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await sleep(1000);
    const readings: number[] = [];
    for (let reading = 0; reading < count; reading++) {
      readings.push(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)));
    }
    await page.close();
    return readings;
  } finally {
    await browser.close();
  }
}

/** Lighthouse's report of a recorded load, judged as the phone at `cpuSlowdown` would have run it. */
export async function judgeLoad(
  run: RecordedRun,
  options: { blockedUrlPatterns: string[]; cpuSlowdown: number },
): Promise<Result> {
  const flags = lighthouseFlags(options);
  const { resolvedConfig } = await initializeConfig("navigation", undefined, flags);
  const artifacts = loadArtifacts(run.artifactsDir);
  // Lighthouse refuses to judge artifacts recorded with other settings. The CPU factor is the one
  // difference, and under simulated throttling recording does not use it (only a shim of
  // requestIdleCallback's deadline does, which the site never reads); every other setting is
  // still checked.
  artifacts.settings.throttling.cpuSlowdownMultiplier = options.cpuSlowdown;
  // Lantern stretches each task's wall time by the factor; the page's CPU time is what a slower
  // CPU stretches, not the host's waits (decision 058).
  const trace = artifacts.Trace as unknown as { traceEvents: TraceEvent[] };
  // Every renderer main thread the page's frame used (a navigation may swap processes).
  const threads = new Map<string, { pid: number; tid: number }>();
  for (const { pid, tid } of TraceProcessor.processTrace(artifacts.Trace).mainThreadEvents)
    threads.set(`${pid}:${tid}`, { pid, tid });
  if (threads.size === 0) throw new Error(`The recording of ${run.url} has no main thread`);
  for (const thread of threads.values()) asPhoneTaskTimes(trace.traceEvents, thread, options.cpuSlowdown);
  const result = await Runner.audit(artifacts, { resolvedConfig, computedCache: new Map() });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${run.url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${run.url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * A recorded load judged at `cpuSlowdown`, reduced to the benchmark's numbers (the page's
 * first-load JavaScript read from the server, which must still be serving the build).
 */
export async function judgeRun(
  run: RecordedRun,
  options: { clientDir: string; blockedUrlPatterns: string[]; cpuSlowdown: number },
): Promise<{ metrics: RunMetrics; report: string }> {
  const lhr = await judgeLoad(run, options);
  return { metrics: await runMetrics(lhr, run.url, options.clientDir), report: JSON.stringify(lhr) };
}

async function runMetrics(lhr: Result, url: string, clientDir: string): Promise<RunMetrics> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`Lighthouse audit ${id} has no value for ${url}`);
    return value;
  };
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  const origin = new URL(url).origin;
  const sum = (type: string, size: (request: NetworkRequest) => number) =>
    requests.filter((request) => request.resourceType === type).reduce((total, request) => total + size(request), 0);
  const gzip = (request: NetworkRequest) => gzipBytes(request, origin, clientDir);

  const seoAudits = lhr.categories.seo?.auditRefs ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    seoAsIntended: isKeptOutOfSearch(url, clientDir)
      ? categoryScoreWithout(seoAudits, lhr.audits, "is-crawlable")
      : score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndex: numeric("speed-index"),
    firstLoadJs: await firstLoadBytes(url, clientDir),
    loadedJs: sum("Script", gzip),
    cssBytes: sum("Stylesheet", gzip),
    htmlBytes: sum("Document", (request) => request.transferSize ?? 0),
    imageBytes: sum("Image", (request) => request.transferSize ?? 0),
    totalBytes: numeric("total-byte-weight"),
    requests: requests.length,
  };
}
