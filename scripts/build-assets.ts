/**
 * Runs after `react-router build`: draws the brochure, sample certificates, share images, icons
 * and manifest from the content into the built site (see scripts/assets/generate.ts). Vite's
 * module runner loads the content, which is TypeScript with extension-less imports.
 */
import { join } from "node:path";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..");
const outDir = join(root, process.env.BUILD_DIR ?? "build", "client");
const started = Date.now();
const { module } = await runnerImport<typeof import("./assets/generate.ts")>(join(root, "scripts/assets/generate.ts"), {
  configFile: false,
  logLevel: "error",
});
const written = await module.generateAssets(outDir);
console.log(
  `build-assets: wrote ${written.length} files to ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
