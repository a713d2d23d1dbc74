/**
 * What each scripted interaction costs the main thread, in CPU time, repeated: a measure that a
 * busy machine disturbs far less than Event Timing's wall-clock latency. For each run it opens the
 * page in a fresh context at a phone's size and a CPU slowdown, and around each step of the
 * interaction script (scripts/bench/interactions.ts) records a Chromium trace; from the renderer's
 * main thread it sums the tasks that ran between the first input and the end of the step:
 *
 * - `cpu`: the tasks' thread time (the CPU the main thread really used, which the slowdown and other
 *   processes do not stretch: multiply by the slowdown for a slow phone's figure);
 * - `longest`: the thread time of the longest task (what holds up the next frame);
 * - `wall`: the tasks' wall time at the slowdown (what a loaded machine stretches);
 * - `latency`: Event Timing's worst entry, as INP counts it (and the benchmark reports);
 * - the thread time by kind (script, style and layout, paint, other).
 *
 * It prints each figure's median over the runs, and every run with `--verbose`.
 *
 *   node scripts/bench/trace-interactions.ts --origin http://localhost:4471 --route /estimate/ \
 *     --interactions estimate --runs 5 [--cpu 6] [--json out.json]
 *
 * A tool for decision records (docs/decisions/023-estimate-main-thread.md), not a test.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { interactionLatency, interactionsFor, openPhonePage } from "./interactions.ts";
import { median } from "./report.ts";
import { selfTimes, type TraceEvent, toolOptions, withBrowser } from "./trace-options.ts";

const options = toolOptions(
  { origin: "http://localhost:4130", route: "/estimate/", cpu: "6", runs: "5" },
  {
    interactions: { type: "string", default: "estimate" },
    json: { type: "string" },
    verbose: { type: "boolean", default: false },
    /** Keep each step's trace here (open it in Chromium's performance panel). */
    "trace-dir": { type: "string" },
  },
);
const { cpu, runs } = options;

/** The kind of work a trace event is, for the breakdown. */
function kindOf(name: string): "script" | "layout" | "paint" | "other" {
  if (/^(FunctionCall|EvaluateScript|v8\.|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|V8\.)/.test(name))
    return "script";
  if (/^(Layout|UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|HitTest|IntersectionObserver)/.test(name))
    return "layout";
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|RasterTask|UpdateLayerTree)/.test(name))
    return "paint";
  return "other";
}

export type StepCost = {
  cpu: number;
  longest: number;
  wall: number;
  latency: number;
  kinds: Record<string, number>;
};

/** The main thread's tasks from the first input event on, their thread and wall time. */
function stepCost(trace: Buffer, latency: number): StepCost {
  const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's renderer main thread is the one that dispatched the input events.
  const firstInput = events
    .filter((event) => event.name === "EventDispatch" && event.ph === "X")
    .sort((a, b) => a.ts - b.ts)[0];
  const empty = { cpu: 0, longest: 0, wall: 0, latency, kinds: {} };
  if (!firstInput) return empty;
  const onMain = events.filter(
    (event) => event.pid === firstInput.pid && event.tid === firstInput.tid && event.ph === "X" && event.dur,
  );
  const tasks = onMain.filter((event) => event.name === "RunTask" && event.ts + (event.dur ?? 0) >= firstInput.ts);
  let cpuTime = 0;
  let wall = 0;
  let longest = 0;
  for (const task of tasks) {
    const threadTime = task.tdur ?? task.dur ?? 0;
    cpuTime += threadTime;
    wall += task.dur ?? 0;
    longest = Math.max(longest, threadTime);
  }
  // Self thread time by kind, inside those tasks.
  const inTasks = onMain.filter((event) =>
    tasks.some((task) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0)),
  );
  const names = selfTimes(
    inTasks,
    (event) => event.name,
    (event) => event.tdur ?? event.dur ?? 0,
  );
  const kinds: Record<string, number> = {};
  for (const [name, ms] of names) kinds[kindOf(name)] = (kinds[kindOf(name)] ?? 0) + ms;
  if (options.verbose)
    console.log(
      [...names]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(", "),
    );
  return { cpu: cpuTime / 1000, longest: longest / 1000, wall: wall / 1000, latency, kinds };
}

const categories = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "blink"];

async function main() {
  const steps = interactionsFor(options.interactions);
  const costs: StepCost[][] = steps.map(() => []);
  await withBrowser(async (browser) => {
    for (let run = 0; run < runs; run++) {
      const { context, page } = await openPhonePage(browser, `${options.origin}${options.route}`, cpu);
      try {
        for (const [index, step] of steps.entries()) {
          if (step.prepare) await step.prepare(page);
          await page.waitForTimeout(400);
          const since = (await page.evaluate("performance.now()")) as number;
          await browser.startTracing(page, { categories });
          await step.run(page);
          await page.waitForTimeout(600);
          const trace = await browser.stopTracing();
          if (options["trace-dir"])
            writeFileSync(join(options["trace-dir"], `run${run + 1}-step${index + 1}.json`), trace);
          const cost = stepCost(trace, (await interactionLatency(page, since)).ms);
          costs[index]?.push(cost);
          if (options.verbose)
            console.log(
              `run ${run + 1} ${step.name}: cpu ${cost.cpu.toFixed(1)} longest ${cost.longest.toFixed(1)} wall ${cost.wall.toFixed(0)} latency ${cost.latency}`,
            );
        }
      } finally {
        await context.close();
      }
    }
  });
  const rows = steps.map((step, index) => {
    const mine = costs[index] ?? [];
    const med = (pick: (cost: StepCost) => number) => Math.round(median(mine.map(pick)) * 10) / 10;
    return {
      name: step.name,
      cpu: med((cost) => cost.cpu),
      longest: med((cost) => cost.longest),
      wall: med((cost) => cost.wall),
      latency: med((cost) => cost.latency),
      script: med((cost) => cost.kinds.script ?? 0),
      layout: med((cost) => cost.kinds.layout ?? 0),
      paint: med((cost) => cost.kinds.paint ?? 0),
      other: med((cost) => cost.kinds.other ?? 0),
    };
  });
  console.log(
    `${options.route} at ${cpu}x CPU, median of ${runs} (ms; cpu and its kinds are main-thread thread time, unthrottled):`,
  );
  console.log("interaction                     cpu  longest  script  layout  paint  other   wall  latency");
  for (const row of rows)
    console.log(
      `${row.name.padEnd(28)} ${[row.cpu, row.longest, row.script, row.layout, row.paint, row.other]
        .map((value) => value.toFixed(1).padStart(7))
        .join(" ")} ${String(Math.round(row.wall)).padStart(6)} ${String(row.latency).padStart(8)}`,
    );
  if (options.json)
    writeFileSync(options.json, `${JSON.stringify({ route: options.route, cpu, runs, rows }, null, 2)}\n`);
}

await main();
