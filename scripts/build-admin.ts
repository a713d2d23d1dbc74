/**
 * The owner's web editor at /admin/ (docs/decisions/016-web-editor.md), written into the build
 * after the pages' own steps, so no page policy pass or hydration change touches it, and before
 * the compressed copies are made. It is a folder, not a route: no page's JavaScript, the sitemap
 * or the search index knows it.
 */
import { join } from "node:path";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..");
const folder = join(root, process.env.BUILD_DIR ?? "build", "client", "admin");
const { module } = await runnerImport<typeof import("./editor/generate.ts")>(join(root, "scripts/editor/generate.ts"), {
  configFile: false,
  logLevel: "error",
});
const { files, skipped, written } = module.buildEditor(root, folder);
console.log(
  `build-admin: the editor in ${folder} (${written.length} files) over ${files.length} data files${skipped.length ? `; not content, left out: ${skipped.join(", ")}` : ""}`,
);
