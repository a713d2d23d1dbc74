/**
 * `npm test`: every check, each as soon as what it needs has passed, and each step's time at the
 * end (docs/decisions/024-build-and-test-time.md, 028-visitor-tests-at-less-motion.md):
 *
 *   test tools → build → browser tests → deployment tests                  (the critical path)
 *   test tools → lint, unit tests, audit                                   (beside it, at low priority)
 *   build → typecheck; the deployment tests' servers                       (beside the browser tests)
 *
 * Every step from the build on keeps both cores busy, so what shortens the run is work taken off
 * the path, not more of it at once. The unit tests need nothing built: they start at once, under
 * `nice`, so the build (which the browser tests wait for) gets the cores first and the unit tests
 * take what the build and then the browser tests leave idle (measured in decision 028). The
 * typecheck runs after the build, beside the browser tests: it reads the route types
 * (.react-router/), which `react-router build` removes and writes itself, and on the path it took
 * 10 s (decision 053). The deployment tests start as soon as the build has passed, beside the
 * browser tests at low priority, but only their copy of the site and their servers start then
 * (five, one after another, 15-20 s on a fresh clone) and Playwright loads their files; their
 * tests wait in a global setup (tests/deploy/wait-for-step.ts) until the browser tests have ended,
 * then run at this process's priority, and not at all if any step has failed by then: beside the
 * browser tests (tried on 27 November 2026) their page sweep and their flood of requests timed out,
 * and the flood slowed every browser test running at the time.
 *
 * The steps on the path stream their output; a step beside it is printed whole when it ends (held
 * until the path's running step ends, so two reports never interleave). After a failure no new step
 * starts, the running ones finish, so one run reports every failure among them.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { retriedSummary } from "./retried-tests-reporter.ts";

type Step = {
  name: string;
  script: string;
  /** Steps that must have passed first. */
  needs: string[];
  /** Beside the critical path: at low priority, its output printed whole when it ends. */
  aside?: boolean;
  /**
   * Starts when `needs` have passed, beside the path at low priority, with its output held, but its
   * tests wait until this step has ended (and run only if no step has failed by then): what it does
   * before them (its servers) is off the path. Its output streams from then on, and its time is
   * counted from then.
   */
  after?: string;
};
type Outcome = { step: Step; code: number; seconds: number };

const steps: Step[] = [
  { name: "test tools", script: "node scripts/ensure-test-tools.ts", needs: [] },
  { name: "lint", script: "npm run -s lint", needs: ["test tools"], aside: true },
  { name: "unit tests", script: "npm run -s test:unit", needs: ["test tools"], aside: true },
  { name: "audit", script: "npm run -s test:audit", needs: ["test tools"], aside: true },
  { name: "build", script: "npm run -s build", needs: ["test tools"] },
  { name: "typecheck", script: "npm run -s typecheck", needs: ["build"], aside: true },
  { name: "browser tests", script: "npm run -s test:e2e", needs: ["build"] },
  { name: "deployment tests", script: "npm run -s test:deploy", needs: ["build"], after: "browser tests" },
];

/** Where the browser and deployment tests list each test that passed only on a retry (retried-tests-reporter.ts). */
const scratch = mkdtempSync(join(tmpdir(), "npm-test-"));
const retriedTestsFile = join(scratch, "retried-tests.jsonl");
/**
 * Where a step that another waits for (`after`) writes, as it ends, "0" if it and every step before
 * it passed, or else why the waiting step's tests must not run (read by tests/deploy/wait-for-step.ts).
 */
const stepEndedFile = (name: string) => join(scratch, `${name.replaceAll(" ", "-")}.ended`);
/** Why a step started early (`after`) did not run its tests. */
const notRun = new Map<string, string>();

const started = performance.now();
const since = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const outcomes = new Map<string, Outcome>();
const running = new Set<string>();
/** Steps started early (`after`) whose tests still wait: their output is held, like a step beside the path. */
const waiting = new Set<string>();
/** Reports of steps beside the path that ended while a step on the path was streaming. */
const heldReports: string[] = [];
const onPath = (name: string) => !steps.find((step) => step.name === name)?.aside && !waiting.has(name);
const streaming = () => [...running].some(onPath);

function report(text: string) {
  if (streaming()) heldReports.push(text);
  else process.stdout.write(text);
}

/** Steps started early, each with a function that lets its held output through (called when its `after` step ends). */
const releases = new Map<string, () => void>();

function run(step: Step): Promise<Outcome> {
  let begun = performance.now();
  running.add(step.name);
  if (step.after) waiting.add(step.name);
  const beside = step.aside || step.after;
  console.log(
    `\n── ${step.name} (${step.script}) starts at ${since()}${step.aside ? ", beside the path" : ""}${step.after ? `, its tests after the ${step.after}` : ""} ──`,
  );
  return new Promise((resolve) => {
    // `nice` lowers the step's priority and its children's: the build and the browser tests come first.
    const child = spawn(beside ? `nice -n 10 ${step.script}` : step.script, {
      shell: true,
      stdio: beside ? ["ignore", "pipe", "pipe"] : "inherit",
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0"),
        RETRIED_TESTS_FILE: retriedTestsFile,
        ...(step.after
          ? {
              WAIT_FOR_STEP: step.after,
              WAIT_FOR_STEP_FILE: stepEndedFile(step.after),
              WAIT_FOR_STEP_PID: String(process.pid),
            }
          : {}),
      },
    });
    let output = "";
    const take = (chunk: Buffer) => {
      if (waiting.has(step.name) || step.aside) output += chunk;
      else process.stdout.write(chunk);
    };
    child.stdout?.on("data", take);
    child.stderr?.on("data", take);
    if (step.after) {
      releases.set(step.name, () => {
        waiting.delete(step.name);
        console.log(`\n── ${step.name}: its tests start at ${since()}; before them, beside the ${step.after} ──`);
        process.stdout.write(output);
        output = "";
        begun = performance.now();
      });
    }
    child.on("close", (code) => {
      const seconds = (performance.now() - begun) / 1000;
      running.delete(step.name);
      releases.delete(step.name);
      if (step.aside || waiting.has(step.name)) {
        waiting.delete(step.name);
        report(`\n── ${step.name} (${step.script}), ${seconds.toFixed(0)} s ──\n${output}`);
      } else process.stdout.write(heldReports.splice(0).join(""));
      // A step started early waits for this one: tell it how this one ended, and let its output through.
      for (const later of steps.filter((other) => other.after === step.name)) {
        // As for a step not yet started: after any failure its tests do not run.
        const failedBefore = [...outcomes.values()]
          .filter((outcome) => outcome.code !== 0)
          .map(({ step }) => step.name);
        const why =
          code !== 0
            ? `the ${step.name} failed`
            : failedBefore.length > 0
              ? `the ${failedBefore.join(", ")} failed`
              : "";
        if (why) notRun.set(later.name, why);
        writeFileSync(stepEndedFile(step.name), why || "0");
        releases.get(later.name)?.();
      }
      resolve({ step, code: code ?? 1, seconds });
    });
  });
}

const anyFailed = () => [...outcomes.values()].some((outcome) => outcome.code !== 0);
const ready = (step: Step) =>
  !outcomes.has(step.name) && !running.has(step.name) && step.needs.every((name) => outcomes.get(name)?.code === 0);

await new Promise<void>((allDone) => {
  const startReady = () => {
    if (!anyFailed()) {
      for (const step of steps.filter(ready)) {
        run(step).then((outcome) => {
          outcomes.set(step.name, outcome);
          startReady();
        });
      }
    }
    if (running.size === 0) allDone();
  };
  startReady();
});
process.stdout.write(heldReports.splice(0).join(""));

const ran = steps.filter((step) => outcomes.has(step.name));
const width = Math.max(...steps.map((step) => step.name.length));
console.log(
  [
    "",
    "npm test:",
    ...ran.map((step) => {
      const { code, seconds } = outcomes.get(step.name) as Outcome;
      const why = notRun.get(step.name);
      if (why) return `  ${step.name.padEnd(width)}       not run: ${why}`;
      const result = code === 0 ? "passed" : `FAILED (exit ${code})`;
      const where = step.aside
        ? "  (beside)"
        : step.after
          ? `  (from the ${step.after}' end; started beside them)`
          : "";
      return `  ${step.name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${result}${where}`;
    }),
    ...steps
      .filter((step) => !outcomes.has(step.name))
      .map((step) => `  ${step.name.padEnd(width)}       not run: a step failed before it`),
    `  ${"in all".padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`,
    // Every test that passed only on a retry, named: it fails some of the time, and the report says which.
    ...retriedSummary(
      existsSync(retriedTestsFile) ? readFileSync(retriedTestsFile, "utf8") : "",
      Boolean(process.env.CI),
    ),
  ].join("\n"),
);
const failed = ran.filter((step) => outcomes.get(step.name)?.code !== 0 && !notRun.has(step.name));
if (failed.length > 0) {
  console.error(`Failed: ${failed.map((step) => `${step.name} (${step.script})`).join(", ")}`);
  process.exit(1);
}
