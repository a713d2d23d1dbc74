/**
 * Copies `${BUILD_DIR}/client` to the folder the deployment tests serve and plants dotfiles in
 * the copy; the build itself is never touched, so nothing planted can be deployed by mistake.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildDirectory, plantedFiles, siteBuildDirectory, siteRoot } from "./targets.ts";

const built = join(buildDirectory, "client");
if (!existsSync(join(built, "404.html"))) {
  console.error(`${built} holds no built site: run \`npm run build\` first.`);
  process.exit(1);
}
rmSync(siteBuildDirectory, { recursive: true, force: true });
cpSync(built, siteRoot, { recursive: true });
for (const [name, text] of Object.entries(plantedFiles)) {
  mkdirSync(dirname(join(siteRoot, name)), { recursive: true });
  writeFileSync(join(siteRoot, name), text);
}
console.log(`Serving a copy of ${built} from ${siteRoot}, with ${Object.keys(plantedFiles).join(" and ")} planted.`);
