/**
 * Runs after `react-router build`. Unknown paths must get the not-found page with HTTP 404, so the
 * SPA fallback (which hydrates any path and renders the right not-found view) is copied to
 * 404.html, the file static hosts and our production server answer unknown paths with.
 */
import { copyFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const clientDir = join(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
const fallback = join(clientDir, "__spa-fallback.html");
if (!existsSync(fallback)) {
  throw new Error(`${fallback} is missing: is "/" still pre-rendered with ssr: false?`);
}
copyFileSync(fallback, join(clientDir, "404.html"));
console.log("postbuild: wrote build/client/404.html");

// The production server's settings (`serve` reads serve.json from the folder it serves).
writeFileSync(
  join(clientDir, "serve.json"),
  `${JSON.stringify({ trailingSlash: true, directoryListing: false }, null, 2)}\n`,
);
