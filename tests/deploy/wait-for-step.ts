/**
 * The deployment tests' global setup under `npm test`: Playwright has started their servers and
 * loaded their files (a webServer starts before the global setup), beside the browser tests; the
 * tests themselves wait here until the browser tests have ended, so their flood of requests and
 * their page loads never share the cores with them (scripts/run-tests.ts, decision 053). If the
 * browser tests, or any step before their end, failed, none runs. Run on its own
 * (`npm run test:deploy`), it waits for nothing.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

export default async function waitForStep() {
  const file = process.env.WAIT_FOR_STEP_FILE;
  if (!file) return;
  const step = process.env.WAIT_FOR_STEP ?? "the step before";
  // `npm test` writes there as the step ends; if `npm test` itself is gone, stop.
  const runner = Number(process.env.WAIT_FOR_STEP_PID);
  while (!existsSync(file)) {
    if (runner && !isRunning(runner))
      throw new Error(`npm test ended before the ${step}: the deployment tests are not run.`);
    await sleep(200);
  }
  // "0", or why not: the step, or one before it, failed.
  const ended = readFileSync(file, "utf8").trim();
  if (ended !== "0") throw new Error(`${ended}: the deployment tests are not run.`);
  // `npm test` started this run at low priority to keep it out of the browser tests' way; its tests
  // (and the workers started from here) run at the priority `npm test` has, where that is allowed.
  const priority = runner ? getPriority(runner) : getPriority();
  for (const pid of [process.pid, ...descendants(process.pid)]) {
    // Linux keeps a priority per thread: each of the process's threads.
    for (const thread of threadsOf(pid)) {
      try {
        setPriority(thread, priority);
      } catch {
        // Raising a priority back needs root (CAP_SYS_NICE); without it, the run stays at `nice`.
      }
    }
  }
}

function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/** The processes started under `pid` (Linux): here, the servers and what they started. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's id is the second field after the command name, which is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  const found: number[] = [];
  const walk = (id: number) => {
    for (const child of parents.get(id) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
