/**
 * Runs after `react-router build`: draws the brochure, sample certificates, share images, icons
 * and manifest from the content into the built site (see scripts/assets/generate.ts). Vite's
 * module runner loads the content, which is TypeScript with extension-less imports.
 *
 * Only the jobs whose inputs changed are drawn; the rest are copied from the cache. Drawn on every
 * core, up to `maxDrawers`: this thread and worker threads (scripts/assets/draw-worker.ts), each
 * taking the next job when it finishes one (the PDFs in this thread, see `isPdf`). Each drawer holds its
 * own copy of the content, fonts and renderers, about 300 MB: 2 drawers on the 2-core machine stay
 * under 1 GB in all, and `maxDrawers` bounds a bigger machine at about 1.3 GB.
 */
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { runnerImport } from "vite";
import type { DrawAnswer, DrawRequest } from "./assets/draw-worker.ts";
import { reportStep } from "./build-timing.ts";

const root = join(import.meta.dirname, "..");
const outDir = join(root, process.env.BUILD_DIR ?? "build", "client");
/** The most drawers at once, whatever the cores: each holds about 300 MB. */
const maxDrawers = 4;
/** Below this many jobs, a worker's start (loading the content and renderers) costs more than it saves. */
const jobsWorthAWorker = 8;

const started = Date.now();
const { module, dependencies } = await runnerImport<typeof import("./assets/generate.ts")>(
  join(root, "scripts/assets/generate.ts"),
  { configFile: false, logLevel: "error" },
);

/**
 * The PDFs are drawn in this thread, in the order of `assetJobs`, the order the build has always
 * drawn them in: @react-pdf/renderer's fonts keep each glyph with the characters it was first
 * drawn for, and write that into a later PDF's text layer, so the same PDFs drawn in another
 * order differ by a few bytes (the same pages, the same text when copied). The share pictures and
 * icons go to whichever drawer is free.
 */
const isPdf = (id: string) => /^(brochure|sample|certificate) /.test(id);

async function drawInParallel(ids: readonly string[], drawings: string): Promise<void> {
  const pdfs = ids.filter(isPdf);
  const others = ids.filter((id) => !isPdf(id));
  const drawers = ids.length >= jobsWorthAWorker ? Math.min(availableParallelism(), maxDrawers) : 1;
  const workers = Array.from(
    { length: drawers - 1 },
    () => new Worker(join(import.meta.dirname, "assets/draw-worker.ts")),
  );
  const inWorker = (worker: Worker) =>
    new Promise<void>((done, fail) => {
      const next = () => {
        const id = others.shift();
        if (id === undefined) return done();
        worker.postMessage({ id, drawings } satisfies DrawRequest);
      };
      worker.on("message", (answer: DrawAnswer) => {
        if ("error" in answer && answer.error) return fail(new Error(`drawing ${answer.id}: ${answer.error}`));
        next();
      });
      worker.on("error", fail);
      worker.on("exit", (code) =>
        code === 0 ? done() : fail(new Error(`a drawing worker stopped (exit code ${code})`)),
      );
    });
  const inThisThread = async () => {
    for (const id of pdfs) await module.drawJob(id, drawings);
    for (let id = others.shift(); id !== undefined; id = others.shift()) await module.drawJob(id, drawings);
  };
  try {
    await Promise.all([inThisThread(), ...workers.map(inWorker)]);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** `--draw-only`: draw what the cache lacks, copy nothing (scripts/build.ts runs it beside the pages' build). */
const drawOnly = process.argv.includes("--draw-only");
/**
 * `--only=brochure,icons`: only the jobs whose id starts with one of these, the rest not written at
 * all. For the owner's tests (tests/e2e/editor-session.ts `drawAssets`), which read the brochures
 * and the certificates' previews of a rebuilt copy and not its 180 share pictures; never for a site
 * that is published.
 */
const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",")
  .filter(Boolean);
const result = await module.generateAssets(outDir, { code: dependencies, draw: drawInParallel, drawOnly, only });
const took = `in ${((Date.now() - started) / 1000).toFixed(1)} s`;
if (drawOnly) {
  reportStep({ made: result.made, note: `${result.jobsDrawn} of ${result.jobs} drawing jobs drawn` });
  console.log(
    `build-assets: drew ${result.made} files (${result.jobsDrawn} of ${result.jobs} jobs) into the cache ${took}`,
  );
} else {
  reportStep({
    made: result.made,
    reused: result.reused,
    note: `${result.jobsDrawn} of ${result.jobs} drawing jobs drawn here`,
  });
  console.log(
    `build-assets: ${result.files.length} files in ${outDir}: ${result.made} drawn (${result.jobsDrawn} of ${result.jobs} jobs), ${result.reused} unchanged from the cache, ${took}`,
  );
}
