/**
 * One Lighthouse run of one page, reduced to the benchmark's numbers. Lighthouse runs with its
 * defaults: a mid-range phone (Moto G Power class) on slow 4G, with simulated throttling.
 *
 * Its JavaScript is given twice (decision 007): the first-load JavaScript, what the page needs
 * before it is interactive, counted from the page's HTML by scripts/first-load.ts as the budget
 * check counts it; and every script the run loaded, the chunks fetched once the page is idle or
 * on a tap (search, translation, counting's reading) with it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "../chromium-path.ts";
import { firstLoadCounter } from "../first-load.ts";
import { hasAnalyticsSettings } from "../page-analytics.ts";
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

export async function measure(options: {
  url: string;
  port: number;
  clientDir: string;
  blockedUrlPatterns: string[];
  /** Lighthouse's CPU slowdown; its default (4) when absent. */
  cpuSlowdown?: number;
}): Promise<{ metrics: RunMetrics; benchmarkIndex: number; report: string }> {
  const result = await lighthouse(options.url, {
    port: options.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    blockedUrlPatterns: options.blockedUrlPatterns,
    ...(options.cpuSlowdown !== undefined && {
      // Merged into the default mobile throttling; only the CPU factor changes.
      throttling: { cpuSlowdownMultiplier: options.cpuSlowdown },
    }),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${options.url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${options.url}: ${lhr.runtimeError.message}`);

  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`Lighthouse audit ${id} has no value for ${options.url}`);
    return value;
  };
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  const origin = new URL(options.url).origin;
  const sum = (type: string, size: (request: NetworkRequest) => number) =>
    requests.filter((request) => request.resourceType === type).reduce((total, request) => total + size(request), 0);
  const gzip = (request: NetworkRequest) => gzipBytes(request, origin, options.clientDir);

  const seoAudits = lhr.categories.seo?.auditRefs ?? [];
  const metrics: RunMetrics = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    seoAsIntended: isKeptOutOfSearch(options.url, options.clientDir)
      ? categoryScoreWithout(seoAudits, lhr.audits, "is-crawlable")
      : score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndex: numeric("speed-index"),
    firstLoadJs: await firstLoadBytes(options.url, options.clientDir),
    loadedJs: sum("Script", gzip),
    cssBytes: sum("Stylesheet", gzip),
    htmlBytes: sum("Document", (request) => request.transferSize ?? 0),
    imageBytes: sum("Image", (request) => request.transferSize ?? 0),
    totalBytes: numeric("total-byte-weight"),
    requests: requests.length,
  };
  // How fast this machine's CPU is by Lighthouse's yardstick; below 1000 its 4x slowdown overshoots.
  return { metrics, benchmarkIndex: lhr.environment.benchmarkIndex, report: JSON.stringify(lhr) };
}
