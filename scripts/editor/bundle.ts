/**
 * The editor's files, served from our own origin (docs/decisions/016-web-editor.md): Sveltia CMS's
 * `dist` bundle with the addresses it would fetch from CDNs rewritten to our own copies (its
 * fonts from the package, PDF.js for a PDF's thumbnail from unpdf), a copy of its package.json for its update check, its configuration
 * and a page that loads it. Each rewrite asserts that it found exactly what it expected, so an
 * upgrade that moves one fails the build instead of quietly reaching a CDN.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CmsConfig } from "@sveltia/cms";
import { editorPagePolicy, editorPathPrefix } from "../../app/lib/security-headers.ts";
import { numberFieldPaths } from "./config";
import { type TranslationsSettings, translationsFile, translationsScript } from "./translations-script";
import { typedNumbersScript } from "./typed-numbers";

/** The editor page's second script: it saves a number typed "₹2,420" as 2420. */
export const typedNumbersFile = "typed-numbers.js";

/** Where the package lives (its own package.json, resolved the way Node resolves it). */
export const sveltiaFolder = dirname(dirname(createRequire(import.meta.url).resolve("@sveltia/cms")));

const cdnFonts = "https://cdn.jsdelivr.net/fontsource/fonts/";
const fontUrl = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/[^)`'"\s]+\.woff2/g;
/** The update check asks unpkg for the newest package.json; it finds our copy of its own instead. */
const updateCheck = "`https://unpkg.com/@sveltia/cms`";
/**
 * GitHub's status page, asked to warn of an outage: the editor talks to no host but its own,
 * GitHub's API and the sign-in helper (docs/decisions/021-editor-on-its-own-origin.md), so the
 * question is answered in place, "unknown", which the editor shows as no warning.
 */
const statusCheck = "`https://www.githubstatus.com/api/v2/status.json`";
export const statusAnswer = `\`data:application/json,${encodeURIComponent(JSON.stringify({ status: { indicator: "unknown" } }))}\``;
export const expectedFontCount = 3;
/**
 * PDF.js, which draws an uploaded PDF's first page as its thumbnail (a certificate's PDF field):
 * the bundle imports it from unpkg when a PDF is first shown. Pointed at our own copy, the build of
 * PDF.js that unpdf ships (it runs in the page's own thread, so no worker script is fetched).
 */
const pdfjsBase = /\w+\(`pdfjs-dist`\)/g;
/**
 * Immutable.js, which the editor imports from unpkg once a page registers an event listener (the
 * number fields' save hook, typed-numbers.ts): pointed at our own copy, the one the package depends on.
 */
const immutableImport = /\w+\(`immutable`,`dist\/immutable\.es\.js`\)/g;
export const immutableFile = "immutable/immutable.es.js";
/** Its module, named `.js`: nginx's own list of types has no `.mjs`, and a module needs a JavaScript type. */
const pdfjsModule = "/build/pdf.min.mjs`";
export const pdfjsFolder = "pdfjs";
/**
 * The editor moves between its list and an entry with a view transition: the browser draws the
 * page before and after, and slides or fades one into the other. Its styles stop the slides when
 * the owner asks for less motion, but not the browser's own fade of the whole page, a quarter of
 * a second at every step. Asked for less motion, the editor goes without the transition, as it
 * does in a browser that has none: the view changes at once (decision 027).
 */
export const withoutMotion =
  "if(matchMedia(`(prefers-reduced-motion: reduce)`).matches)delete Document.prototype.startViewTransition;";

/**
 * A file chosen for upload whose content is already in the folder (Sveltia compares Git hashes)
 * was not uploaded: the field took the file already there, under its old name (issue 51: a
 * certificate renamed and uploaded again kept `/scan_uam_2017.pdf`, and Save stayed grey as nothing
 * had changed). The owner who uploads a file under a new name means that name: the old file is
 * reused only when the name is the same too. The old one, then used by nothing, is named by the
 * build as one that can be removed, and is not published (app/content/unused-uploads.ts).
 * `$2` is the chosen file's hash, `$3` the file (its name already made safe), `$4` an asset in the folder.
 */
export const sameContentReuse =
  /(let (\w+)=await \w+\((\w+)\),\w+=\[\.\.\.\w+\(\w+,\w+\),\.\.\.await \w+\(\{draft:\w+\}\)\]\.find\((\w+)=>)(\4\.sha===\2&&)/g;

/** How many times `needle` occurs in `text`. */
const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

export type RewrittenBundle = { script: string; fonts: Array<{ from: string; to: string }> };

/** The bundle with its CDN addresses pointed at `/admin/…`, and which packaged font serves each. */
export function rewriteBundle(bundle: string, packagedFonts: readonly string[]): RewrittenBundle {
  const urls = [...new Set(bundle.match(fontUrl) ?? [])];
  if (urls.length !== expectedFontCount)
    throw new Error(
      `@sveltia/cms: expected ${expectedFontCount} CDN font addresses in the bundle, found ${urls.length}`,
    );
  for (const address of [updateCheck, statusCheck])
    if (occurrences(bundle, address) !== 1)
      throw new Error(`@sveltia/cms: expected ${address} exactly once in the bundle`);
  const fonts = urls.map((url) => {
    // "noto-mono@5.3.0/latin-400-normal.woff2" -> the package's "noto-mono-latin-400-normal-<hash>.woff2"
    const [family = "", file = ""] = url.slice(cdnFonts.length).split("/");
    const stem = `${family.replace(/[:@].*$/, "")}-${file.replace(".woff2", "")}`;
    const packaged = packagedFonts.find((name) => name.startsWith(stem) && name.endsWith(".woff2"));
    if (!packaged) throw new Error(`@sveltia/cms: no packaged font for ${url}`);
    return { from: packaged, to: `fonts/${family}/${file}` };
  });
  if ((bundle.match(immutableImport) ?? []).length !== 1)
    throw new Error("@sveltia/cms: expected Immutable.js's unpkg import exactly once in the bundle");
  if ((bundle.match(pdfjsBase) ?? []).length !== 1 || occurrences(bundle, pdfjsModule) !== 1)
    throw new Error("@sveltia/cms: expected PDF.js's unpkg address and module exactly once in the bundle");
  if ((bundle.match(sameContentReuse) ?? []).length !== 1)
    throw new Error("@sveltia/cms: expected the reuse of an uploaded file by its content exactly once in the bundle");
  const script = `${withoutMotion}${bundle}`
    .replace(immutableImport, `import(\`${editorPathPrefix}${immutableFile}\`)`)
    .replace(pdfjsBase, `\`${editorPathPrefix}${pdfjsFolder}\``)
    .replace(pdfjsModule, "/build/pdf.min.js`")
    .replaceAll(cdnFonts, `${editorPathPrefix}fonts/`)
    .replace(updateCheck, `\`${editorPathPrefix}sveltia\``)
    .replace(statusCheck, statusAnswer)
    .replace(sameContentReuse, "$1$4.name===$3.name&&$5");
  if (/cdn\.jsdelivr\.net/.test(script)) throw new Error("@sveltia/cms: a jsDelivr address is left in the bundle");
  return { script, fonts };
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The editor's page: its policy, noindex, its configuration's address, and the bundle (no inline script). */
export function editorPage(title: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(editorPagePolicy())}">`,
    '<meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    // The site's own mark in the editor's tab; without a link the browser asks for /favicon.ico,
    // which the editor's origin does not have.
    `<link rel="icon" type="image/svg+xml" href="${editorPathPrefix}icon.svg">`,
    `<link rel="cms-config-url" type="application/json" href="${editorPathPrefix}config.json">`,
    // Not a module: Sveltia's `dist` file is a classic script and warns when loaded as one.
    `<script src="${editorPathPrefix}sveltia-cms.js"></script>`,
    // Languages kept in step, worked out from the pages as loaded (translations-script.ts). Before
    // the numbers' script: the editor hands every save hook the English as it was before the first
    // hook ran, so the hook that changes English (the numbers) must run last, or the next hook's
    // entry would put the typed text back.
    `<script src="${editorPathPrefix}${translationsFile}"></script>`,
    // After the editor's script, before it starts: numbers typed as people write them (typed-numbers.ts).
    `<script src="${editorPathPrefix}${typedNumbersFile}"></script>`,
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");
}

/** Writes the editor into `folder` (a build's `client/admin`), with `config` as its configuration. */
export function writeEditor(
  folder: string,
  config: CmsConfig,
  title = "Edit the website",
  translations: TranslationsSettings = { defaultLocale: "en", locales: [], localeNames: {}, pages: {}, seed: {} },
): string[] {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const assets = join(sveltiaFolder, "npm", "assets");
  const { script, fonts } = rewriteBundle(
    readFileSync(join(sveltiaFolder, "dist", "sveltia-cms.js"), "utf8"),
    readdirSync(assets),
  );
  const written: string[] = [];
  const write = (name: string, data: string | Buffer) => {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), data);
    written.push(name);
  };
  write("sveltia-cms.js", script);
  // React DOM, which the editor loads from beside its script once a custom field is shown (the
  // words pages' notice of what is behind English, translations-script.ts).
  write("chunks/react-dom.js", readFileSync(join(sveltiaFolder, "dist", "chunks", "react-dom.js")));
  for (const { from, to } of fonts) write(to, readFileSync(join(assets, from)));
  write(
    immutableFile,
    readFileSync(createRequire(join(sveltiaFolder, "package.json")).resolve("immutable/dist/immutable.es.js")),
  );
  write(`${pdfjsFolder}/build/pdf.min.js`, readFileSync(fileURLToPath(import.meta.resolve("unpdf/pdfjs"))));
  write("sveltia/package.json", readFileSync(join(sveltiaFolder, "package.json")));
  write("config.json", `${JSON.stringify(config, null, 2)}\n`);
  write(typedNumbersFile, typedNumbersScript(numberFieldPaths(config)));
  write(translationsFile, translationsScript(translations));
  write("icon.svg", readFileSync(join(import.meta.dirname, "..", "..", "public", "art", "logo-mark.svg")));
  write("index.html", editorPage(title));
  return written;
}
