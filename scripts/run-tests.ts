/**
 * `npm test`: every check, each after the one it needs, and each step's time at the end
 * (docs/decisions/024-build-and-test-time.md):
 *
 *   test tools → typecheck ‖ lint → unit tests ‖ build ‖ audit → browser tests → deployment tests
 *
 * Steps side by side where each leaves a core idle: the typecheck and the linter use one core each;
 * on their own the unit tests kept the two cores 64 % busy and the build's pre-rendering uses one,
 * so together they took 80 s on a fresh clone against 107 s one after the other (decision 024).
 * The typecheck is not beside the build: both write the route types (.react-router/). The first
 * step of a stage streams its output, the others' is printed whole when each ends, so two reports
 * never interleave, and all run to their end, so one run reports every failure among them.
 * The deployment tests stay after the browser tests: beside them (tried on 27 November 2026) their
 * page sweep and their flood of requests timed out, and the flood slowed every browser test running
 * at the time. The run stops after the first failed stage.
 */
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

type Step = { name: string; script: string };
type Outcome = Step & { code: number; seconds: number };

const stages: Step[][] = [
  [{ name: "test tools", script: "node scripts/ensure-test-tools.ts" }],
  [
    { name: "typecheck", script: "npm run -s typecheck" },
    { name: "lint", script: "npm run -s lint" },
  ],
  [
    { name: "unit tests", script: "npm run -s test:unit" },
    { name: "build", script: "npm run -s build" },
    { name: "audit", script: "npm run -s test:audit" },
  ],
  [{ name: "browser tests", script: "npm run -s test:e2e" }],
  [{ name: "deployment tests", script: "npm run -s test:deploy" }],
];

function run(step: Step, streamed: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.script, {
      shell: true,
      stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!streamed) process.stdout.write(`\n── ${step.name} (${step.script}), ${seconds.toFixed(0)} s ──\n${output}`);
      resolve({ ...step, code: code ?? 1, seconds });
    });
  });
}

const outcomes: Outcome[] = [];
const started = performance.now();
for (const stage of stages) {
  if (stage.length > 1) console.log(`\n── ${stage.map((step) => step.name).join(" and ")}, side by side ──`);
  outcomes.push(...(await Promise.all(stage.map((step, index) => run(step, index === 0)))));
  if (outcomes.some((outcome) => outcome.code !== 0)) break;
}

const width = Math.max(...outcomes.map((outcome) => outcome.name.length));
console.log(
  [
    "",
    "npm test:",
    ...outcomes.map(
      (outcome) =>
        `  ${outcome.name.padEnd(width)}  ${outcome.seconds.toFixed(1).padStart(6)} s  ${outcome.code === 0 ? "passed" : `FAILED (exit ${outcome.code})`}`,
    ),
    `  ${"in all".padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`,
  ].join("\n"),
);
const failed = outcomes.filter((outcome) => outcome.code !== 0);
if (failed.length > 0) {
  console.error(`Failed: ${failed.map((outcome) => `${outcome.name} (${outcome.script})`).join(", ")}`);
  process.exit(1);
}
