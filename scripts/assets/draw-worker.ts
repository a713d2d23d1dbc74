/**
 * A second drawer for scripts/build-assets.ts: loads the generator through Vite's module runner
 * (the content is TypeScript with extension-less imports) and draws each job it is sent into the
 * cache, answering with the job's id when its files are there.
 */
import { join } from "node:path";
import { parentPort } from "node:worker_threads";
import { runnerImport } from "vite";

export type DrawRequest = { id: string; drawings: string };
export type DrawAnswer = { ready: true } | { id: string; error?: string };

const port = parentPort;
if (!port) throw new Error("draw-worker.ts runs as a worker thread of scripts/build-assets.ts");
const { module } = await runnerImport<typeof import("./generate.ts")>(join(import.meta.dirname, "generate.ts"), {
  configFile: false,
  logLevel: "error",
});
port.on("message", ({ id, drawings }: DrawRequest) => {
  module.drawJob(id, drawings).then(
    () => port.postMessage({ id } satisfies DrawAnswer),
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies DrawAnswer),
  );
});
port.postMessage({ ready: true } satisfies DrawAnswer);
