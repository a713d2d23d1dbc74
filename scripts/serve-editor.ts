/**
 * `npm run serve:editor`: the editor's site (`${BUILD_DIR:-build}/editor`, scripts/build-admin.ts)
 * with the editor's headers on every response, on `${PORT:-3001}`, on every interface unless
 * `$HOST` names one. What the editor's own origin serves (docs/decisions/021-editor-on-its-own-origin.md).
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { editorSiteFolder } from "./editor-site.ts";
import { createSiteServer } from "./static-server.ts";

const root = join(resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build"), editorSiteFolder);
if (!existsSync(join(root, "admin", "index.html"))) {
  console.error(`${root} holds no editor: run \`npm run build:editor\` first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3001);
const server = createSiteServer(root, undefined, undefined, "editor");
const host = process.env.HOST || undefined;
server.listen(port, host, () => {
  const { port: bound } = server.address() as AddressInfo;
  console.log(`Serving the editor's site ${root} on http://${host ?? "localhost"}:${bound}/admin/`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
