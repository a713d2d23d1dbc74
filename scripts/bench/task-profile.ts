/**
 * What each long task of a page's load is made of: loads a served build in Chromium, records a
 * trace with the JavaScript sampler on, and for every main-thread task of at least `--min` ms
 * prints its wall and CPU time (a shared machine pauses the thread: CPU time is what the page
 * asked for), the trace events it spent its time in (compile, parse, style, layout, paint) and
 * the JavaScript it ran, by the phase of React and React Router it was in (through the build's
 * source maps: `react-router build --sourcemapClient`).
 *
 * Lighthouse's simulated throttling measures the page unthrottled and multiplies each task by the
 * CPU slowdown, so `--cpu 1` (the default) shows the tasks Lighthouse sees; a task of d ms blocks
 * for d × slowdown − 50 ms on the phone.
 *
 *   node scripts/bench/task-profile.ts --origin http://localhost:4661 --dir build/client --route /te/ \
 *     [--cpu 1] [--min 8] [--runs 1] [--summary] [--stacks]
 *
 * A tool for decision records (docs/decisions/049-main-thread-on-the-phone.md), not a test.
 */
import { observerScript } from "./interactions.ts";
import {
  loadUntilHydrated,
  phonePage,
  rendererMainThread,
  selfTimes,
  sourceMaps,
  type TraceEvent,
  toolOptions,
  withBrowser,
} from "./trace-options.ts";

const options = toolOptions(
  { cpu: "1", runs: "1" },
  {
    dir: { type: "string", default: "build/client" },
    min: { type: "string", default: "8" },
    /** The phone's slowdown, for the blocking estimate (Lantern's: each task × slowdown − 50 ms). */
    slowdown: { type: "string", default: "4.7" },
    /** Only each run's summary line, not every task. */
    summary: { type: "boolean", default: false },
    /**
     * Also each task's heaviest call stacks (their 12 innermost frames, outermost first): which
     * component or effect a phase ran (a render inside the effects' task shows as
     * flushPassiveEffects > … > renderRootSync). Without it, each task still names the site's own
     * code its samples were in.
     */
    stacks: { type: "boolean", default: false },
  },
);
const { cpu } = options;
const min = Number(options.min);

/** A trace event with the sampler's data and the scripts' addresses. */
type SampledEvent = TraceEvent & {
  args?: {
    name?: string;
    data?: {
      url?: string;
      cpuProfile?: {
        nodes?: Array<{ id: number; parent?: number; callFrame: CallFrame }>;
        samples?: number[];
      };
      timeDeltas?: number[];
      startTime?: number;
    };
  };
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };

/**
 * The phases a sample is counted in: the outermost of these functions on its stack names it.
 * Names are React's and React Router's own (source-mapped), the app's files by path.
 */
const phases: Array<[RegExp, string]> = [
  [/^(decodeViaTurboStream|decode|unflatten|hydrate) .*turbo-stream/, "loader data decode (turbo-stream)"],
  [/^createHydratedRouter /, "createHydratedRouter (router, history, routes)"],
  [/^(commitRoot|commitRootImpl|flushMutationEffects|flushLayoutEffects|commitMutationEffects)/, "React commit"],
  [/^flushPassiveEffects/, "React passive effects"],
  [/^(workLoopSync|renderRootSync) /, "React render, synchronous"],
  [/^(workLoopConcurrentByScheduler|workLoopConcurrent|renderRootConcurrent) /, "React render, time-sliced"],
  [/^flushSyncWorkAcrossRoots/, "React sync update (microtask)"],
];

const sourceMapOf = sourceMaps(options.dir);

function frameName(frame: CallFrame): string {
  const { url, functionName, lineNumber, columnNumber } = frame;
  // V8's own entries are already in brackets: (program), (idle), (garbage collector).
  if (!url) return functionName.startsWith("(") ? functionName : functionName ? `(${functionName})` : "(program)";
  if (!url.startsWith("http")) return `${functionName} ${url.split("/").pop()}`;
  const chunk = new URL(url).pathname.split("/").pop() ?? url;
  const map = sourceMapOf(url);
  if (!map) return `${functionName || "(anonymous)"} ${chunk}`;
  const position = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const file = (position.source ?? chunk).replace(/^.*?(node_modules\/|app\/)/, "$1");
  return `${position.name ?? functionName ?? "(anonymous)"} ${file}`;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function analyse(events: SampledEvent[]) {
  const main = rendererMainThread(events);
  if (!main) throw new Error("No renderer main thread in the trace");
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const navigation =
    events.find((e) => e.name === "navigationStart" && e.pid === main.pid)?.ts ??
    onMain.find((e) => e.ph === "X")?.ts ??
    0;

  // The sampler's profile: nodes and samples arrive in chunks, with time deltas from its start.
  const nodes = new Map<number, { parent?: number; name: string }>();
  const samples: Array<{ ts: number; node: number }> = [];
  const profile = events.find((e) => e.name === "Profile" && e.pid === main.pid);
  let time = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === "ProfileChunk" && e.pid === main.pid && e.id === profile?.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, { parent: node.parent, name: frameName(node.callFrame) });
    }
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, index) => {
      time += deltas[index] ?? 0;
      samples.push({ ts: time, node: id });
    });
  }
  const stackOf = (id: number) => {
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = nodes.get(at)?.parent) {
      const node = nodes.get(at);
      if (node) stack.push(node.name);
    }
    return stack; // innermost first
  };

  const tasks = onMain
    // By CPU time: on a busy machine a task's wall time includes the time the thread was paused.
    .filter((e) => e.ph === "X" && e.name === "RunTask" && (e.tdur ?? e.dur ?? 0) >= min * 1000)
    .sort((a, b) => a.ts - b.ts);
  const lines: string[] = [];
  // The blocking Lantern would count, from CPU time: from the task that paints first onwards.
  const slowdown = Number(options.slowdown);
  // The task that lays out the page for its first paint: of the tasks before the modules run
  // (the boot script waits for that paint), the longest one that lays out.
  const everyTask = onMain.filter((e) => e.ph === "X" && e.name === "RunTask").sort((a, b) => a.ts - b.ts);
  const within = (task: TraceEvent, name: string) =>
    onMain.some((e) => e.name === name && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
  const modulesRun = onMain.find((e) => e.name === "v8.evaluateModule")?.ts ?? Number.POSITIVE_INFINITY;
  const cpuOf = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
  const paintTask = everyTask
    .filter((task) => task.ts < modulesRun && within(task, "Layout"))
    .reduce<TraceEvent | undefined>(
      (longest, task) => (!longest || cpuOf(task) > cpuOf(longest) ? task : longest),
      undefined,
    );
  const cpuMs = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const counted = everyTask.filter((e) => paintTask && e.ts >= paintTask.ts);
  const blocking = (list: TraceEvent[]) => list.reduce((sum, e) => sum + Math.max(0, cpuMs(e) * slowdown - 50), 0);
  const firstPaintCpu = paintTask ? cpuMs(paintTask) : 0;
  const summary =
    `first-paint task ${round(firstPaintCpu)} ms CPU; after it, tasks over ${round(50 / slowdown)} ms CPU: ` +
    `${
      counted
        .filter((e) => e !== paintTask && cpuMs(e) * slowdown > 50)
        .map((e) => round(cpuMs(e)))
        .join(", ") || "none"
    }; ` +
    `blocking at ${slowdown}x from CPU time: ${Math.round(blocking(counted))} ms ` +
    `(first-paint task ${Math.round(blocking(paintTask ? [paintTask] : []))}, the rest ${Math.round(
      blocking(counted.filter((e) => e !== paintTask)),
    )})`;
  // The same from wall time, as Lantern counts: on a busy machine it includes the thread's pauses,
  // and waits on the browser process (storage) that take no CPU.
  const wallMs = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  const hydrationWall = counted
    .filter((e) => e !== paintTask)
    .reduce((sum, e) => sum + Math.max(0, wallMs(e) * slowdown - 50), 0);
  const summaryWithWall = `${summary}; the rest from wall time: ${Math.round(hydrationWall)} ms`;
  if (options.summary) return [`  ${summaryWithWall}`];
  lines.push(`  ${summaryWithWall}`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const children = onMain.filter((e) => e.ph === "X" && e.ts >= task.ts && e.ts < end && e !== task);
    // Trace events' own time (less their children's), as the profile of the task's non-script work.
    const self = selfTimes(children, (event) => {
      const url = event.args?.data?.url;
      return `${event.name}${url ? ` ${url.split("/").pop()}` : ""}`;
    });
    const events = [...self]
      .filter(([name, ms]) => ms >= 0.5 && !/^(FunctionCall|v8\.callFunction|RunMicrotasks|V8\.\w+)$/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${round(ms)}`);

    // Samples in the task: by phase (outermost match on the stack) and by innermost function.
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    const byPhase = new Map<string, number>();
    const byFunction = new Map<string, number>();
    const bySiteCode = new Map<string, number>();
    const stacks = new Map<string, number>();
    let sampled = 0;
    inTask.forEach((sample, index) => {
      const next = inTask[index + 1]?.ts ?? end;
      const ms = (next - sample.ts) / 1000;
      const stack = stackOf(sample.node);
      const top = stack[0] ?? "(none)";
      if (top === "(idle)" || top === "(program)") return;
      sampled += ms;
      const phase =
        [...stack].reverse().reduce<string | undefined>((found, name) => {
          if (found) return found;
          return phases.find(([pattern]) => pattern.test(name))?.[1];
        }, undefined) ??
        stack.findLast((name) => /\bapp\//.test(name))?.replace(/^.* (app\/)/, "$1") ??
        "other script";
      byPhase.set(phase, (byPhase.get(phase) ?? 0) + ms);
      byFunction.set(top, (byFunction.get(top) ?? 0) + ms);
      // The site's own code nearest the sample: the component or hook the time went to.
      const siteCode = stack.find((name) => /\bapp\//.test(name));
      if (siteCode) bySiteCode.set(siteCode, (bySiteCode.get(siteCode) ?? 0) + ms);
      // The 12 innermost frames, where the component or effect is, read from the outside in.
      const outermostFirst = stack.slice(0, 12).reverse().join(" > ");
      if (options.stacks) stacks.set(outermostFirst, (stacks.get(outermostFirst) ?? 0) + ms);
    });
    const sorted = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .filter(([, ms]) => ms >= 0.5)
        .slice(0, count)
        .map(([name, ms]) => `${name} ${round(ms)}`);
    lines.push(
      `  ${String(round((task.ts - navigation) / 1000)).padStart(7)} ms: ${round((task.dur ?? 0) / 1000)} ms wall, ${round(
        (task.tdur ?? 0) / 1000,
      )} ms CPU; script sampled ${round(sampled)} ms`,
      `      events: ${events.join("; ") || "-"}`,
      ...(sampled > 0.5
        ? [
            `      script by phase: ${sorted(byPhase, 6).join("; ")}`,
            `      script by function: ${sorted(byFunction, 6).join("; ")}`,
            `      the site's code: ${sorted(bySiteCode, 8).join("; ") || "-"}`,
            ...sorted(stacks, 6).map((line) => `      stack: ${line}`),
          ]
        : []),
    );
  }
  return lines;
}

const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-v8.cpu_profiler",
  "v8.execute",
  "v8",
  "blink",
  "loading",
  "toplevel",
];

async function main() {
  await withBrowser(async (browser) => {
    for (let run = 1; run <= options.runs; run++) {
      const { context, page } = await phonePage(browser, { cpu, initScript: observerScript });
      await browser.startTracing(page, { categories: traceCategories });
      await loadUntilHydrated(page, `${options.origin}${options.route}`);
      await page.waitForTimeout(1500 * cpu);
      const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: SampledEvent[] };
      await context.close();
      console.log(
        `${options.origin}${options.route} run ${run} at ${cpu}x CPU${options.summary ? "" : `: main-thread tasks of ${min} ms or more`}`,
      );
      console.log(analyse(trace.traceEvents).join("\n"));
    }
  });
}

await main();
