/**
 * The deployment tests' global setup under `npm test`: Playwright has started their servers and
 * loaded their files (a webServer starts before the global setup), beside the browser tests; the
 * tests themselves wait here until the browser tests have ended, so their flood of requests and
 * their page loads never share the cores with them (scripts/run-tests.ts, decision 053). If the
 * browser tests, or any step before their end, failed, none runs. Run on its own
 * (`npm run test:deploy`), it waits for nothing.
 */
import { existsSync, readFileSync } from "node:fs";
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
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
