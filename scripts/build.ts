/**
 * `npm run build`: the build's steps, each in its own process, then a table of what each cost
 * (wall and CPU time, peak memory) and what it made or reused as unchanged
 * (scripts/build-timing.ts). The drawing of the generated files (scripts/build-assets.ts
 * --draw-only) runs beside the pages' build, which leaves a core mostly idle; the step that
 * copies them into the site runs after it, since Vite empties the folder.
 *
 * When every step has succeeded, it records the hash of the sources the build was made from in
 * `${BUILD_DIR:-build}/.sources-hash`, and the hash of every file it wrote in
 * `${BUILD_DIR:-build}/.output-hash`. When both still match, the build is up to date: `npm run
 * build`, and so `npm start`, leave it as it is (`npm run build -- --force` builds anyway).
 * The sources' hash is of the files' contents (every file git tracks or would track, tests and
 * docs aside), Node's version and the settings the build reads from the environment, never of
 * modification times. See docs/decisions/024-build-and-test-time.md.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileTypes } from "../app/lib/security-headers.ts";
import type { StepReport, StepUsage, TimingLine } from "./build-timing.ts";

const root = resolve(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const stampFile = join(buildDir, ".sources-hash");
const outputStampFile = join(buildDir, ".output-hash");
const clientDir = join(buildDir, "client");

/** The environment settings a build depends on (the form's endpoint, the editor's repository). */
const buildSettings = ["ENQUIRY_ENDPOINT_BASE", "EDITOR_AUTH_URL", "EDITOR_BRANCH", "EDITOR_REPOSITORY", "NODE_ENV"];

/** Files that never reach the built site: tests, their fixtures and the decision records. */
const notBuilt = (file: string) =>
  file.startsWith("tests/") || file.startsWith("docs/") || /\.test\.tsx?$/.test(file) || file.endsWith(".md");

/**
 * What a listed path contributes to the sources' hash. Git lists a symbolic link as one path, even
 * a link to a folder (a shared `node_modules`, issue 51: the build stopped with EISDIR here): a
 * link counts by where it points, anything else that is not a plain file by its kind.
 */
export function sourceBytes(path: string): Buffer | string {
  // A tracked file deleted from the working tree is listed but gone.
  if (!existsSync(path) && !isLink(path)) return "(deleted)";
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return `(link to ${readlinkSync(path)})`;
  if (!stats.isFile()) return "(not a file)";
  return readFileSync(path);
}

const isLink = (path: string) => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

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
  for (const file of files) hash.update(`${file}\0`).update(sourceBytes(join(root, file)));
  return hash.digest("hex");
}

/** The hash of every file in the built site, by path and content: a file changed or removed by hand shows. */
export function outputHash(): string | undefined {
  if (!existsSync(clientDir)) return undefined;
  const hash = createHash("sha256");
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const path = join(clientDir, file);
    if (statSync(path).isFile()) hash.update(`${file}\0`).update(readFileSync(path));
  }
  return hash.digest("hex");
}

const readStamp = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").trim() : undefined);

/** Whether the build folder holds, untouched, what a build of these sources wrote. */
function upToDate(sources: string | undefined): boolean {
  const recorded = readStamp(stampFile);
  if (!sources || recorded !== sources) return false;
  const output = readStamp(outputStampFile);
  return output !== undefined && output === outputHash();
}

const require = createRequire(import.meta.url);
const reactRouterPackage = require.resolve("@react-router/dev/package.json");
const reactRouterCli = join(
  dirname(reactRouterPackage),
  (JSON.parse(readFileSync(reactRouterPackage, "utf8")) as { bin: Record<string, string> }).bin["react-router"] ?? "",
);

type Step = { name: string; args: string[] };

/** Reads the content in every language and says each problem it has, once (scripts/check-content.ts). */
const contentCheck: Step = { name: "content check", args: ["scripts/check-content.ts"] };

/** Draws the generated files into their cache while the pages build: it needs nothing the pages' build writes. */
const drawAhead: Step = { name: "drawing", args: ["scripts/build-assets.ts", "--draw-only"] };

/** The steps, in order: each needs what the one before it wrote. */
const steps: Step[] = [
  { name: "pages", args: [reactRouterCli, "build"] },
  { name: "postbuild", args: ["scripts/postbuild.ts"] },
  { name: "assets", args: ["scripts/build-assets.ts"] },
  { name: "editor", args: ["scripts/build-admin.ts"] },
  { name: "precompress", args: ["scripts/precompress.ts"] },
];

type StepResult = { name: string; wallMs: number; usage?: StepUsage; report?: StepReport };

/** Steps running now, stopped when another fails. */
const running = new Set<ReturnType<typeof spawn>>();

function run(step: Step, timingFile: string): Promise<number> {
  const child = spawn(process.execPath, ["--import", join(root, "scripts/build-timing.ts"), ...step.args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_TIMING_FILE: timingFile, BUILD_TIMING_STEP: step.name },
  });
  running.add(child);
  return new Promise((done, fail) => {
    child.on("error", fail);
    child.on("exit", (code, signal) => {
      running.delete(child);
      done(code ?? (signal ? 1 : 0));
    });
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

/**
 * Files of the site that are neither a page nor a kind `fileTypes` names. Cloudflare Pages gives a
 * file the policy under which no script runs by its extension (`_headers`, rendered from that
 * list): a file of another kind would get a page's policy there.
 */
export function filesOfUnknownKind(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file !== "_headers" && statSync(join(folder, file)).isFile())
    .filter((file) => {
      const extension = /\.[^./\\]+$/.exec(file)?.[0]?.toLowerCase() ?? "";
      return extension !== ".html" && !(extension in fileTypes);
    });
}

export async function build(): Promise<StepResult[]> {
  const started = performance.now();
  rmSync(stampFile, { force: true });
  rmSync(outputStampFile, { force: true });
  mkdirSync(buildDir, { recursive: true });
  // Outside the build folder, which the pages' build may empty while the drawing reports.
  const timingFile = join(tmpdir(), `build-timing-${process.pid}.jsonl`);
  rmSync(timingFile, { force: true });
  const results: StepResult[] = [];
  let failed = false;
  const timed = async (step: Step) => {
    const stepStarted = performance.now();
    const code = await run(step, timingFile);
    results.push({ name: step.name, wallMs: performance.now() - stepStarted });
    // The first step to fail is the one named: the others it stops exit failing too.
    if (code !== 0 && !failed) {
      failed = true;
      for (const child of running) child.kill();
      console.error(`build: the ${step.name} step failed (exit code ${code})`);
      process.exit(code);
    }
  };
  // The content first, alone: each of its problems said once, in plain words, and none left for the steps after it.
  await timed(contentCheck);
  process.env.CONTENT_BEHIND_SAID = "1";
  const drawing = timed(drawAhead);
  for (const step of steps) {
    if (step.name === "assets") await drawing;
    await timed(step);
  }
  const unlisted = filesOfUnknownKind(clientDir);
  if (unlisted.length > 0) {
    console.error(
      `build: files of a kind the hosts' headers do not know (add the extension to fileTypes in app/lib/security-headers.ts):\n${unlisted.join("\n")}`,
    );
    process.exit(1);
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
  // Before anything else, and even when the build is up to date: every build warns of the samples
  // left, and a build that publishes (`--publish`: `npm run build:publish`) stops on them
  // (scripts/check-launch.ts, decisions 021 and 030).
  const publish = process.argv.includes("--publish") ? ["--publish"] : [];
  const launchCheck = spawnSync(process.execPath, ["scripts/check-launch.ts", "--build", ...publish], {
    cwd: root,
    stdio: "inherit",
  });
  if (launchCheck.status !== 0) process.exit(launchCheck.status ?? 1);
  const sources = sourcesHash();
  if (!process.argv.includes("--force") && upToDate(sources)) {
    console.log(`build: ${buildDir} is up to date with the sources, left as it is (--force builds anyway)`);
  } else {
    await build();
    // Hashed again after the build: a source edited while it ran leaves the build stale.
    if (sources && sources === sourcesHash()) {
      writeFileSync(outputStampFile, `${outputHash()}\n`);
      writeFileSync(stampFile, `${sources}\n`);
    }
  }
}
