/**
 * The owner's web editor on its own origin (docs/decisions/021-editor-on-its-own-origin.md), on
 * each host the site is documented to run on: our server (`npm run serve:editor`), nginx with
 * deploy/nginx/editor-site.conf (in the same nginx as the site, as on a machine that serves both)
 * and Cloudflare Pages' runtime (the editor's own Pages project, with the `_headers` the build
 * writes). Every answer carries the editor's headers, 404s too; the site holds the editor and
 * nothing else; in a browser the editor talks to no origin but its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { editorHeaders, editorPathPrefix } from "../../app/lib/security-headers.ts";
import { test as base, expect, rawGet } from "./fixtures.ts";
import { differencesOf } from "./known-differences.ts";
import { editorSiteConfigForTest, shippedEditorHeadersSnippet } from "./nginx.ts";
import {
  editorOrigins,
  editorSiteRoot,
  plantedFiles,
  ports,
  repository,
  siteBuildDirectory,
  type TargetName,
  targetNames,
} from "./targets.ts";

/** Starts `npm run serve:editor` on a free port and gives its address. */
async function startOurEditorServer(): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(repository, "scripts", "serve-editor.ts")], {
    cwd: repository,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: siteBuildDirectory },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let printed = "";
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding("utf8").on("data", (text: string) => {
      printed += text;
      const address = /http:\/\/127\.0\.0\.1:\d+/.exec(printed)?.[0];
      if (address) resolve(address);
    });
    child.on("exit", (code) => reject(new Error(`serve-editor exited (${code}): ${printed}`)));
  });
  return { origin, child };
}

const test = base.extend<{ editorOrigin: string }>({
  editorOrigin: async ({ target }, use) => {
    const fixed = editorOrigins[target as TargetName];
    if (fixed) return use(fixed);
    const { origin, child } = await startOurEditorServer();
    try {
      await use(origin);
    } finally {
      child.kill("SIGTERM");
    }
  },
});

/** Every file of the editor's site, by its URL, without the planted files. */
function editorFiles(): string[] {
  return readdirSync(editorSiteRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => !file.startsWith(".") && !/\.(br|gz)$/.test(file))
    .filter((file) => !statSync(join(editorSiteRoot, file)).isDirectory())
    .map((file) => `/${file.split("\\").join("/")}`)
    .filter((url) => url !== "/_headers")
    .sort();
}

const revalidates = (cacheControl = "") =>
  /\bno-cache\b/.test(cacheControl) || (/\bmax-age=0\b/.test(cacheControl) && /must-revalidate/.test(cacheControl));

// Each host's checks in a group of their own (see deployment-targets.spec.ts); not the brotli
// variant of nginx, whose editor block is the plain one's.
for (const target of targetNames.filter((name) => name !== "nginx-brotli-static")) {
  test.describe(`${target}: the editor's site`, () => {
    test.use({ target });

    test("every file of the editor's site answers 200 with the editor's headers and the bytes the build wrote", async ({
      request,
      editorOrigin,
      target,
    }) => {
      const files = editorFiles();
      expect(files).toEqual(
        expect.arrayContaining([
          "/index.html",
          "/404.html",
          "/admin/index.html",
          "/admin/sveltia-cms.js",
          "/admin/config.json",
        ]),
      );
      const { redirectStatus } = differencesOf(target);
      const bare = await request.get(`${editorOrigin}${editorPathPrefix.slice(0, -1)}`, { maxRedirects: 0 });
      expect(bare.status(), "/admin redirects to /admin/").toBe(redirectStatus);
      expect(bare.headers().location?.replace(/^https?:\/\/[^/]+/, "")).toBe(editorPathPrefix);
      const addresses = ["/", editorPathPrefix, ...files.filter((file) => !file.endsWith("/index.html"))];
      for (const address of addresses.filter((file) => file !== "/404.html")) {
        const response = await request.get(`${editorOrigin}${address}`, { headers: { "accept-encoding": "br, gzip" } });
        expect(response.status(), address).toBe(200);
        for (const [name, value] of Object.entries(editorHeaders()))
          expect(response.headers()[name.toLowerCase()], `${name} on ${address}`).toBe(value);
        expect(revalidates(response.headers()["cache-control"]), `${address} revalidates`).toBe(true);
        const built = readFileSync(join(editorSiteRoot, address.endsWith("/") ? `${address}index.html` : address));
        expect((await response.body()).equals(built), `${address} is the file the build wrote`).toBe(true);
      }
      const page = await request.get(`${editorOrigin}${editorPathPrefix}`);
      expect(page.headers()["content-type"]).toMatch(/^text\/html/);
      expect(await page.text()).toContain('<meta name="robots" content="noindex">');
    });

    test("an unknown address answers 404 with the editor's headers; _headers and dotfiles are not served", async ({
      request,
      editorOrigin,
      target,
    }) => {
      for (const address of ["/no-such-page/", "/about/", `${editorPathPrefix}no-such-file.js`]) {
        const response = await request.get(`${editorOrigin}${address}`, { maxRedirects: 0 });
        expect(response.status(), address).toBe(404);
        for (const [name, value] of Object.entries(editorHeaders()))
          expect(response.headers()[name.toLowerCase()], `${name} on ${address}`).toBe(value);
      }
      const { privateFiles } = differencesOf(target);
      for (const name of ["_headers", ...Object.keys(plantedFiles)]) {
        const response = await rawGet(editorOrigin, `/${name}`);
        expect(response.status, name).toBe(privateFiles[`/${name}`] ?? 404);
      }
    });

    /** Records every CSP violation, every console error and every request that leaves the editor's origin. */
    async function watch(page: Page, origin: string) {
      const violations: string[] = [];
      const errors: string[] = [];
      const elsewhere: string[] = [];
      await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
            `${event.effectiveDirective} blocked ${event.blockedURI}`,
          );
        });
      });
      page.on("request", (request) => {
        const url = request.url();
        if (![`${origin}/`, `blob:${origin}/`, "data:"].some((own) => url.startsWith(own))) elsewhere.push(url);
      });
      page.on("response", (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
      return { violations, errors, elsewhere };
    }

    test("in a browser the editor starts under its own policy and asks no origin but its own", async ({
      page,
      editorOrigin,
    }) => {
      // Its 3 MB script takes its time on a shared 2-core machine; its own server may start in this test.
      test.slow();
      const { violations, errors, elsewhere } = await watch(page, editorOrigin);
      await page.goto(`${editorOrigin}/`);
      await expect(page).toHaveURL(`${editorOrigin}${editorPathPrefix}`);
      // Served on 127.0.0.1, the editor offers the local folder as well as GitHub.
      await expect(page.getByRole("button", { name: /Sign In with \W*GitHub/i })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("button", { name: /Work with Local Repository/i })).toBeVisible();
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      // Before sign-in nothing but its own files: no CDN, no GitHub status page.
      expect(elsewhere).toEqual([]);
    });

    if (target === "nginx")
      test.describe("nginx's editor server block", () => {
        test("the file under test is the shipped one, with only its listen lines, root and snippet path changed", () => {
          const shipped = readFileSync(join(repository, "deploy/nginx/editor-site.conf"), "utf8").split("\n");
          const tested = editorSiteConfigForTest(shipped.join("\n"), "/srv/editor", { port: 1, redirectPort: 2 }).split(
            "\n",
          );
          expect(tested).toHaveLength(shipped.length);
          const changed = shipped.flatMap((line, index) =>
            line === tested[index] ? [] : [`${line.trim()} -> ${tested[index]?.trim()}`],
          );
          expect(changed).toEqual([
            "listen 443 ssl http2; -> listen 127.0.0.1:1;",
            "root /var/www/godavari-editor; -> root /srv/editor;",
            `include /etc/nginx/snippets/godavari-editor-headers.conf; -> include ${shippedEditorHeadersSnippet};`,
            "listen 80; -> listen 127.0.0.1:2;",
          ]);
        });

        test("plain HTTP to the editor's host is sent to https://edit. with the same path", async () => {
          const response = await rawGet(`http://127.0.0.1:${ports.nginxRedirect}`, "/admin/?x=1", {
            host: "edit.godavaripackers.in",
          });
          expect(response.status).toBe(301);
          expect(response.headers.location).toBe("https://edit.godavaripackers.in/admin/?x=1");
        });
      });
  });
}
