/**
 * Judges the loads a benchmark run kept (`npm run bench -- --keep-loads`) again, at CPU factors of
 * your choosing: how much each route's figures depend on the factor the run was calibrated to
 * (decision 057). The loads are the same at every factor, so the differences are the factor's.
 *
 *   node scripts/bench/judge-loads.ts --dir /tmp/bench-loads-XXXX --cpu 4.3,6.2 [--build build]
 *
 * Prints, per route and factor, the median over its loads of the performance score and TBT. No
 * server is needed. A tool for decision records, not a test.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { judgeLoad, offMachinePatterns, type RecordedRun } from "./lighthouse-run.ts";
import { median } from "./report.ts";

const { values: options } = parseArgs({
  options: {
    /** The folder `--keep-loads` named. */
    dir: { type: "string" },
    /** Comma-separated CPU factors. */
    cpu: { type: "string", default: "4" },
    /** The build the loads were made of: its files name the off-machine hosts that were blocked. */
    build: { type: "string", default: "build" },
  },
});
const dir = options.dir;
if (!dir) throw new Error("--dir: the folder of kept loads (npm run bench -- --keep-loads prints it)");
const factors = options.cpu.split(",").map(Number);
if (factors.some((factor) => !(factor > 0))) throw new Error("--cpu takes positive numbers, comma-separated");
const blockedUrlPatterns = offMachinePatterns(join(options.build, "client"));

/** Each kept load, by the address it loaded, in the order they were recorded. */
const byRoute = new Map<string, RecordedRun[]>();
for (const name of readdirSync(dir).sort((a, b) => a.localeCompare(b, "en", { numeric: true }))) {
  const artifactsDir = join(dir, name);
  if (name === "warm-up" || !existsSync(join(artifactsDir, "artifacts.json"))) continue;
  const artifacts = JSON.parse(readFileSync(join(artifactsDir, "artifacts.json"), "utf8")) as {
    URL: { requestedUrl: string };
    BenchmarkIndex: number;
  };
  const url = new URL(artifacts.URL.requestedUrl);
  const route = url.pathname + url.search;
  const load = { url: url.href, benchmarkIndex: artifacts.BenchmarkIndex, artifactsDir };
  byRoute.set(route, [...(byRoute.get(route) ?? []), load]);
}

const score = (lhr: Awaited<ReturnType<typeof judgeLoad>>) =>
  Math.round((lhr.categories.performance?.score ?? 0) * 100);
const tbt = (lhr: Awaited<ReturnType<typeof judgeLoad>>) =>
  lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN;

console.log(`| route | loads | ${factors.map((factor) => `perf ${factor}x | TBT ms ${factor}x`).join(" | ")} |`);
console.log(`| ----- | ----: | ${factors.map(() => "---: | ---:").join(" | ")} |`);
for (const [route, loads] of byRoute) {
  const cells: string[] = [];
  for (const cpuSlowdown of factors) {
    const reports = [];
    for (const load of loads) reports.push(await judgeLoad(load, { blockedUrlPatterns, cpuSlowdown }));
    cells.push(String(median(reports.map(score))), String(Math.round(median(reports.map(tbt)))));
  }
  console.log(`| ${route} | ${loads.length} | ${cells.join(" | ")} |`);
}
