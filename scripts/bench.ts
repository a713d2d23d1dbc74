/**
 * The benchmark (issue 6): builds the site, serves the build with the production server and runs
 * Lighthouse on every route, printing medians and whether each route meets the bars.
 *
 *   npm run bench                       three runs of every route, in every language
 *   npm run bench -- --languages en     only the English pages (en, te, hi, comma-separated)
 *   npm run bench -- --runs 5 --routes /,about,contact
 *   npm run bench -- --routes "estimate?from=hyderabad&to=kolkata&home=3bhk"
 *   npm run bench -- --no-build         measure the existing build
 *   npm run bench -- --scale 10         the home page and a city page at 1x and 10x the content
 *   npm run bench -- --cpu-slowdown 3  a fixed CPU factor instead of the calibrated one (not the phone)
 *   npm run bench -- --counting        the pages with visitor counting on, sending to a local stand-in
 *   npm run bench -- --keep-loads      keeps the recorded loads, to judge them again at another factor
 *                                        (scripts/bench/judge-loads.ts)
 *   npm run bench -- --interactions estimate,search   which interaction scripts to run ("none": none;
 *                                        estimate, enquiry, menu, faq, search, language)
 *
 * Every host measures the same phone (decisions 041, 057 and 058, scripts/bench/phone.ts): the
 * loads are recorded first; this machine's CPU benchmark index (Lighthouse's) is read in a quiet tab
 * between routes; each load is then judged at the factor that brings the median of those readings
 * to the phone's index, with each task's CPU time stretched by that factor and its waits as they
 * were (scripts/bench/phone-trace.ts). A machine slower than the phone is refused.
 *
 * After Lighthouse, it drives the estimate (choosing cities, the home size, adding items, typing),
 * the enquiry form (typing, choosing a service), and on the home page the menu (opening, closing),
 * the questions (opening an answer), the header's search box (opening, typing) and the language
 * switcher (the tap), in every language measured, in Chromium at a phone's size and the same
 * calibrated CPU factor (`--interaction-cpu` to fix one), and reports each interaction's latency by
 * Event Timing, as INP counts it (scripts/bench/interactions.ts).
 *
 * It is a benchmark, not a test: nothing in CI runs it, and it prints rather than asserts.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";
import {
  type InteractionResult,
  interactionScripts,
  launchBrowser,
  measureInteractions,
} from "./bench/interactions.ts";
import {
  judgeRun,
  launchChromium,
  offMachinePatterns,
  type RecordedRun,
  readHostIndex,
  recordRun,
} from "./bench/lighthouse-run.ts";
import {
  type Calibration,
  calibrate,
  calibrationLine,
  driftNote,
  HostTooSlowError,
  readingsLine,
  spreadNote,
} from "./bench/phone.ts";
import {
  formatKiB,
  formatTable,
  interactionVerdicts,
  median,
  medianMetrics,
  type RouteResult,
  type RunMetrics,
  seoFootnote,
  summaryLine,
} from "./bench/report.ts";
import { reportFileName, selectRoutes } from "./bench/routes.ts";
import { type ContentCounts, makeScaledCopy, readCounts, removeCopy } from "./bench/scale.ts";
import { runNpmScript, startServer, warmServer } from "./bench/site-server.ts";
import { startRecorder, writeCountingCopy } from "./counting-site.ts";

// Vite's module runner sets NODE_ENV to development; the builds and server started below must not inherit it.
const nodeEnv = process.env.NODE_ENV;
const { module: siteFacts } = await runnerImport<typeof import("./bench/site-facts.ts")>(
  join(import.meta.dirname, "bench", "site-facts.ts"),
  { configFile: false, logLevel: "error" },
);
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;

const projectDir = join(import.meta.dirname, "..");
const resultsDir = join(projectDir, "bench", "results");

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    languages: { type: "string", default: "all" },
    scale: { type: "string" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "4406" },
    "cpu-slowdown": { type: "string" },
    "no-build": { type: "boolean", default: false },
    interactions: { type: "string", default: "estimate,enquiry,menu,faq,search,language" },
    "interaction-cpu": { type: "string" },
    "keep-loads": { type: "boolean", default: false },
    counting: { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
const port = Number(options.port);
/** A factor fixed on the command line; otherwise the calibrated one (see calibrateHost). */
const fixedCpuSlowdown = options["cpu-slowdown"] === undefined ? undefined : Number(options["cpu-slowdown"]);
const fixedInteractionCpu = options["interaction-cpu"] === undefined ? undefined : Number(options["interaction-cpu"]);
let calibration: Calibration | undefined;
const cpuSlowdown = () => fixedCpuSlowdown ?? calibration?.slowdown ?? 4;
const interactionCpu = () => fixedInteractionCpu ?? calibration?.slowdown ?? 6;
/** Lighthouse's measure of this machine's CPU as each load began (see hostNote). */
const benchmarkIndexes: number[] = [];
/** The same measure read in a quiet tab between routes: what the factor is calibrated to (decision 058). */
const quietIndexes: number[] = [];
/** Quiet readings after the warm-up and after each route's loads. */
const quietReadingsAtStart = 4;
const quietReadingsPerRoute = 2;
const buildDir = process.env.BUILD_DIR ?? "build-bench";
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number of at least 1");

const log = (message: string) => process.stderr.write(`${message}\n`);

/** Every page of the languages named (`en,te`), or of all of them (`all`); unknown names stop the run. */
function routesInLanguages(names: string): string[] {
  const known = Object.keys(siteFacts.benchRoutesByLanguage);
  const wanted = names === "all" ? known : names.split(",").map((name) => name.trim());
  const unknown = wanted.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new Error(`Unknown language(s): ${unknown.join(", ")}. Known: ${known.join(", ")}, all`);
  return wanted.flatMap((name) => siteFacts.benchRoutesByLanguage[name] ?? []);
}

/** Builds the project in `cwd` (unless told not to) and returns the build's time and output. */
async function build(cwd: string): Promise<{ milliseconds: number; output: string }> {
  log(`bench: building ${cwd} into ${buildDir}…`);
  return runNpmScript("build", { cwd, env: { ...process.env, BUILD_DIR: buildDir } });
}

/** The interaction scripts the header and the home page carry, in the order one page can take them. */
const homeScripts = ["menu", "faq", "search", "language"];

/**
 * The interaction scripts to run and the page each runs on, in every language the routes are in
 * (English when none is): the estimate's on each estimate page measured, the enquiry form's on the
 * contact page, and the menu's, the questions', the search box's and the language switcher's on the
 * home page, in one page load.
 */
function interactionPlan(routes: string[]): Array<{ route: string; script: string }> {
  const wanted = new Set(
    options.interactions === "none" ? [] : options.interactions.split(",").map((name) => name.trim()),
  );
  // Checked before the Lighthouse runs, not after them.
  const unknown = [...wanted].filter((name) => !interactionScripts.includes(name));
  if (unknown.length > 0)
    throw new Error(
      `Unknown interaction script(s): ${unknown.join(", ")}. Known: ${interactionScripts.join(", ")}, none`,
    );
  const estimatePath = siteFacts.sharedEstimateRoute.split("?")[0] ?? "/estimate/";
  const estimateRoutes = routes.filter((route) => route.endsWith(estimatePath));
  const paths = new Set(routes.map((route) => route.split("?")[0]));
  const measured = Object.entries(siteFacts.benchRoutesByLanguage)
    .filter(([, languageRoutes]) => languageRoutes.some((route) => paths.has(route.split("?")[0])))
    .map(([language]) => language);
  const languages = measured.length > 0 ? measured : ["en"];
  const plan: Array<{ route: string; script: string }> = [];
  if (wanted.has("estimate")) {
    for (const route of estimateRoutes.length > 0 ? estimateRoutes : [estimatePath])
      plan.push({ route, script: "estimate" });
  }
  const onHome = homeScripts.filter((script) => wanted.has(script));
  for (const language of languages) {
    const pages = siteFacts.pagesByLanguage[language];
    if (!pages) continue;
    if (wanted.has("enquiry")) plan.push({ route: pages.contact, script: "enquiry" });
    if (onHome.length > 0) plan.push({ route: pages.home, script: onHome.join(",") });
  }
  return plan;
}

/**
 * Serves the build in `cwd`, loads each route `runs` times under Lighthouse, chooses the phone's
 * factor from every reading of the host those loads took, judges them at it, then runs the
 * interactions at the same factor.
 */
async function benchmark(
  cwd: string,
  routes: string[],
  interactions: Array<{ route: string; script: string }> = [],
): Promise<{ results: RouteResult[]; interactionResults: InteractionResult[] }> {
  // With --counting, a copy of the build with visitor counting on, sending to a stand-in service.
  const service = options.counting ? await startRecorder() : undefined;
  const servedDir = service ? `${buildDir}-counting` : buildDir;
  if (service) {
    writeCountingCopy(join(cwd, buildDir, "client"), join(cwd, servedDir, "client"), service.origin);
    log(`bench: measuring ${servedDir}, a copy of ${buildDir} with counting on, sending to ${service.origin}`);
  }
  const clientDir = join(cwd, servedDir, "client");
  const blockedUrlPatterns = offMachinePatterns(clientDir);
  log(`bench: blocking off-machine hosts the site can reach: ${blockedUrlPatterns.join(" ") || "(none)"}`);
  const server = await startServer({ cwd, buildDir: servedDir, port });
  log(`bench: the server has read and compressed ${await warmServer(server.origin, clientDir, routes)} files`);
  const recordingsDir = mkdtempSync(join(tmpdir(), "bench-loads-"));
  let chromium = await launchChromium();
  /** One load; Lighthouse now and then fails to record a trace (NO_NAVSTART), so it retries in a fresh browser. */
  const recordWithRetry = async (url: string, name: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await recordRun({
          url,
          port: chromium.port,
          blockedUrlPatterns,
          artifactsDir: join(recordingsDir, name),
        });
      } catch (error) {
        if (attempt === 3) throw error;
        log(`bench: ${error instanceof Error ? error.message : String(error)}; retrying in a fresh browser`);
        chromium.kill();
        chromium = await launchChromium();
      }
    }
  };
  try {
    // A warm-up load, not counted: it fills the server's and the browser's caches, and stops the
    // run early on a host already slower than the phone.
    await recordWithRetry(`${server.origin}${routes[0] ?? "/"}`, "warm-up");
    quietIndexes.push(...(await readHostIndex(chromium.port, quietReadingsAtStart)));
    calibrationFrom(quietIndexes);
    const recorded: Array<{ route: string; loads: RecordedRun[] }> = [];
    for (const route of routes) {
      const loads: RecordedRun[] = [];
      for (let run = 1; run <= runs; run++) {
        const load = await recordWithRetry(`${server.origin}${route}`, `${recorded.length}-${run}`);
        benchmarkIndexes.push(load.benchmarkIndex);
        log(`bench: ${route} run ${run}/${runs} recorded (host index ${Math.round(load.benchmarkIndex)})`);
        loads.push(load);
      }
      recorded.push({ route, loads });
      quietIndexes.push(...(await readHostIndex(chromium.port, quietReadingsPerRoute)));
    }
    chromium.kill();
    calibrateHost();
    log(`bench: ${hostNote()}`);
    const results: RouteResult[] = [];
    for (const { route, loads } of recorded) {
      const measured: RunMetrics[] = [];
      for (const [index, load] of loads.entries()) {
        const { metrics, report } = await judgeRun(load, { clientDir, blockedUrlPatterns, cpuSlowdown: cpuSlowdown() });
        measured.push(metrics);
        // The last run's full report, for finding out why a figure is what it is.
        if (index === loads.length - 1) writeResults(reportFileName(route), report);
      }
      const median = medianMetrics(measured);
      results.push({ route, runs: measured.length, median });
      log(
        `bench: ${route} median: ${[median.performance, median.accessibility, median.bestPractices, median.seoAsIntended].join("/")}, TBT ${Math.round(median.tbt)} ms, CLS ${median.cls.toFixed(3)}, first-load JS ${formatKiB(median.firstLoadJs)} KiB`,
      );
    }
    const interactionResults: InteractionResult[] = [];
    if (interactions.length > 0) {
      const browser = await launchBrowser();
      try {
        for (const { route, script } of interactions) {
          log(`bench: ${script} interactions on ${route} at ${interactionCpu()}x CPU, ${runs} run(s)`);
          interactionResults.push(
            ...(await measureInteractions({
              browser,
              origin: server.origin,
              route,
              script,
              cpu: interactionCpu(),
              runs,
            })),
          );
        }
      } finally {
        await browser.close();
      }
    }
    return { results, interactionResults };
  } finally {
    chromium.kill();
    if (options["keep-loads"]) log(`bench: the recorded loads are kept in ${recordingsDir}`);
    else rmSync(recordingsDir, { recursive: true, force: true });
    await server.stop();
    if (service) {
      log(`bench: the stand-in counting service received ${service.events.length} events`);
      await service.close();
    }
  }
}

function writeResults(file: string, data: unknown): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, file), typeof data === "string" ? data : `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * Which phone the figures stand for: the calibration and the readings it rests on, or the fixed
 * factor; with a warning when the host's speed changed during the run or its readings scattered.
 */
function hostNote(): string {
  const readings = quietIndexes.length > 0 ? readingsLine(quietIndexes, benchmarkIndexes) : undefined;
  if (calibration && fixedCpuSlowdown === undefined) {
    return [calibrationLine(calibration), readings, driftNote(quietIndexes), spreadNote(quietIndexes)]
      .filter(Boolean)
      .join(" ");
  }
  return [`CPU slowdown fixed at ${cpuSlowdown()}x on the command line (not calibrated to a phone).`, readings]
    .filter(Boolean)
    .join(" ");
}

/**
 * The calibration the readings give (decision 041), or none when a factor was fixed by hand on a
 * host too slow to stand for the phone; without a fixed factor such a host stops the run, with the
 * reason.
 */
function calibrationFrom(readings: number[]): Calibration | undefined {
  try {
    return calibrate(median(readings));
  } catch (error) {
    if (!(error instanceof HostTooSlowError)) throw error;
    if (fixedCpuSlowdown === undefined) {
      console.error(`bench: ${error.message}`);
      process.exit(1);
    }
    log(`bench: ${error.message} Measuring at the fixed ${fixedCpuSlowdown}x instead.`);
    return undefined;
  }
}

/**
 * Sets the phone's factor from the median of every quiet reading of the host's index the run took
 * (decisions 057 and 058): a single reading strays on a shared machine, the median of dozens does
 * not. A scaling run's second build is judged at the first's factor, so the two compare.
 */
function calibrateHost(): void {
  calibration ??= calibrationFrom(quietIndexes);
}

/** Whether the pages measured counted their visitors (`--counting`), as a sentence for the report. */
const countingNote = () =>
  options.counting
    ? "Visitor counting on (a copy of the build with the service set, a local stand-in answering as the service does)."
    : "Visitor counting off, as the build has it (`--counting` measures it on).";

const lighthouseSettings =
  "Lighthouse 13, mobile defaults (simulated slow 4G) with the CPU slowdown below applied to each main-thread task's CPU time, " +
  "its waits counted as recorded (decision 058: lower than Lighthouse run by hand on a busy or 2-core host), Debian Chromium headless; " +
  "off-machine hosts (listed above; Google Translate among them) blocked so a third party cannot distort the figures";

async function mainRun(): Promise<void> {
  const routes = options.routes
    ? selectRoutes(siteFacts.benchRoutes, options.routes.split(","), siteFacts.translatedBenchRoutes)
    : routesInLanguages(options.languages);
  if (options["no-build"] && !existsSync(join(projectDir, buildDir, "client", "404.html"))) {
    console.error(
      `bench: --no-build measures an existing build, and ${buildDir}/client holds none.\n` +
        "Run `npm run bench` without --no-build (it builds into build-bench first), or measure the build " +
        "`npm run build` made: `BUILD_DIR=build npm run bench -- --no-build`.",
    );
    process.exit(1);
  }
  const plan = interactionPlan(routes);
  if (!options["no-build"]) await build(projectDir);
  const { results, interactionResults } = await benchmark(projectDir, routes, plan);
  const summary = summaryLine(results);
  const estimate = siteFacts.estimateTiming();
  writeResults("latest.json", {
    date: new Date().toISOString(),
    settings: lighthouseSettings,
    counting: countingNote(),
    runsPerRoute: runs,
    host: hostNote(),
    calibration: calibration && {
      phone: calibration.phone,
      hostIndex: calibration.hostIndex,
      slowdown: cpuSlowdown(),
      quietIndexReadings: quietIndexes.map(Math.round),
      lighthouseIndexReadings: benchmarkIndexes.map(Math.round),
    },
    units: { times: "ms", sizes: "bytes (JS and CSS gzip, others as transferred)" },
    results,
    summary,
    estimate,
    interactions: {
      cpuSlowdown: interactionCpu(),
      measure: "Event Timing: each interaction's longest entry, as INP counts it (0: under 16 ms)",
      results: interactionResults.map((result) => ({ ...result, median: median(result.latencies) })),
    },
  });
  console.log(`\nMedians of ${runs} run(s) per route. ${lighthouseSettings}. ${countingNote()}`);
  console.log(hostNote());
  console.log(
    "First-load JS: gzip -9 of the scripts the page's HTML names and their static imports, counting's with them if the page counts (decision 007, scripts/first-load.ts); " +
      "all JS: every script the run loaded, idle and on-tap chunks included; CSS: gzip of the files the page loaded; images, total: bytes transferred.\n",
  );
  console.log(formatTable(results));
  const footnote = seoFootnote(results);
  if (footnote) console.log(footnote);
  console.log(`\n${estimate.line}`);
  if (interactionResults.length > 0) console.log(`\n${formatInteractions(interactionResults)}`);
  console.log(
    `\nWritten to bench/results/latest.json (and each route's last Lighthouse report, lighthouse-*.json)\n${summary}`,
  );
}

/** The interactions' table: median and worst latency of each, and the worst on each page. */
function formatInteractions(results: InteractionResult[]): string {
  const rows = results.map(
    (result) =>
      `| ${result.route} | ${result.name} | ${Math.round(median(result.latencies))} | ${Math.max(...result.latencies)} |`,
  );
  const pages = interactionVerdicts(results);
  return [
    `Interactions at ${interactionCpu()}x CPU, phone size (Event Timing, as INP counts it; 0: under 16 ms):`,
    "",
    "| page | interaction | median ms | worst ms |",
    "| ---- | ----------- | --------: | -------: |",
    ...rows,
    "",
    ...pages,
  ].join("\n");
}

type ScaleRow = {
  scale: number;
  counts: ContentCounts;
  buildSeconds: number;
  home: RunMetrics;
  cityPage: RunMetrics;
};

/** Half a KiB absorbs build noise (hash names, chunk boundaries); content would add far more. */
function growthVerdict(page: string, before: RunMetrics, after: RunMetrics, factor: number): string {
  const growth = after.firstLoadJs - before.firstLoadJs;
  return growth <= 512
    ? `First-load JS of ${page} does not grow with content (${formatKiB(growth)} KiB at ${factor}x)`
    : `First-load JS of ${page} GROWS with content: +${formatKiB(growth)} KiB gzip at ${factor}x`;
}

async function scaleRun(factor: number): Promise<void> {
  if (!Number.isInteger(factor) || factor < 2) throw new Error("--scale must be a whole number of at least 2");
  // The home page, and a city's page (its template draws one page per served city).
  const measured = ["/", siteFacts.sampleCityRoute];
  const oneX = await build(projectDir);
  const [oneXHome, oneXCity] = (await benchmark(projectDir, measured)).results;
  const copyDir = makeScaledCopy(projectDir, factor);
  try {
    const scaled = await build(copyDir);
    const [scaledHome, scaledCity] = (await benchmark(copyDir, measured)).results;
    const scaledCounts = readCounts(scaled.output);
    if (!oneXHome || !oneXCity || !scaledHome || !scaledCity || !scaledCounts) {
      throw new Error("the scaling run measured nothing");
    }
    const baseCounts: ContentCounts = {
      services: scaledCounts.services / factor,
      cities: scaledCounts.cities / factor,
      // The hub city is not copied.
      servedCities: (scaledCounts.servedCities - 1) / factor + 1,
      faq: scaledCounts.faq / factor,
    };
    const rows: ScaleRow[] = [
      {
        scale: 1,
        counts: baseCounts,
        buildSeconds: oneX.milliseconds / 1000,
        home: oneXHome.median,
        cityPage: oneXCity.median,
      },
      {
        scale: factor,
        counts: scaledCounts,
        buildSeconds: scaled.milliseconds / 1000,
        home: scaledHome.median,
        cityPage: scaledCity.median,
      },
    ];
    const verdict = [
      growthVerdict("/", oneXHome.median, scaledHome.median, factor),
      growthVerdict(siteFacts.sampleCityRoute, oneXCity.median, scaledCity.median, factor),
    ].join("\n");
    writeResults("scale.json", { date: new Date().toISOString(), settings: lighthouseSettings, runs, rows, verdict });
    console.log(
      `\nScaling run: the home page and ${siteFacts.sampleCityRoute} at 1x and ${factor}x the content (median of ${runs} run(s)).\n`,
    );
    console.log(
      "| scale | services | strip cities | served cities | FAQ | build s | / first-load JS KiB gz | / HTML KiB | / total KiB | / LCP s | city page first-load JS KiB gz | city page HTML KiB |",
    );
    console.log(
      "| ----: | -------: | -----------: | ------------: | --: | ------: | ---------------------: | ---------: | ----------: | ------: | -----------------------------: | -----------------: |",
    );
    for (const row of rows) {
      const cells = [
        `${row.scale}x`,
        row.counts.services,
        row.counts.cities,
        row.counts.servedCities,
        row.counts.faq,
        row.buildSeconds.toFixed(1),
        formatKiB(row.home.firstLoadJs),
        formatKiB(row.home.htmlBytes),
        formatKiB(row.home.totalBytes),
        (row.home.lcp / 1000).toFixed(2),
        formatKiB(row.cityPage.firstLoadJs),
        formatKiB(row.cityPage.htmlBytes),
      ];
      console.log(`| ${cells.join(" | ")} |`);
    }
    console.log(`${hostNote()}\nWritten to bench/results/scale.json\n${verdict}`);
  } finally {
    removeCopy(copyDir);
  }
}

if (options.scale) await scaleRun(Number(options.scale));
else await mainRun();
