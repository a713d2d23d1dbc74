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
import { parseArgs } from "node:util";
import { interactionLatency, interactionsFor, launchBrowser, openPhonePage } from "./interactions.ts";
import { median } from "./report.ts";

const { values: options } = parseArgs({
  options: {
    origin: { type: "string", default: "http://localhost:4130" },
    route: { type: "string", default: "/estimate/" },
    interactions: { type: "string", default: "estimate" },
    cpu: { type: "string", default: "6" },
    runs: { type: "string", default: "5" },
    json: { type: "string" },
    verbose: { type: "boolean", default: false },
    /** Keep each step's trace here (open it in Chromium's performance panel). */
    "trace-dir": { type: "string" },
  },
});
const cpu = Number(options.cpu);
const runs = Number(options.runs);

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
};

/** The kind of work a trace event is, for the breakdown. */
function kindOf(event: TraceEvent): "script" | "layout" | "paint" | "other" {
  const { name } = event;
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
  const inTasks = onMain
    .filter((event) => tasks.some((task) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0)))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kinds: Record<string, number> = {};
  const names = new Map<string, number>();
  const stack: Array<{ event: TraceEvent; end: number; children: number }> = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      const own = (done.event.tdur ?? done.event.dur ?? 0) - done.children;
      const kind = kindOf(done.event);
      kinds[kind] = (kinds[kind] ?? 0) + own / 1000;
      if (options.verbose) names.set(done.event.name, (names.get(done.event.name) ?? 0) + own / 1000);
    }
  };
  for (const event of inTasks) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.children += event.tdur ?? event.dur ?? 0;
    stack.push({ event, end: event.ts + (event.dur ?? 0), children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
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
  const browser = await launchBrowser();
  const steps = interactionsFor(options.interactions);
  const costs: StepCost[][] = steps.map(() => []);
  try {
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
  } finally {
    await browser.close();
  }
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
