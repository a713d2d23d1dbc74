/**
 * What each build step cost, as the step's own process measured it: loaded with `node --import`
 * by scripts/build.ts, it appends one line of JSON to `$BUILD_TIMING_FILE` when the process exits:
 * its CPU time (user and system, every thread of the process included: the workers that draw the
 * assets and zlib's threads) and its peak memory, from `process.resourceUsage()`. A step adds what
 * it did and what it skipped as unchanged with `reportStep`. Without `$BUILD_TIMING_FILE` (a step
 * run on its own) it records nothing.
 */
import { appendFileSync } from "node:fs";
import { isMainThread } from "node:worker_threads";

export type StepReport = {
  /** Files the step wrote that it had to make (drawn, compressed, rendered). */
  made?: number;
  /** Files taken as they were from a cache or an earlier build, because their inputs had not changed. */
  reused?: number;
  /** Anything else worth a word in the summary. */
  note?: string;
};

export type StepUsage = { userMs: number; systemMs: number; maxRssMiB: number };

export type TimingLine = { step: string } & (
  | { kind: "report"; report: StepReport }
  | { kind: "usage"; usage: StepUsage }
);

const file = process.env.BUILD_TIMING_FILE;
const step = process.env.BUILD_TIMING_STEP ?? "";

/** Records what the running step did, for the build's summary (nothing when run outside scripts/build.ts). */
export function reportStep(report: StepReport): void {
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ step, kind: "report", report } satisfies TimingLine)}\n`);
}

/** The process's CPU time and peak memory so far. */
export function usageNow(): StepUsage {
  const usage = process.resourceUsage();
  return {
    userMs: Math.round(usage.userCPUTime / 1000),
    systemMs: Math.round(usage.systemCPUTime / 1000),
    maxRssMiB: Math.round(usage.maxRSS / 1024),
  };
}

// Only the step's own process records its usage: a process it starts inherits the environment
// but not the preload, and worker threads are counted in the process's figures.
if (file && step && isMainThread && process.execArgv.some((argument) => argument.includes("build-timing"))) {
  process.on("exit", () => {
    appendFileSync(file, `${JSON.stringify({ step, kind: "usage", usage: usageNow() } satisfies TimingLine)}\n`);
  });
}
