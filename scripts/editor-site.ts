/**
 * The editor's own site (docs/decisions/021-editor-on-its-own-origin.md): a folder that holds the
 * web editor and nothing else, served from its own origin (edit.godavaripackers.in), so no script
 * of the public site can ever run where the editor keeps its GitHub token. The editor sits at
 * /admin/, as it does under `npm run edit`; the root sends the owner there.
 * Written by `npm run build` and `npm run build:editor` (scripts/build-admin.ts) and by
 * `npm run edit` (scripts/edit.ts).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";
import { editorPagePolicy, editorPathPrefix, renderEditorHeadersFile } from "../app/lib/security-headers.ts";
import { launchItems } from "./check-launch.ts";
import { withLaunchChecklist } from "./editor/launch-checklist.ts";
import { precompress } from "./precompress.ts";

/** The editor site's folder in a build: `build/editor`, beside the public site's `build/client`. */
export const editorSiteFolder = "editor";

/** A page with no script that sends the owner to the editor (a `<meta>` refresh works on every host as it is). */
export function redirectPage(title: string, text: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${editorPagePolicy()}">`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${editorPathPrefix}">`,
    `<title>${title}</title>`,
    "</head>",
    `<body><p>${text} <a href="${editorPathPrefix}">Open the editor</a>.</p></body>`,
    "</html>",
    "",
  ].join("\n");
}

/**
 * Writes the editor's site for the checkout at `root` into `folder`: the editor under admin/ (its
 * facts headed by what is left before launch), a root page and a not-found page that send the
 * owner to it, `_headers` for Cloudflare Pages, and the compressed copies of scripts/precompress.ts.
 */
export async function writeEditorSite(root: string, folder: string) {
  const { module } = await runnerImport<typeof import("./editor/generate.ts")>(
    join(root, "scripts/editor/generate.ts"),
    { configFile: false, logLevel: "error" },
  );
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const editor = module.buildEditor(root, join(folder, editorPathPrefix.slice(1)));
  // What is left before launch, at the top of the facts (scripts/editor/launch-checklist.ts).
  const configPath = join(folder, editorPathPrefix.slice(1), "config.json");
  const config = withLaunchChecklist(JSON.parse(readFileSync(configPath, "utf8")), await launchItems(root));
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(join(folder, "index.html"), redirectPage("The website's editor", "The editor is at /admin/."));
  writeFileSync(join(folder, "404.html"), redirectPage("Not found", "Not found: the editor is at /admin/."));
  writeFileSync(join(folder, "_headers"), renderEditorHeadersFile());
  // Its script is 3 MB: servers send brotli and gzip copies made once, rather than compress it per request.
  await precompress(folder);
  return editor;
}
