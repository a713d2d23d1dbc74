/**
 * Spike for decision 016 (web editor), kept so its figures can be reproduced. Not part of the site
 * or its tests. It serves Sveltia CMS from our own origin under a strict Content-Security-Policy,
 * opens it in headless Chromium with every off-origin request aborted, works in local mode on a
 * scratch folder of per-language JSON files, enters an invalid phone (must be refused), then a
 * valid one, saves, and checks the files on disk.
 *
 *   mkdir -p /tmp/cms-spike && cd /tmp/cms-spike && npm init -y && npm install @sveltia/cms@0.221.1
 *   node docs/decisions/assets/016-web-editor-spike.mjs /tmp/cms-spike
 *
 * Playwright cannot answer `showDirectoryPicker` (microsoft/playwright#11288, #8850), so the page
 * gets a stand-in picker whose handle reads and writes the scratch folder through
 * `page.exposeFunction`: every write the editor makes lands on disk, made by Node. The stand-in is
 * tests/support/folder-picker.ts, which the editor's browser test uses too (run this from the
 * repository, with Node 22's TypeScript support).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pickFolder } from "../../../tests/support/folder-picker.ts";

const scratch = path.resolve(process.argv[2] ?? "/tmp/cms-spike");
const { chromium } = createRequire(import.meta.url)("playwright");
const pkg = path.join(scratch, "node_modules/@sveltia/cms");
const www = path.join(scratch, "www-016");
const repo = path.join(scratch, "repo-016");
const port = Number(process.env.SPIKE_PORT ?? 48299);

// 1. /admin/: the vendored bundle, its three fonts served by us instead of cdn.jsdelivr.net.
rmSync(www, { recursive: true, force: true });
mkdirSync(path.join(www, "admin/fonts"), { recursive: true });
const cdnFonts = "https://cdn.jsdelivr.net/fontsource/fonts/";
const bundle = readFileSync(path.join(pkg, "dist/sveltia-cms.js"), "utf8");
const fontUrls = [...new Set(bundle.match(/https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/[^)`'"\s]+\.woff2/g))];
if (fontUrls.length !== 3) throw new Error(`expected 3 CDN font URLs in the bundle, found ${fontUrls.length}`);
// The bundle also asks unpkg.com for the latest version (an update notice): point it at a copy of
// its own package.json, so it finds itself up to date and nothing leaves the origin.
const updateCheck = "`https://unpkg.com/@sveltia/cms`";
if (bundle.split(updateCheck).length !== 2) throw new Error(`expected ${updateCheck} once in the bundle`);
writeFileSync(
  path.join(www, "admin/sveltia-cms.js"),
  bundle.replaceAll(cdnFonts, "/admin/fonts/").replace(updateCheck, "`/admin/sveltia`"),
);
mkdirSync(path.join(www, "admin/sveltia"));
copyFileSync(path.join(pkg, "package.json"), path.join(www, "admin/sveltia/package.json"));
const assets = readdirSync(path.join(pkg, "npm/assets"));
for (const url of fontUrls) {
  const [family, file] = url.slice(cdnFonts.length).split("/"); // "noto-mono@5.3.0", "latin-400-normal.woff2"
  const name = `${family.replace(/[:@].*$/, "")}-${file.replace(".woff2", "")}`;
  const asset = assets.find((a) => a.startsWith(name) && a.endsWith(".woff2"));
  if (!asset) throw new Error(`no local copy of ${url}`);
  mkdirSync(path.join(www, "admin/fonts", family), { recursive: true });
  copyFileSync(path.join(pkg, "npm/assets", asset), path.join(www, "admin/fonts", family, file));
}
writeFileSync(
  path.join(www, "admin/index.html"),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
    '<title>Editor</title><script src="/admin/sveltia-cms.js"></script></head><body></body></html>',
);
// JSON is YAML, so a generated config can be written as JSON into config.yml.
const phonePattern = "^\\+91 [6-9]\\d{4} \\d{5}$";
const config = {
  backend: { name: "github", repo: "owner/site", branch: "main" },
  media_folder: "app/assets/images",
  i18n: { structure: "multiple_files", locales: ["en", "te", "hi"], default_locale: "en" },
  collections: [
    {
      name: "pages",
      label: "Pages",
      i18n: true,
      files: [
        {
          name: "company",
          label: "The company",
          file: "content/company.{{locale}}.json",
          format: "json",
          i18n: true,
          fields: [
            {
              name: "callPhone",
              label: "Phone the call buttons dial",
              hint: "Write it as +91 98480 12345",
              widget: "string",
              i18n: "duplicate",
              pattern: [phonePattern, "Write it as +91 98480 12345"],
            },
            { name: "tagline", label: "Tagline under the name", widget: "string", i18n: true },
          ],
        },
      ],
    },
  ],
};
writeFileSync(path.join(www, "admin/config.yml"), JSON.stringify(config, null, 2));

// 2. The scratch "repository": a .git folder (the editor checks for one) and three language files.
rmSync(repo, { recursive: true, force: true });
mkdirSync(path.join(repo, ".git"), { recursive: true });
mkdirSync(path.join(repo, "content"));
const taglines = { en: "Packers and movers in Hyderabad", te: "హైదరాబాద్‌లో ప్యాకర్స్ అండ్ మూవర్స్", hi: "हैदराबाद में पैकर्स और मूवर्स" };
for (const [locale, tagline] of Object.entries(taglines)) {
  const file = path.join(repo, `content/company.${locale}.json`);
  writeFileSync(file, `${JSON.stringify({ callPhone: "+91 98480 12345", tagline }, null, 2)}\n`);
}

// 3. Our own origin, with the policy the decision proposes for /admin/ (local mode needs no GitHub).
const csp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' data: https://api.github.com https://www.githubstatus.com",
  "worker-src 'none'",
  "frame-src 'none'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");
const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".json": "application/json",
  ".yml": "text/yaml",
  ".woff2": "font/woff2",
};
const server = http
  .createServer((request, response) => {
    let pathname = decodeURIComponent(new URL(request.url, "http://x").pathname);
    if (pathname.endsWith("/")) pathname += "index.html";
    const file = path.join(www, path.normalize(pathname));
    if (!file.startsWith(www) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      "content-security-policy": csp,
      "cross-origin-opener-policy": "same-origin-allow-popups",
    });
    response.end(readFileSync(file));
  })
  .listen(port, "127.0.0.1");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--disable-background-networking", "--no-first-run"],
});
const page = await browser.newPage();
const problems = [];
const offsite = new Set();
await page.route("**/*", (route) => {
  const { hostname } = new URL(route.request().url());
  if (hostname === "127.0.0.1") return route.continue();
  // GitHub's status page (the editor warns of GitHub outages): answered here, the test is offline.
  if (hostname === "www.githubstatus.com") return route.fulfill({ json: { status: { indicator: "none" } } });
  offsite.add(route.request().url());
  return route.abort();
});
page.on("console", (message) => {
  if (message.type() === "error") problems.push(message.text().slice(0, 160));
});
page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));

// The stand-in folder picker (see the header comment), the one the browser test uses.
await pickFolder(page, repo);

const started = Date.now();
const onDisk = (locale) => JSON.parse(readFileSync(path.join(repo, `content/company.${locale}.json`), "utf8"));
let failed = false;
try {
  await page.goto(`http://127.0.0.1:${port}/admin/`);
  await page.getByRole("button", { name: /Work with Local Repository/ }).click();
  await page.getByText("The company").first().click();
  const phone = page.getByRole("textbox", { name: /Phone the call buttons dial/ }).first();
  await phone.fill("+91 12345");
  await page.getByRole("button", { name: /^Save/ }).first().click();
  await phone.and(page.locator('[aria-invalid="true"]')).waitFor();
  const refused = onDisk("en").callPhone === "+91 98480 12345";
  console.log(`invalid phone refused, file unchanged: ${refused}`);
  await phone.fill("+91 99887 66554");
  await page.getByRole("button", { name: /^Save/ }).first().click();
  await page.getByText("Entry saved").waitFor();
  const saved = Object.keys(taglines).map((locale) => `${locale}: ${onDisk(locale).callPhone}`);
  console.log(`after saving, on disk: ${saved.join(", ")} (${Date.now() - started} ms from opening /admin/)`);
  failed = !refused || !saved.every((line) => line.endsWith("+91 99887 66554"));
} catch (error) {
  failed = true;
  console.log(`failed: ${error.message.split("\n")[0]}`);
  if (process.env.SPIKE_SHOT) await page.screenshot({ path: process.env.SPIKE_SHOT });
}
console.log(`console errors: ${problems.length ? `\n  ${[...new Set(problems)].join("\n  ")}` : "none"}`);
console.log(`off-origin requests (aborted): ${[...offsite].join(" ") || "none"}`);
await browser.close();
server.close();
process.exitCode = failed ? 1 : 0;
