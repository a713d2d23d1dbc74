/**
 * Judges the loads a benchmark run kept again, at CPU factors of your choosing: how much each
 * route's figures depend on the factor the run was calibrated to (decision 057). The loads are the
 * same at every factor, so the differences are the factor's.
 *
 *   npm run bench -- --keep-loads        # at its end: "bench: the recorded loads are kept in /tmp/bench-loads-…"
 *   node scripts/bench/judge-loads.ts --dir /tmp/bench-loads-… --cpu 4.3,5.5
 *
 * Prints a table: per route and factor, the median over its loads of the performance score and
 * TBT. With `--tasks`, also each load's TBT and Lighthouse's `long-tasks` items for it (start and
 * length on the phone, and the script each is attributed to), under the table: the tasks of 50 ms
 * or more of the whole simulated load, before the first paint too, at most 20; not only those TBT
 * counts. It needs no server and no build (each load carries its own settings), but the same
 * Lighthouse version that recorded the loads. Judging takes about a second a load a factor. The
 * folder (about 5 MB a load) is not deleted: remove it when done. The run's own factor is in its
 * report and in bench/results/latest.json. A tool for decision records, not a test.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { judgeLoad, type RecordedRun } from "./lighthouse-run.ts";
import { median } from "./report.ts";

const { values: options } = parseArgs({
  options: {
    /** The folder `--keep-loads` named. */
    dir: { type: "string" },
    /** Comma-separated CPU factors, such as the run's own and another host's. */
    cpu: { type: "string" },
    /** Also every load's long tasks, as the phone runs them. */
    tasks: { type: "boolean", default: false },
  },
});
const dir = options.dir;
if (!dir) throw new Error("--dir: the folder of kept loads (npm run bench -- --keep-loads prints it at its end)");
const factors = (options.cpu ?? "").split(",").map(Number);
if (factors.some((factor) => !(factor > 0))) throw new Error("--cpu: one or more CPU factors, comma-separated");

type SavedArtifacts = {
  URL: { requestedUrl: string };
  BenchmarkIndex: number;
  settings: { blockedUrlPatterns?: string[] };
};

/** Each kept load, by the address it loaded, in the order they were recorded. */
const byRoute = new Map<string, Array<RecordedRun & { blockedUrlPatterns: string[] }>>();
for (const name of readdirSync(dir).sort((a, b) => a.localeCompare(b, "en", { numeric: true }))) {
  const artifactsDir = join(dir, name);
  if (name === "warm-up" || !existsSync(join(artifactsDir, "artifacts.json"))) continue;
  const artifacts = JSON.parse(readFileSync(join(artifactsDir, "artifacts.json"), "utf8")) as SavedArtifacts;
  const url = new URL(artifacts.URL.requestedUrl);
  const route = url.pathname + url.search;
  const load = {
    url: url.href,
    benchmarkIndex: artifacts.BenchmarkIndex,
    artifactsDir,
    // Judged with the hosts blocked as they were when it was recorded (Lighthouse checks they match).
    blockedUrlPatterns: artifacts.settings.blockedUrlPatterns ?? [],
  };
  byRoute.set(route, [...(byRoute.get(route) ?? []), load]);
}
if (byRoute.size === 0) throw new Error(`${dir} holds no recorded loads`);

const score = (lhr: Awaited<ReturnType<typeof judgeLoad>>) =>
  Math.round((lhr.categories.performance?.score ?? 0) * 100);
const tbt = (lhr: Awaited<ReturnType<typeof judgeLoad>>) =>
  lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN;

type LongTask = { url: string; startTime: number; duration: number };
/** One load's TBT and its simulated long tasks: "start+length file", longest first. */
const taskLine = (route: string, factor: number, lhr: Awaited<ReturnType<typeof judgeLoad>>) => {
  const items = (lhr.audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  const tasks = items.map(
    ({ url, startTime, duration }) =>
      `${Math.round(startTime)}+${Math.round(duration)} ${url.split("/").pop() || "(page)"}`,
  );
  return `${route} at ${factor}x: TBT ${Math.round(tbt(lhr))} ms; ${tasks.join(", ") || "no long task"}`;
};
const taskLines: string[] = [];

console.log(`| route | loads | ${factors.map((factor) => `perf ${factor}x | TBT ms ${factor}x`).join(" | ")} |`);
console.log(`| ----- | ----: | ${factors.map(() => "---: | ---:").join(" | ")} |`);
for (const [route, loads] of byRoute) {
  const cells: string[] = [];
  for (const cpuSlowdown of factors) {
    const reports = [];
    for (const load of loads) {
      const lhr = await judgeLoad(load, { blockedUrlPatterns: load.blockedUrlPatterns, cpuSlowdown });
      reports.push(lhr);
      if (options.tasks) taskLines.push(taskLine(route, cpuSlowdown, lhr));
    }
    cells.push(String(median(reports.map(score))), String(Math.round(median(reports.map(tbt)))));
  }
  console.log(`| ${route} | ${loads.length} | ${cells.join(" | ")} |`);
}
if (taskLines.length > 0) console.log(`\n${taskLines.join("\n")}`);
