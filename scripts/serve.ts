/**
 * `npm run serve`: the production server for `${BUILD_DIR:-build}/client` on `${PORT:-3000}`.
 * The request handling lives in static-server.ts, where it is tested.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { formActionOrigin } from "../app/lib/security-headers.ts";
import { createStaticHandler } from "./static-server.ts";

const root = join(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(join(root, "404.html"))) {
  console.error(
    `${root} holds no built site: run \`npm run build\` first (or \`npm start\`, which builds and serves).`,
  );
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const server = createServer(createStaticHandler(root, formActionOrigin(process.env.ENQUIRY_ENDPOINT_BASE)));
server.listen(port, () => console.log(`Serving ${root} on http://localhost:${port}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
