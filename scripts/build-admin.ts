/**
 * `npm run build:editor` (and a step of `npm run build`): the owner's web editor as a site of its
 * own in `${BUILD_DIR:-build}/editor` (scripts/editor-site.ts, docs/decisions/016-web-editor.md
 * and 021-editor-on-its-own-origin.md), for its own origin: the second Cloudflare Pages project,
 * or the nginx server block deploy/nginx/editor-site.conf. The public site's `client` folder holds
 * no editor: no page, script, sitemap or search index of it knows the editor.
 */
import { join } from "node:path";
import { editorSiteFolder, writeEditorSite } from "./editor-site.ts";

const root = join(import.meta.dirname, "..");
const folder = join(root, process.env.BUILD_DIR ?? "build", editorSiteFolder);
const { files, skipped, written } = await writeEditorSite(root, folder);
console.log(
  `build-admin: the editor's site in ${folder} (${written.length + 3} files) over ${files.length} data files${skipped.length ? `; not content, left out: ${skipped.join(", ")}` : ""}`,
);
