/**
 * Writes the default illustrations (scenes.ts) and the certificate previews (drawn from the
 * content) to public/art. Run it by hand after changing the drawings
 * (`npm exec -- node scripts/assets/generate-art.ts [name ...]`); the SVGs are committed, and the
 * build redraws only the certificate previews, so they always show the content's numbers.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";
import { scenes } from "./art/scenes.ts";

const root = join(import.meta.dirname, "..", "..");
const artDir = join(root, "public", "art");
const only = process.argv.slice(2);
const pictures = new Map(Object.entries(scenes).map(([name, draw]) => [`${name}.svg`, draw]));
// The content is TypeScript with extension-less imports, which Vite's module runner can load.
const { module } = await runnerImport<typeof import("./generate.ts")>(join(root, "scripts/assets/generate.ts"), {
  configFile: false,
  logLevel: "error",
});
for (const [file, svg] of module.certificatePreviews()) pictures.set(file, () => svg);

let written = 0;
for (const [file, draw] of pictures) {
  if (only.length > 0 && !only.includes(file.replace(/\.svg$/, ""))) continue;
  writeFileSync(join(artDir, file), draw());
  written++;
}
console.log(`generate-art: wrote ${written} pictures to public/art`);
