/**
 * Where a page's main thread goes: loads a page of a served build in Chromium at a CPU slowdown,
 * records a CPU profile of the load until the page has hydrated and of each scripted interaction,
 * and sums the samples' self time by source file (through the build's source maps, when it has
 * them: `react-router build --sourcemapClient`) and by function. Also reports the long tasks of
 * the load (their blocking time, as TBT counts it) and each interaction's latency by Event Timing.
 *
 *   node scripts/bench/profile-page.ts --origin http://localhost:4130 --dir build-prof/client \
 *     --route /estimate/ --cpu 6 [--interactions estimate] [--top 25] [--json out.json]
 *
 * A tool for decision records (docs/decisions/023-estimate-main-thread.md), not a test.
 */
import { writeFileSync } from "node:fs";
import { type Interaction, interactionLatency, interactionsFor, observerScript } from "./interactions.ts";
import {
  loadUntilHydrated,
  mainThreadSelfTimes,
  phonePage,
  sourceMaps,
  toolOptions,
  withBrowser,
} from "./trace-options.ts";

// One load (`--runs` is not read): the profile is of that load and the interactions after it.
const options = toolOptions(
  { origin: "http://localhost:4130", route: "/estimate/", cpu: "4", runs: "1" },
  {
    dir: { type: "string", default: "build/client" },
    interactions: { type: "string" },
    top: { type: "string", default: "25" },
    json: { type: "string" },
    trace: { type: "boolean", default: false },
  },
);
const { cpu } = options;
const top = Number(options.top);

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "blink",
  "loading",
];

const sourceMapOf = sourceMaps(options.dir);

/** The source file and function a profile node's code comes from. */
function origin(frame: ProfileNode["callFrame"]): { file: string; fn: string } {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return { file: functionName ? `(${functionName})` : "(program)", fn: functionName || "(program)" };
  if (!url.startsWith("http")) return { file: url, fn: functionName };
  const map = sourceMapOf(url);
  const chunk = new URL(url).pathname;
  if (!map) return { file: chunk, fn: functionName || "(anonymous)" };
  const position = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const file = (position.source ?? chunk).replace(/^.*?(node_modules\/|app\/)/, "$1");
  return { file, fn: `${position.name ?? functionName ?? "(anonymous)"} ${file.split("/").pop()}:${position.line}` };
}

/** Self time (ms) by source file and by function. */
function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node) return;
    const { file, fn } = origin(node.callFrame);
    if (file === "(idle)") return;
    total += ms;
    files.set(file, (files.get(file) ?? 0) + ms);
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  });
  const sorted = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 }));
  return { busyMs: Math.round(total), files: sorted(files), functions: sorted(functions) };
}

async function main() {
  const { load, interactions } = await withBrowser(async (browser) => {
    const { page, cdp } = await phonePage(browser, { cpu, initScript: observerScript });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });

    if (options.trace) await browser.startTracing(page, { categories: traceCategories });
    await cdp.send("Profiler.start");
    const started = Date.now();
    await loadUntilHydrated(page, `${options.origin}${options.route}`);
    const hydratedAfter = Date.now() - started;
    // Effects and idle work after hydration.
    await page.waitForTimeout(1500);
    const { profile: loadProfile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    const loadTrace = options.trace ? mainThreadSelfTimes(await browser.stopTracing()) : [];
    const longTasks = (await page.evaluate("window.__longTasks")) as Array<{ start: number; duration: number }>;
    const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const load = {
      hydratedAfterMs: hydratedAfter,
      longTasks: longTasks.map((task) => Math.round(task.duration)),
      blockingMs: Math.round(blocking),
      ...summarise(loadProfile),
      trace: loadTrace,
    };

    const interactions: Array<Record<string, unknown>> = [];
    const steps: Interaction[] = options.interactions ? interactionsFor(options.interactions) : [];
    for (const step of steps) {
      if (step.prepare) await step.prepare(page);
      await page.waitForTimeout(300);
      const since = (await page.evaluate("performance.now()")) as number;
      if (options.trace) await browser.startTracing(page, { categories: traceCategories });
      await cdp.send("Profiler.start");
      await step.run(page);
      await page.waitForTimeout(600);
      const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
      const trace = options.trace ? mainThreadSelfTimes(await browser.stopTracing()) : [];
      interactions.push({
        name: step.name,
        latency: await interactionLatency(page, since),
        ...summarise(profile),
        trace,
      });
    }
    return { load, interactions };
  });

  const result = { route: options.route, cpu, load, interactions };
  if (options.json) writeFileSync(options.json, `${JSON.stringify(result, null, 2)}\n`);
  const lines = [
    `${options.route} at ${cpu}x CPU: hydrated ${load.hydratedAfterMs} ms after navigation; long tasks ${load.longTasks.join(", ") || "none"} ms (blocking ${load.blockingMs} ms); busy ${load.busyMs} ms`,
    "  self time by file:",
    ...load.files.map((row) => `    ${String(row.ms).padStart(7)}  ${row.name}`),
    "  self time by function:",
    ...load.functions.map((row) => `    ${String(row.ms).padStart(7)}  ${row.name}`),
    ...(load.trace.length > 0 ? ["  main thread by trace event (self):"] : []),
    ...load.trace.map((row) => `    ${String(row.ms).padStart(7)}  ${row.name}`),
  ];
  for (const interaction of interactions) {
    const latency = interaction.latency as {
      ms: number;
      event: string;
      input: number;
      processing: number;
      presentation: number;
    };
    lines.push(
      `  interaction "${interaction.name}": ${latency.ms} ms (${latency.event}: input delay ${latency.input}, processing ${latency.processing}, presentation ${latency.presentation}); busy ${interaction.busyMs} ms`,
      ...(interaction.functions as Array<{ name: string; ms: number }>)
        .slice(0, 12)
        .map((row) => `    ${String(row.ms).padStart(7)}  ${row.name}`),
      ...(interaction.trace as Array<{ name: string; ms: number }>)
        .slice(0, 8)
        .map((row) => `    trace ${String(row.ms).padStart(7)}  ${row.name}`),
    );
  }
  console.log(lines.join("\n"));
}

await main();
