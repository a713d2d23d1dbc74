/**
 * Runs after `react-router build`.
 * - Unknown paths must get the not-found page with HTTP 404, so the SPA fallback (which hydrates any
 *   path and renders the right not-found view) is copied to 404.html, the file static hosts and our
 *   production server answer unknown paths with.
 * - Every page loads its JavaScript only once it has loaded (scripts/defer-hydration.ts).
 * - Every page gets its Content-Security-Policy, with the hashes of its own inline scripts.
 * - `_headers` gives Netlify and Cloudflare Pages the same headers as our server.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { translatedLanguages } from "../app/lib/page-language.ts";
import { translatedNotFoundPath } from "../app/lib/page-registry.ts";
import { formActionOrigin, renderHeadersFile } from "../app/lib/security-headers.ts";
import { withDeferredHydration } from "./defer-hydration.ts";
import { withPageCsp } from "./page-csp.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(import.meta.dirname, "..", buildDir, "client");
const fallback = join(clientDir, "__spa-fallback.html");
if (!existsSync(fallback)) {
  throw new Error(`${fallback} is missing: is "/" still pre-rendered with ssr: false?`);
}
copyFileSync(fallback, join(clientDir, "404.html"));
// Each translation's not-found page was pre-rendered at /te/404/: it becomes te/404.html, the file
// the servers answer unknown /te/… addresses with, and /te/404/ is no page.
for (const language of translatedLanguages) {
  const rendered = join(clientDir, language, translatedNotFoundPath);
  if (!existsSync(join(rendered, "index.html")))
    throw new Error(`${rendered}index.html is missing: is it still pre-rendered?`);
  renameSync(join(rendered, "index.html"), join(clientDir, language, "404.html"));
  rmSync(rendered, { recursive: true });
}

// The form posts wherever the build pointed it (a stand-in during browser tests).
const formOrigin = formActionOrigin(process.env.ENQUIRY_ENDPOINT_BASE);
const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
for (const page of pages) {
  const file = join(clientDir, page);
  writeFileSync(file, withPageCsp(withDeferredHydration(readFileSync(file, "utf8")), formOrigin));
}

writeFileSync(join(clientDir, "_headers"), renderHeadersFile(formOrigin));
console.log(
  `postbuild: ${buildDir}/client/404.html and ${translatedLanguages.map((language) => `${language}/404.html`).join(", ")}, a Content-Security-Policy in ${pages.length} pages, _headers`,
);
