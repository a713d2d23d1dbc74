/**
 * `npm run bench:build`: how long the build takes, as a newcomer and an owner meet it. In a fresh
 * clone of this repository's last commit (its node_modules linked file by file from this one's,
 * without the caches, as `npm install` leaves them), it times:
 *   1. `npm start` on the fresh clone, until the site answers (everything drawn and compressed);
 *   2. `npm run build` again with nothing changed;
 *   3. `npm start` again with nothing changed (the build is up to date, so it only serves);
 *   4. `npm run build` after a one-word change to the English about page.
 * For each build it prints every step's wall and CPU time, its peak memory and the files it made
 * and reused (from the build's own record, scripts/build-timing.ts), with the machine's load
 * average, since on a shared machine the load moves every figure.
 *
 *   npm run bench:build                # port 4408, or $BENCH_BUILD_PORT
 *   npm run bench:build -- --keep      # keep the clone (its path is printed)
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repository = resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_BUILD_PORT ?? 4408);
const keep = process.argv.includes("--keep");
const workspace = mkdtempSync(join(tmpdir(), "bench-build-"));
const clone = join(workspace, "site");

type StepFigures = {
  name: string;
  wallMs: number;
  usage?: { userMs: number; systemMs: number; maxRssMiB: number };
  report?: { made?: number; reused?: number; note?: string };
};
type Run = { label: string; wallMs: number; load: string; steps: StepFigures[]; files: number };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function must(command: string, args: string[], cwd = repository): void {
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

/** Files in the built site, compressed copies included. */
function filesIn(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) =>
    statSync(join(folder, name)).isFile(),
  ).length;
}

/** The build's own record of its last run (scripts/build.ts), or none when it was up to date. */
function buildRecord(startedAt: number): StepFigures[] {
  const file = join(clone, "build", ".build-timing.json");
  try {
    if (statSync(file).mtimeMs < startedAt) return [];
    return (JSON.parse(readFileSync(file, "utf8")) as { steps: StepFigures[] }).steps;
  } catch {
    return [];
  }
}

const env = { ...process.env, BUILD_DIR: "build", PORT: String(port), HOST: "127.0.0.1" };

/** `npm run build` in the clone. */
function build(label: string): Run {
  const startedAt = Date.now();
  const before = load();
  const started = performance.now();
  must("npm", ["run", "--silent", "build"], clone);
  const wallMs = performance.now() - started;
  return {
    label,
    wallMs,
    load: `${before} -> ${load()}`,
    steps: buildRecord(startedAt),
    files: filesIn(join(clone, "build", "client")),
  };
}

/** `npm start` in the clone, until the home page answers 200; then the server is stopped. */
async function start(label: string): Promise<Run> {
  const startedAt = Date.now();
  const before = load();
  const started = performance.now();
  const server = spawn("npm", ["start"], { cwd: clone, env, stdio: "inherit", detached: true });
  let exited = false;
  server.on("exit", () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error("npm start stopped before the site answered");
      const answer = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
      if (answer?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    if (server.pid && !exited) process.kill(-server.pid, "SIGTERM");
  }
  const wallMs = performance.now() - started;
  return {
    label,
    wallMs,
    load: `${before} -> ${load()}`,
    steps: buildRecord(startedAt),
    files: filesIn(join(clone, "build", "client")),
  };
}

function print(runs: Run[]): void {
  for (const run of runs) {
    console.log(
      `\n${run.label}: ${seconds(run.wallMs)} (load average ${run.load}), ${run.files} files in build/client`,
    );
    if (run.steps.length === 0) {
      console.log("  no build step ran: the build was up to date");
      continue;
    }
    for (const step of run.steps) {
      const cpu = step.usage ? seconds(step.usage.userMs + step.usage.systemMs) : "?";
      const memory = step.usage ? `${step.usage.maxRssMiB} MiB` : "?";
      const made =
        step.report?.made === undefined ? "" : `, made ${step.report.made}, reused ${step.report.reused ?? 0}`;
      console.log(
        `  ${step.name.padEnd(12)} wall ${seconds(step.wallMs).padStart(7)}  cpu ${cpu.padStart(7)}  peak ${memory.padStart(8)}${made}${step.report?.note ? ` (${step.report.note})` : ""}`,
      );
    }
    const peak = Math.max(...run.steps.map((step) => step.usage?.maxRssMiB ?? 0));
    console.log(`  peak memory of any step: ${peak} MiB`);
  }
}

try {
  console.log(`bench:build: cloning into ${clone} (load average ${load()})`);
  must("git", ["clone", "--quiet", repository, clone]);
  // As `npm install` leaves them: the same files (hard links, so nothing is copied), no caches.
  must("cp", ["-al", join(repository, "node_modules"), join(clone, "node_modules")]);
  rmSync(join(clone, "node_modules", ".cache"), { recursive: true, force: true });
  rmSync(join(clone, "node_modules", ".vite"), { recursive: true, force: true });

  const runs: Run[] = [];
  runs.push(await start("fresh clone: npm start until the site answers"));
  runs.push(build("rebuild, nothing changed: npm run build"));
  runs.push(await start("npm start again, nothing changed"));
  const words = join(clone, "app", "content", "words", "en", "about.json");
  const text = readFileSync(words, "utf8");
  if (!text.includes('"Our story"')) throw new Error(`${words} no longer has "Our story" to change`);
  writeFileSync(words, text.replace('"Our story"', '"Our history"'));
  runs.push(build('one word changed ("Our story" to "Our history" on /about/): npm run build'));
  print(runs);
} finally {
  if (keep) console.log(`\nkept ${clone}`);
  else rmSync(workspace, { recursive: true, force: true });
}
