/**
 * Copies `${BUILD_DIR}/client` to the folder the deployment tests serve and plants dotfiles and
 * a drawing with a script in the copy; the build itself is never touched, so nothing planted can
 * be deployed by mistake.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  buildDirectory,
  editorSiteRoot,
  plantedFiles,
  plantedScriptSvg,
  siteBuildDirectory,
  siteRoot,
} from "./targets.ts";

const built = join(buildDirectory, "client");
if (!existsSync(join(built, "404.html"))) {
  console.error(`${built} holds no built site: run \`npm run build\` first.`);
  process.exit(1);
}
rmSync(siteBuildDirectory, { recursive: true, force: true });
cpSync(built, siteRoot, { recursive: true, preserveTimestamps: true });
const editorBuilt = join(buildDirectory, "editor");
if (!existsSync(join(editorBuilt, "admin", "index.html"))) {
  console.error(`${editorBuilt} holds no editor: run \`npm run build\` first.`);
  process.exit(1);
}
// With their times: a server sends a compressed copy only if it is not older than its file.
cpSync(editorBuilt, editorSiteRoot, { recursive: true, preserveTimestamps: true });
for (const root of [siteRoot, editorSiteRoot])
  for (const [name, text] of Object.entries(plantedFiles)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
// A drawing with a script, where the gallery's are: no host may run it (deployment-targets.spec.ts).
mkdirSync(dirname(join(siteRoot, plantedScriptSvg.path)), { recursive: true });
writeFileSync(join(siteRoot, plantedScriptSvg.path), plantedScriptSvg.text);
console.log(
  `Serving a copy of ${built} from ${siteRoot}, and of ${editorBuilt} from ${editorSiteRoot}, with ${Object.keys(plantedFiles).join(" and ")} planted, and ${plantedScriptSvg.path} in the site.`,
);
