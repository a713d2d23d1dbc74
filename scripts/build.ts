/**
 * `npm run build`: the build's steps in order, each in its own process, then a table of what each
 * cost (wall and CPU time, peak memory) and what it made or reused as unchanged
 * (scripts/build-timing.ts). When every step has succeeded, the hash of the sources the build was
 * made from is written to `${BUILD_DIR:-build}/.sources-hash`.
 *
 * `node scripts/build.ts --if-stale` (what `npm start` runs) builds only when that hash differs
 * from the sources' now: a build that is up to date is served as it is. The hash is of the files'
 * contents (every file git tracks or would track, tests and docs aside), Node's version and the
 * settings the build reads from the environment, never of modification times.
 * See docs/decisions/024-build-and-test-time.md.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import type { StepReport, StepUsage, TimingLine } from "./build-timing.ts";

const root = resolve(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const stampFile = join(buildDir, ".sources-hash");

/** The environment settings a build depends on (the form's endpoint, the editor's repository). */
const buildSettings = ["ENQUIRY_ENDPOINT_BASE", "EDITOR_AUTH_URL", "EDITOR_BRANCH", "EDITOR_REPOSITORY", "NODE_ENV"];

/** Files that never reach the built site: tests, their fixtures and the decision records. */
const notBuilt = (file: string) =>
  file.startsWith("tests/") || file.startsWith("docs/") || /\.test\.tsx?$/.test(file) || file.endsWith(".md");

/** The hash of everything the build is made from, or undefined where git cannot list the files. */
export function sourcesHash(): string | undefined {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) return undefined;
  const hash = createHash("sha256").update(process.version);
  for (const name of buildSettings) hash.update(`${name}=${process.env[name] ?? ""}\0`);
  const files = [...new Set(listed.stdout.split("\0").filter(Boolean))].filter((file) => !notBuilt(file)).sort();
  for (const file of files) {
    const path = join(root, file);
    // A tracked file deleted from the working tree is listed but gone.
    hash.update(`${file}\0`).update(existsSync(path) ? readFileSync(path) : "(deleted)");
  }
  return hash.digest("hex");
}

const require = createRequire(import.meta.url);
const reactRouterPackage = require.resolve("@react-router/dev/package.json");
const reactRouterCli = join(
  dirname(reactRouterPackage),
  (JSON.parse(readFileSync(reactRouterPackage, "utf8")) as { bin: Record<string, string> }).bin["react-router"] ?? "",
);

/** The steps, in order: each needs what the one before it wrote. */
const steps: Array<{ name: string; args: string[] }> = [
  { name: "pages", args: [reactRouterCli, "build"] },
  { name: "postbuild", args: ["scripts/postbuild.ts"] },
  { name: "assets", args: ["scripts/build-assets.ts"] },
  { name: "editor", args: ["scripts/build-admin.ts"] },
  { name: "precompress", args: ["scripts/precompress.ts"] },
];

type StepResult = { name: string; wallMs: number; usage?: StepUsage; report?: StepReport };

function run(step: (typeof steps)[number], timingFile: string): Promise<number> {
  const child = spawn(process.execPath, ["--import", join(root, "scripts/build-timing.ts"), ...step.args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_TIMING_FILE: timingFile, BUILD_TIMING_STEP: step.name },
  });
  return new Promise((done, fail) => {
    child.on("error", fail);
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function summary(results: StepResult[], totalMs: number): string {
  const rows = results.map(({ name, wallMs, usage, report }) => [
    name,
    seconds(wallMs),
    usage ? seconds(usage.userMs + usage.systemMs) : "?",
    usage ? `${usage.maxRssMiB} MiB` : "?",
    report?.made === undefined ? "" : String(report.made),
    report?.reused === undefined ? "" : String(report.reused),
    report?.note ?? "",
  ]);
  const header = ["step", "wall", "cpu", "peak memory", "made", "reused (unchanged)", ""];
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0)));
  const lines = table.map((row) =>
    row
      .map((cell, column) =>
        column === 0 || column === row.length - 1
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd(),
  );
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  return [`build: ${seconds(totalMs)} in all (load average ${load})`, ...lines].join("\n");
}

export async function build(): Promise<StepResult[]> {
  const started = performance.now();
  rmSync(stampFile, { force: true });
  mkdirSync(buildDir, { recursive: true });
  const timingFile = join(buildDir, ".timing.jsonl");
  rmSync(timingFile, { force: true });
  const results: StepResult[] = [];
  for (const step of steps) {
    const stepStarted = performance.now();
    const code = await run(step, timingFile);
    results.push({ name: step.name, wallMs: performance.now() - stepStarted });
    if (code !== 0) {
      console.error(`build: the ${step.name} step failed (exit code ${code})`);
      process.exit(code);
    }
  }
  const lines = existsSync(timingFile)
    ? readFileSync(timingFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as TimingLine)
    : [];
  rmSync(timingFile, { force: true });
  for (const result of results) {
    for (const line of lines.filter((entry) => entry.step === result.name)) {
      if (line.kind === "usage") result.usage = line.usage;
      else result.report = { ...result.report, ...line.report };
    }
  }
  const totalMs = performance.now() - started;
  console.log(summary(results, totalMs));
  // For `npm run bench:build`, which reads each step's figures from here.
  writeFileSync(join(buildDir, ".build-timing.json"), `${JSON.stringify({ totalMs, steps: results }, null, 2)}\n`);
  return results;
}

if (import.meta.main) {
  const hash = sourcesHash();
  const built = existsSync(stampFile) && existsSync(join(buildDir, "client", "index.html"));
  if (process.argv.includes("--if-stale") && hash && built && readFileSync(stampFile, "utf8").trim() === hash) {
    console.log(`build: ${buildDir} is up to date with the sources, served as it is`);
  } else {
    await build();
    // Hashed again after the build: a source edited while it ran leaves the build stale.
    if (hash && hash === sourcesHash()) writeFileSync(stampFile, `${hash}\n`);
  }
}
