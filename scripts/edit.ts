/**
 * `npm run edit`: the web editor on this working copy, for a developer or the owner on their own
 * machine (docs/decisions/016-web-editor.md). It writes the editor, generated from the content as
 * it is now, into a temporary folder and serves it on http://127.0.0.1:${EDIT_PORT:-5180}/admin/ as
 * the editor's own site (scripts/editor-site.ts), with the same headers as the live editor. In Chrome or Edge (the browsers that let a page work on a
 * folder), "Work with Local Repository" and this folder: every save writes the file here, and
 * nothing is committed or published until you do it with git.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { editorPathPrefix } from "../app/lib/security-headers.ts";
import { writeEditorSite } from "./editor-site.ts";
import { createSiteServer } from "./static-server.ts";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.EDIT_PORT ?? 5180);
const site = join(mkdtempSync(join(tmpdir(), "godavari-editor-")), "editor");
const { files } = await writeEditorSite(root, site);

const server = createSiteServer(site, undefined, undefined, "editor");
server.listen(port, "127.0.0.1", () => {
  // EDIT_PORT=0 asks for any free port (the owner's tests, beside a running `npm run edit`).
  const { port: listening } = server.address() as AddressInfo;
  console.log(
    [
      "",
      `The editor, over ${files.length} content files of ${root}:`,
      "",
      `  http://127.0.0.1:${listening}${editorPathPrefix}`,
      "",
      "1. Open that address in Chrome or Edge (Firefox and Safari cannot open a folder from a page).",
      '2. Choose "Work with Local Repository" and pick this folder:',
      `     ${root}`,
      "3. Edit and save: the files change here, on disk. See them with `git diff`.",
      "4. To see the site with your changes, run `npm run dev` in a second terminal.",
      "5. Publish with git (commit and push) when the change is right; `npm run build` checks it first.",
      "",
      "Stop with Ctrl+C. Restart after adding a content file, so the editor knows it.",
    ].join("\n"),
  );
});
const stop = () => {
  server.close();
  rmSync(join(site, ".."), { recursive: true, force: true });
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
