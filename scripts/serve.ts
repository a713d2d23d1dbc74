/**
 * `npm run serve`: the production server for `${BUILD_DIR:-build}/client` on `${PORT:-3000}`, on every
 * interface unless `$HOST` names one (the tests use 127.0.0.1).
 * The request handling lives in static-server.ts, where it is tested.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { formActionOrigin } from "../app/lib/security-headers.ts";
import { createSiteServer } from "./static-server.ts";

const root = join(resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build"), "client");
if (!existsSync(join(root, "404.html"))) {
  console.error(
    `${root} holds no built site: run \`npm run build\` first (or \`npm start\`, which builds and serves).`,
  );
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const server = createSiteServer(root, formActionOrigin(process.env.ENQUIRY_ENDPOINT_BASE));
const host = process.env.HOST || undefined;
server.listen(port, host, () => console.log(`Serving ${root} on http://${host ?? "localhost"}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
