/**
 * Runs after `react-router build`.
 * - Unknown paths must get the not-found page with HTTP 404, so the SPA fallback (which hydrates any
 *   path and renders the right not-found view) is copied to 404.html, the file static hosts and our
 *   production server answer unknown paths with. Each translation gets an SPA fallback of its own,
 *   te/404.html and hi/404.html (docs/decisions/026-not-found-on-dynamic-routes.md).
 * - Every page loads its JavaScript only once it has loaded (scripts/defer-hydration.ts).
 * - Every page gets its Content-Security-Policy, with the hashes of its own inline scripts.
 * - Visitor counting's settings go into every page once the owner has it on (scripts/page-analytics.ts).
 * - `_headers` gives Netlify and Cloudflare Pages the same headers as our server.
 * - A certificate's PDF nothing names (one the owner replaced) is not published: Vite copied all of
 *   public/, and the build's content check says the file can be removed (issue 51).
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";
import { uploadsOnDisk } from "../app/content/unused-uploads.ts";
import { certificatesFolder } from "../app/content/upload-folders.ts";
import { localizedPath, translatedLanguages } from "../app/lib/page-language.ts";
import { translatedNotFoundPath } from "../app/lib/page-registry.ts";
import { formActionOrigin, renderHeadersFile } from "../app/lib/security-headers.ts";
import { withDeferredHydration } from "./defer-hydration.ts";
import { analyticsOrigin, analyticsSettingsIn, withAnalyticsSettings } from "./page-analytics.ts";
import { withPageCsp } from "./page-csp.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(import.meta.dirname, "..", buildDir, "client");
const fallback = join(clientDir, "__spa-fallback.html");
if (!existsSync(fallback)) {
  throw new Error(`${fallback} is missing: is "/" still pre-rendered with ssr: false?`);
}
copyFileSync(fallback, join(clientDir, "404.html"));
// Each translation's not-found page is an SPA fallback too, rendered the way React Router renders
// the English one but at /te/404/, so the root's loader picks the language: it becomes te/404.html,
// the file the servers answer unknown /te/… addresses with. As a fallback it renders only the root
// route, so whichever route the browser then matches (/te/services/xyz/ matches a service's) loads
// in the browser with no pre-rendered view to contradict; a page pre-rendered as the not-found
// route would be taken over by the service's route, a hydration mismatch.
const serverBuild = join(import.meta.dirname, "..", buildDir, "server", "index.js");
// React Router honours its build-time headers only in a build's requests.
process.env.IS_RR_BUILD_REQUEST = "yes";
const handle = createRequestHandler(await import(pathToFileURL(serverBuild).href), "production");
for (const language of translatedLanguages) {
  const response = await handle(
    new Request(`http://localhost${localizedPath(language, translatedNotFoundPath)}`, {
      headers: { "X-React-Router-SPA-Mode": "yes" },
    }),
  );
  const html = await response.text();
  if (response.status !== 200 || !html.includes('"isSpaMode":true'))
    throw new Error(`${language}/404.html: no SPA fallback (status ${response.status})\n${html.slice(0, 500)}`);
  writeFileSync(join(clientDir, language, "404.html"), html);
}

// The form posts wherever the build pointed it (a stand-in during browser tests).
const formOrigin = formActionOrigin(process.env.ENQUIRY_ENDPOINT_BASE);
// Visitor counting, once the owner has switched it on: its settings in each page, its origin in connect-src.
const analytics = analyticsSettingsIn(join(import.meta.dirname, ".."));
const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
for (const page of pages) {
  const file = join(clientDir, page);
  const html = withAnalyticsSettings(withDeferredHydration(readFileSync(file, "utf8")), analytics);
  writeFileSync(file, withPageCsp(html, formOrigin, analyticsOrigin(analytics)));
}

writeFileSync(join(clientDir, "_headers"), renderHeadersFile(formOrigin));

const publicFolder = "public/";
const unpublished = uploadsOnDisk(join(import.meta.dirname, "..")).unused.filter((file) =>
  file.startsWith(`${certificatesFolder}/`),
);
for (const file of unpublished) rmSync(join(clientDir, file.slice(publicFolder.length)), { force: true });
console.log(
  `postbuild: ${buildDir}/client/404.html and ${translatedLanguages.map((language) => `${language}/404.html`).join(", ")}, a Content-Security-Policy in ${pages.length} pages, _headers${unpublished.length ? `; not published, as nothing uses them: ${unpublished.join(", ")}` : ""}`,
);
