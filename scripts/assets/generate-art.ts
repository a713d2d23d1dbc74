/**
 * Writes the default illustrations (scenes.ts) and certificate previews to public/art. Run it by
 * hand after changing the drawings (`npm exec -- node scripts/assets/generate-art.ts`); the SVGs
 * are committed, so the build does not redraw them.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { scenes } from "./art/scenes.ts";

const artDir = join(import.meta.dirname, "..", "..", "public", "art");
const only = process.argv.slice(2);
for (const [name, draw] of Object.entries(scenes)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const file = join(artDir, `${name}.svg`);
  writeFileSync(file, draw());
}
console.log(`generate-art: wrote ${Object.keys(scenes).length} pictures to public/art`);
