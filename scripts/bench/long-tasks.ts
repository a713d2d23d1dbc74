/**
 * What Lighthouse counts as blocking on a page, and what each of those tasks is. Runs Lighthouse
 * as the benchmark does (simulated throttling at a CPU slowdown) and prints, per run:
 *   - the figures (benchmark index, performance, FCP, TBT, CLS);
 *   - the long tasks of Lighthouse's simulation (start and length on the simulated phone);
 *   - every task of the observed page load (unthrottled: Lantern multiplies each by the slowdown)
 *     that would be longer than 50 ms on the phone, with what it spent its time on: script
 *     compiled or run (by file), HTML parsed, style, layout, paint.
 * With simulated throttling a task of d ms on the host is d × slowdown on the phone, so at 4.7x
 * any task over 10.6 ms on the host blocks.
 *
 *   node scripts/bench/long-tasks.ts --url http://localhost:4661/te/ --cpu 4.7 [--runs 3] [--min 30]
 *   (or --origin http://localhost:4661 --route /te/, as the other tools take it)
 *
 * A tool for decision records (docs/decisions/049-main-thread-on-the-phone.md), not a test.
 */
import lighthouse from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { launchChromium } from "./lighthouse-run.ts";
import { toolOptions } from "./trace-options.ts";

const options = toolOptions(
  { cpu: "4.7", runs: "1" },
  {
    /** The page, whole; `--origin` and `--route` make it when it is not given. */
    url: { type: "string" },
    /** The shortest task (ms on the phone) to describe. */
    min: { type: "string", default: "50" },
    /** Only the figures and layout shifts, not the tasks. */
    quiet: { type: "boolean", default: false },
  },
);
const { cpu } = options;
const url = options.url ?? `${options.origin}${options.route}`;
const min = Number(options.min);

type TaskNode = {
  event: {
    name: string;
    tdur?: number;
    args?: { data?: { url?: string; functionName?: string; stackTrace?: unknown } };
  };
  startTime: number;
  duration: number;
  selfTime: number;
  children: TaskNode[];
  parent?: TaskNode;
  attributableURLs: string[];
};

const shortUrl = (url: string | undefined) => (url ? (url.split("/").pop() ?? url).slice(0, 40) : "");

/** What a task's own time (and its children's) went to: event name and, for script, its file. */
function breakdown(task: TaskNode, into = new Map<string, number>()): Map<string, number> {
  const data = task.event.args?.data;
  const file = shortUrl(data?.url);
  const label = file ? `${task.event.name} ${file}` : task.event.name;
  into.set(label, (into.get(label) ?? 0) + task.selfTime);
  for (const child of task.children) breakdown(child, into);
  return into;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function main() {
  const chrome = await launchChromium();
  try {
    for (let run = 1; run <= options.runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        // Only the summary lines when looking for layout shifts.
        ...(options.quiet && { skipAudits: ["screenshot-thumbnails", "final-screenshot"] }),
        throttling: { cpuSlowdownMultiplier: cpu },
      });
      if (!result) throw new Error("Lighthouse returned nothing");
      const { lhr, artifacts } = result;
      const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      console.log(
        `${url} run ${run} at ${cpu}x: index ${lhr.environment.benchmarkIndex}, performance ${Math.round(
          (lhr.categories.performance?.score ?? 0) * 100,
        )}, FCP ${value("first-contentful-paint")} ms, TBT ${value("total-blocking-time")} ms, CLS ${
          lhr.audits["cumulative-layout-shift"]?.numericValue
        }`,
      );
      // Lighthouse's own account of a shift: the element that moved and what it blames.
      const shifts = lhr.audits["layout-shifts"]?.details as { items?: Array<Record<string, unknown>> } | undefined;
      for (const item of shifts?.items ?? []) {
        const node = item.node as { selector?: string; snippet?: string } | undefined;
        const causes = JSON.stringify(item.subItems ?? "");
        console.log(`  layout shift ${item.score}: ${node?.selector ?? ""} ${node?.snippet ?? ""} ${causes}`);
      }
      const debug = (
        lhr.audits["long-tasks"]?.details as
          | { debugData?: { urls: string[]; tasks: Array<Record<string, number>> } }
          | undefined
      )?.debugData;
      if (options.quiet) continue;
      console.log("  simulated long tasks (start, length ms on the phone; time by group):");
      for (const task of debug?.tasks ?? []) {
        const { urlIndex = 0, startTime, duration, ...groups } = task;
        const by = Object.entries(groups)
          .filter(([, ms]) => ms >= 1)
          .map(([group, ms]) => `${group} ${ms}`)
          .join(", ");
        console.log(
          `    ${String(startTime).padStart(7)} ${String(duration).padStart(6)}  ${shortUrl(debug?.urls[urlIndex])}: ${by}`,
        );
      }
      const trace = (artifacts as unknown as { Trace: { traceEvents: unknown[] } }).Trace;
      const processed = TraceProcessor.processTrace(trace as never);
      const navigation = TraceProcessor.processNavigation(processed);
      const tasks = MainThreadTasks.getMainThreadTasks(
        processed.mainThreadEvents,
        processed.frames,
        processed.timestamps.traceEnd,
        processed.timestamps.timeOrigin,
      ) as unknown as TaskNode[];
      const fcp = navigation.timings.firstContentfulPaint;
      console.log(
        `  observed (host) tasks over ${min} ms on the phone; FCP observed at ${round(fcp ?? 0)} ms:` +
          " start ms, host ms (its CPU time: a busy machine pauses the thread), phone ms, what",
      );
      for (const task of tasks.filter((task) => !task.parent && task.duration * cpu >= min)) {
        const parts = [...breakdown(task)]
          .filter(([, ms]) => ms >= 0.5)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([what, ms]) => `${what} ${round(ms)}`)
          .join("; ");
        console.log(
          `    ${String(round(task.startTime)).padStart(7)} ${String(round(task.duration)).padStart(6)} (${round(
            (task.event.tdur ?? 0) / 1000,
          )}) ${String(Math.round(task.duration * cpu)).padStart(5)}  ${parts}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
}

await main();
