/**
 * One list of checks, run against every server the site is documented to run on (the projects of
 * tests/deploy/playwright.config.ts): ours, nginx with the shipped server block, and Cloudflare
 * Pages' own runtime. Where a host behaves differently and that is acceptable, known-differences.ts
 * says so and why, and the test asserts that exact behaviour rather than skipping.
 */

import { readdirSync, readFileSync, statSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { APIResponse, Page } from "@playwright/test";
import { contentFor } from "../../app/content/content.server.ts";
import { languages, languageTags } from "../../app/content/languages.ts";
import { localizedPath, translatedLanguages } from "../../app/lib/page-language.ts";
import { type PageTemplate, pageTemplates, templatePagePath } from "../../app/lib/page-registry.ts";
import { paths } from "../../app/lib/paths.ts";
import {
  contentSecurityPolicyFor,
  documentContentSecurityPolicy,
  editorPathPrefix,
  fileTypes,
  securityHeaders,
} from "../../app/lib/security-headers.ts";
import { isCompressible } from "../../scripts/precompress.ts";
import { hostileUrls } from "../hostile-urls.ts";
import { builtFile, builtPages, expect, follow, notFoundPage, rawGet, test } from "./fixtures.ts";
import { differencesOf, type Outcome } from "./known-differences.ts";
import { shippedHeadersSnippet, shippedPolicyMap, siteConfigForTest } from "./nginx.ts";
import {
  buildDirectory,
  origins,
  plantedFiles,
  plantedScriptSvg,
  ports,
  repository,
  siteRoot,
  type TargetName,
  targetNames,
} from "./targets.ts";

/** `{ directive: "sources" }` of a serialized policy. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...sources] = part.split(/\s+/);
        return [name.toLowerCase(), sources.join(" ")];
      }),
  );
}

/**
 * The header policy a response must carry: a page's (the document policy) or, for any other file,
 * the one under which no script runs. Chosen by the Content-Type sent, or where the host chooses
 * headers by path (known-differences.ts), by the extension of the address asked for.
 */
function expectedPolicy(target: TargetName, path: string, contentType: string | undefined): string {
  if (differencesOf(target).policyBy === "type") return contentSecurityPolicyFor(contentType);
  const extension = /\.[^./]+$/.exec(path.split("?")[0] ?? "")?.[0]?.toLowerCase() ?? "";
  return contentSecurityPolicyFor(fileTypes[extension] ?? "text/html");
}

/** The headers of app/lib/security-headers.ts, as every response must carry them; `path` is the address asked for. */
function expectSecurityHeaders(response: APIResponse, what: string, target: TargetName, path = what) {
  const headers = response.headers();
  const { "Content-Security-Policy": documentPolicy, ...others } = securityHeaders();
  for (const [name, value] of Object.entries(others))
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  const policy = expectedPolicy(target, path, headers["content-type"]);
  if (policy !== documentPolicy) {
    expect(headers["content-security-policy"], `the file policy on ${what}`).toBe(policy);
    return;
  }
  // Our server sends the page's whole policy; it must still contain every document directive.
  const served = directives(headers["content-security-policy"] ?? "");
  for (const [name, sources] of directives(documentPolicy ?? documentContentSecurityPolicy())) {
    expect(served.get(name), `${name} in the Content-Security-Policy of ${what}`).toBe(sources);
  }
  expect(served.has("sandbox"), `no sandbox on the page ${what}`).toBe(false);
}

const revalidates = (cacheControl = "") =>
  /\bno-cache\b/.test(cacheControl) || (/\bmax-age=0\b/.test(cacheControl) && /must-revalidate/.test(cacheControl));

// Every check on every host, each host's checks in a group of their own. One project, not one per
// host: a project starts workers of its own, and one project per host and per editor's host
// started 16 workers, about a second each (decision 027).
for (const target of targetNames) {
  test.describe(target, () => {
    test.use({ target, baseURL: origins[target] });

    test.describe("pages and URLs", () => {
      test("every page of the build answers 200 with its pre-rendered HTML, headers and revalidation", async ({
        request,
        baseURL,
        target,
      }) => {
        const pages = builtPages();
        expect(pages).toEqual(expect.arrayContaining([paths.home, paths.about, paths.service("packaging")]));
        for (const page of pages) {
          const { response, hops } = await follow(request, baseURL as string, page);
          expect(hops, `${page} answers without a redirect`).toEqual([]);
          expect(response.status(), page).toBe(200);
          expect(response.headers()["content-type"], page).toMatch(/^text\/html; ?charset=utf-8$/i);
          expect(await response.text(), `${page} is the file the build wrote`).toBe(builtFile(`${page}index.html`));
          expect(
            revalidates(response.headers()["cache-control"]),
            `${page}: ${response.headers()["cache-control"]}`,
          ).toBe(true);
          expectSecurityHeaders(response, page, target);
        }
      });

      test("a page without its trailing slash, or as /x/index.html, redirects once to /x/", async ({
        request,
        baseURL,
        target,
      }) => {
        const { redirectStatus } = differencesOf(target);
        const cases: Array<[string, string]> = [
          [paths.about.slice(0, -1), paths.about],
          [paths.service("packaging").slice(0, -1), paths.service("packaging")],
          [`${paths.contact.slice(0, -1)}?service=packaging`, `${paths.contact}?service=packaging`],
          ["/index.html", paths.home],
          [`${paths.about}index.html`, paths.about],
          [`${paths.about}index.html?x=1`, `${paths.about}?x=1`],
        ];
        for (const [from, to] of cases) {
          const { response, path, hops } = await follow(request, baseURL as string, from);
          expect(
            hops.map((hop) => hop.status),
            from,
          ).toEqual([redirectStatus]);
          expect(path, from).toBe(to);
          expect(response.status(), from).toBe(200);
          expect(await response.text()).toBe(builtFile(`${to.split("?")[0]}index.html`));
        }
        const redirect = await request.get(paths.about.slice(0, -1), { maxRedirects: 0 });
        expectSecurityHeaders(redirect, "a redirect", target, paths.about.slice(0, -1));
      });

      test("unknown paths, unknown service slugs and folders answer 404 with the not-found page", async ({
        request,
        baseURL,
        target,
      }) => {
        const notFound = notFoundPage();
        for (const path of [
          "/no-such-page",
          "/no-such-page/",
          paths.service("no-such-service"),
          `${paths.service("packaging")}extra/`,
          "/assets/",
          "/assets",
          "/art/",
          "/downloads/",
        ]) {
          const { response, hops } = await follow(request, baseURL as string, path);
          expect(hops, `${path} needs no redirect`).toEqual(
            differencesOf(target).folderRedirects.includes(path)
              ? [{ status: differencesOf(target).redirectStatus, location: `${path}/` }]
              : [],
          );
          expect(response.status(), path).toBe(404);
          const html = await response.text();
          expect(html, `${path} shows the not-found page, never a folder listing`).toBe(notFound);
          expect(response.headers()["cache-control"] ?? "", path).not.toMatch(/immutable/);
          expectSecurityHeaders(response, path, target);
        }
      });

      test("/favicon.ico is the site's icon", async ({ request }) => {
        // The build always writes it (scripts/assets): a build without it fails here, on every host.
        const response = await request.get("/favicon.ico");
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
        expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
      });
    });

    test.describe("assets, caching and compression", () => {
      /** The hashed script and stylesheet the home page names. */
      function homeAssets(): string[] {
        const html = builtFile("index.html");
        const assets = [...html.matchAll(/["'(](\/assets\/[^"')]+\.(?:js|css))/g)].map((match) => match[1] as string);
        expect(assets.length).toBeGreaterThan(1);
        return [...new Set(assets)];
      }

      test("hashed assets are cached for a year, compressed, and the same bytes as built", async ({
        request,
        target,
      }) => {
        const { encodings } = differencesOf(target);
        for (const asset of homeAssets()) {
          const response = await request.get(asset, { headers: { "accept-encoding": "br, gzip" } });
          expect(response.status(), asset).toBe(200);
          expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
          expect(response.headers()["content-type"], asset).toMatch(/^(text|application)\/(javascript|css)/);
          expectSecurityHeaders(response, asset, target);
          if (builtFile(asset).length >= 1024) {
            expect(response.headers()["content-encoding"], asset).toBe(encodings.preferred);
            expect(/accept-encoding/i.test(response.headers().vary ?? ""), `${asset}: Vary`).toBe(encodings.vary);
          }
          expect(await response.text(), asset).toBe(builtFile(asset));
        }
      });

      test("pages are compressed with brotli or gzip as the browser asks, and revalidate with an ETag", async ({
        request,
      }) => {
        for (const acceptEncoding of ["br, gzip", "gzip"]) {
          const response = await request.get(paths.about, { headers: { "accept-encoding": acceptEncoding } });
          const encoding = response.headers()["content-encoding"];
          expect(acceptEncoding.split(", "), `${acceptEncoding} -> ${encoding}`).toContain(encoding);
          expect(await response.text()).toBe(builtFile(`${paths.about}index.html`));
        }
        const identity = await request.get(paths.about, { headers: { "accept-encoding": "identity" } });
        expect(identity.headers()["content-encoding"]).toBeUndefined();
        const etag = identity.headers().etag;
        expect(etag, "an ETag to revalidate with").toBeTruthy();
        const again = await request.get(paths.about, {
          headers: { "if-none-match": etag as string, "accept-encoding": "identity" },
        });
        expect(again.status()).toBe(304);
      });
    });

    test.describe("files that are not pages", () => {
      /**
       * Files of the served copy that are not pages, by their address: the first two of every kind
       * (pictures, PDFs, data, scripts, styles, the web manifest, the compressed copies), and the
       * planted drawing. A host chooses the policy by kind, and the build stops on a file of a kind
       * the hosts' headers do not know (scripts/build.ts), so two of each stand for all ~1,300.
       */
      function servedFiles(): string[] {
        const files = readdirSync(siteRoot, { recursive: true, encoding: "utf8" })
          .map((file) => `/${file.split("\\").join("/")}`)
          .filter((url) => !url.split("/").some((segment) => segment.startsWith(".")) && url !== "/_headers")
          .filter((url) => !url.endsWith(".html") && statSync(`${siteRoot}${url}`).isFile())
          .sort();
        const byKind = new Map<string, string[]>();
        for (const file of files) {
          const kind = /\.[^./]+$/.exec(file)?.[0] ?? "";
          byKind.set(kind, [...(byKind.get(kind) ?? []), file]);
        }
        return [plantedScriptSvg.path, ...[...byKind.values()].flatMap((kind) => kind.slice(0, 2))];
      }

      test("every kind answers 200 with the policy under which no script runs", async ({ request, target }) => {
        const files = servedFiles();
        expect(files).toEqual(expect.arrayContaining([plantedScriptSvg.path, "/favicon.ico", "/robots.txt"]));
        for (const kind of [".pdf", ".png", ".svg", ".webmanifest", ".json", ".data", ".js", ".css", ".br", ".gz"])
          expect(
            files.some((file) => file.endsWith(kind)),
            `a ${kind} file among them`,
          ).toBe(true);
        for (const file of files) {
          const response = await request.get(file, { maxRedirects: 0 });
          expect(response.status(), file).toBe(200);
          expect(response.headers()["content-type"] ?? "", file).not.toMatch(/html/);
          expectSecurityHeaders(response, file, target);
          const policy = directives(response.headers()["content-security-policy"] ?? "");
          expect(policy.get("default-src"), file).toBe("'none'");
          expect(policy.has("script-src"), file).toBe(false);
          expect(policy.has("sandbox"), `${file} in a sandbox`).toBe(!file.endsWith(".pdf"));
        }
      });

      test("revalidated, a page keeps its policy and a file its own", async ({ request, target }) => {
        // A browser stores the policy a 304 carries in place of the cached one.
        for (const path of [paths.about, plantedScriptSvg.path]) {
          const first = await request.get(path, { headers: { "accept-encoding": "identity" } });
          const etag = first.headers().etag as string;
          const again = await request.get(path, { headers: { "if-none-match": etag, "accept-encoding": "identity" } });
          expect(again.status(), path).toBe(304);
          expect(again.headers()["content-security-policy"], path).toBe(first.headers()["content-security-policy"]);
          expectSecurityHeaders(first, path, target);
        }
      });
    });

    test.describe("the build's compressed copies", () => {
      /** The script and the page the copies matter most for: the largest script the home page names, and a page. */
      function compressedTargets(): string[] {
        const scripts = [...builtFile("index.html").matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(
          (match) => match[1] as string,
        );
        const largest = scripts.sort((a, b) => statSync(`${siteRoot}${b}`).size - statSync(`${siteRoot}${a}`).size)[0];
        expect(largest, "the home page names a script").toBeTruthy();
        return [paths.about, largest as string];
      }

      test("sit beside every compressible file of the build and decompress to its exact bytes", () => {
        const files = readdirSync(`${buildDirectory}/client`, { recursive: true, encoding: "utf8" });
        const compressible = files.filter((file) =>
          isCompressible(file, statSync(`${buildDirectory}/client/${file}`).size),
        );
        expect(compressible.length, "pages, data, scripts and styles").toBeGreaterThan(50);
        for (const file of compressible) {
          const original = readFileSync(`${buildDirectory}/client/${file}`);
          const copy = (suffix: string) => readFileSync(`${buildDirectory}/client/${file}${suffix}`);
          expect(brotliDecompressSync(copy(".br")).equals(original), `${file}.br`).toBe(true);
          expect(gunzipSync(copy(".gz")).equals(original), `${file}.gz`).toBe(true);
        }
      });

      test("are what the host sends, as they are, where it serves them; else its own compression of the same bytes", async ({
        baseURL,
        target,
      }) => {
        const { encodings } = differencesOf(target);
        for (const path of compressedTargets()) {
          const file = path.endsWith("/") ? `${path}index.html` : path;
          for (const [acceptEncoding, expected] of [
            ["br, gzip", encodings.preferred],
            ["gzip", "gzip"],
          ] as const) {
            const response = await rawGet(baseURL as string, path, { "accept-encoding": acceptEncoding });
            expect(response.status, path).toBe(200);
            expect(response.headers["content-encoding"], `${path}, ${acceptEncoding}`).toBe(expected);
            const decompressed = expected === "br" ? brotliDecompressSync(response.bytes) : gunzipSync(response.bytes);
            expect(decompressed.equals(readFileSync(`${siteRoot}${file}`)), `${path} in ${expected}`).toBe(true);
            const copy = readFileSync(`${siteRoot}${file}${expected === "br" ? ".br" : ".gz"}`);
            expect(response.bytes.equals(copy), `${path}: ${expected} is the build's copy`).toBe(encodings.sendsCopies);
          }
        }
      });
    });

    test.describe("files visitors must not get", () => {
      test("_headers and planted dotfiles are not served", async ({ request, target }) => {
        const { privateFiles } = differencesOf(target);
        for (const path of ["/_headers", ...Object.keys(plantedFiles).map((name) => `/${name}`)]) {
          const response = await request.get(path, { maxRedirects: 0 });
          const expected = privateFiles[path] ?? 404;
          expect(response.status(), path).toBe(expected);
          if (expected !== 200) expect(await response.text(), path).not.toMatch(/planted|Cache-Control: public/);
        }
      });

      test("the build itself holds no dotfiles, so no host can serve one", () => {
        const dotfiles: string[] = [];
        const walk = (folder: string) => {
          for (const entry of readdirSync(folder, { withFileTypes: true })) {
            if (entry.name.startsWith(".")) dotfiles.push(`${folder}/${entry.name}`);
            else if (entry.isDirectory()) walk(`${folder}/${entry.name}`);
          }
        };
        walk(`${buildDirectory}/client`);
        expect(dotfiles).toEqual([]);
      });
    });

    test.describe("hostile and odd URLs", () => {
      test("each, as a browser sends it, lands where the shared list says", async ({ request, baseURL, target }) => {
        for (const [url, lands] of hostileUrls) {
          // A browser drops the fragment and normalises `%2e%2e` and `..` before sending.
          const sent = new URL(`${baseURL}${url}`);
          const expected: Outcome = differencesOf(target).hostile[url] ?? {
            status: lands === "not-found" ? 404 : 200,
            shows: lands,
          };
          const { response, path } = await follow(request, baseURL as string, sent.pathname + sent.search);
          const name = url.length > 70 ? `${url.slice(0, 50)}… (${url.length} characters)` : url;
          expect.soft(response.status(), `${name} -> ${path.slice(0, 80)}`).toBe(expected.status);
          const body = await response.text();
          if (expected.shows === "not-found")
            expect.soft(body === notFoundPage(), `${name} shows the not-found page`).toBe(true);
          else if (expected.shows) {
            expect.soft(path.split("?")[0], name).toBe(expected.stays ? sent.pathname : expected.shows);
            expect
              .soft(body === builtFile(`${expected.shows}index.html`), `${name} shows ${expected.shows}`)
              .toBe(true);
          }
        }
      });

      test("sent as written, none reaches a file outside the site, redirects off the host, or breaks the server", async ({
        baseURL,
        target,
      }) => {
        const origin = baseURL as string;
        const { hostile } = differencesOf(target);
        for (const [url] of hostileUrls) {
          const written = url.split("#")[0] as string;
          const response = await rawGet(origin, written);
          const location = String(response.headers.location ?? "");
          expect(location, `${url} redirects on this host`).not.toMatch(/^(\/\/|\\|[a-z][a-z0-9+.-]*:)/i);
          if ((hostile[url]?.status ?? 0) < 500) expect(response.status, url).toBeLessThan(500);
          expect(response.body, `${url} leaks no file outside the site`).not.toMatch(/"devDependencies"|root:x:0:0/);
        }
        expect((await rawGet(origin, "/")).status, "still answering afterwards").toBe(200);
      });
    });

    /** Records every CSP violation on every document the page shows, and every console error. */
    async function watch(page: Page) {
      const violations: string[] = [];
      const errors: string[] = [];
      await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
            `${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`,
          );
        });
      });
      // Nothing leaves the machine: the site must work with every third party down.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
      page.on("console", (message) => {
        const blockedThirdParty =
          message.text().startsWith("Failed to load resource") && !/127\.0\.0\.1/.test(message.location().url);
        if (message.type() === "error" && !blockedThirdParty) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
      return { violations, errors };
    }

    const unknownSlugPath = (template: PageTemplate, language: (typeof languages)[number]) =>
      localizedPath(language, templatePagePath(template, "no-such-slug"));

    const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    test.describe("in a real browser", () => {
      test("pages hydrate and navigate with the page policy enforced and never violated", async ({ page }) => {
        const { violations, errors } = await watch(page);
        await page.goto(paths.home);
        await hydrated(page);
        // Client-side navigation fetches each page's pre-rendered data from the host.
        await page
          .getByRole("contentinfo")
          .getByRole("link", { name: /^About/ })
          .click();
        await expect(page).toHaveURL(paths.about);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.goto(paths.service("packaging"));
        await hydrated(page);
        await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
        await expect(page).toHaveURL(paths.home);
        await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
        expect(violations).toEqual([]);
        expect(errors).toEqual([]);

        // Enforced, not merely absent: an injected inline script is refused.
        const outcome = await page.evaluate(
          () =>
            new Promise<{ ran: boolean; directive: string }>((resolve) => {
              document.addEventListener("securitypolicyviolation", (event) =>
                resolve({ ran: "injected" in window, directive: event.effectiveDirective }),
              );
              const script = document.createElement("script");
              script.textContent = "window.injected = true";
              document.body.append(script);
            }),
        );
        expect(outcome).toEqual({ ran: false, directive: "script-src-elem" });
      });

      test("a drawing with a script, opened on its own, runs nothing; the site's own pictures still show", async ({
        page,
        baseURL,
      }) => {
        const ran: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes(plantedScriptSvg.ranMarker)) ran.push(request.url());
        });
        // The test can see a script run: the same drawing with no policy, answered by the browser itself, runs.
        const unguarded = `${plantedScriptSvg.path.replace(".svg", "")}-unguarded.svg`;
        await page.route(`${baseURL}${unguarded}`, (route) =>
          route.fulfill({ status: 200, contentType: "image/svg+xml", body: plantedScriptSvg.text }),
        );
        await page.goto(unguarded);
        await expect.poll(() => ran.length, "the unguarded drawing's script ran").toBeGreaterThan(0);

        ran.length = 0;
        const response = await page.goto(plantedScriptSvg.path);
        expect(response?.status()).toBe(200);
        expect(response?.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
        // Its script would run while it is parsed, before the load event goto waits for.
        await page.waitForTimeout(500);
        expect(ran, "the planted drawing's script ran").toEqual([]);
        await expect(page).toHaveURL(`${baseURL}${plantedScriptSvg.path}`);

        // The site's own drawings open on their own as drawn: the policy keeps their inline styles.
        for (const picture of ["/art/logo-mark.svg", "/art/gallery-1.svg"]) {
          const shown = await page.goto(picture);
          expect(shown?.status(), picture).toBe(200);
          const box = await page.locator("svg").boundingBox();
          expect(box?.width ?? 0, `${picture} is drawn`).toBeGreaterThan(0);
        }
      });

      test("an unknown address under a translation answers 404 with that language's not-found page, which hydrates", async ({
        page,
        request,
        baseURL,
      }) => {
        for (const language of translatedLanguages) {
          const unknownSlugs = pageTemplates.map((template) => unknownSlugPath(template, language));
          for (const path of [`/${language}/no-such-page/`, ...unknownSlugs]) {
            const { response } = await follow(request, baseURL as string, path);
            expect(response.status(), path).toBe(404);
            expect(await response.text(), `${path} shows the ${language} not-found page`).toBe(
              builtFile(`${language}/404.html`),
            );
          }
        }
        const { violations, errors } = await watch(page);
        const response = await page.goto("/te/no-such-page/");
        expect(response?.status()).toBe(404);
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentFor("te").pages.notFound.heading);
        expect(violations).toEqual([]);
        expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
      });

      // Served each language's SPA fallback, the route the browser matches must end in the same view:
      // no "Something went wrong", and no hydration mismatch (React's #418, an uncaught error).
      test("an unknown slug of every template, in every language, answers 404 and hydrates into its not-found view without an error", async ({
        page,
      }) => {
        const { violations, errors } = await watch(page);
        for (const template of pageTemplates) {
          for (const language of languages) {
            const path = unknownSlugPath(template, language);
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(404);
            await hydrated(page);
            await expect(page.locator("html"), path).toHaveAttribute("lang", languageTags[language]);
            const { pages, interface: words } = contentFor(language);
            await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(
              template.name === "service" ? words.serviceNotFound.heading : pages.notFound.heading,
            );
          }
        }
        expect(violations).toEqual([]);
        // The browser reports the 404 of the page itself and of the router's data for it.
        expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
      });
    });

    test.describe("pages moved by a respelling", () => {
      test("a former city address sends the browser on to the city's page, which is not indexed at the old one", async ({
        page,
        request,
      }) => {
        const old = await request.get("/cities/bangaluru/");
        expect(old.status()).toBe(200);
        expect(await old.text()).toContain('<meta name="robots" content="noindex">');
        await page.goto("/cities/bangaluru");
        await expect(page).toHaveURL(/\/cities\/bengaluru\/$/);
        await expect(page.getByRole("heading", { level: 1 })).toContainText("Bengaluru");
      });
    });

    test.describe("no editor on the public site (it has an origin of its own: editor-site.spec.ts)", () => {
      test("/admin/ and everything under it answer 404 with the not-found page and the site's headers", async ({
        request,
        target,
      }) => {
        // Followed: a host may first send /admin/index.html to /admin/, as it does any /x/index.html.
        for (const path of [editorPathPrefix, `${editorPathPrefix}index.html`, `${editorPathPrefix}config.json`]) {
          const response = await request.get(path);
          expect(response.status(), path).toBe(404);
          expect(await response.text(), path).toBe(notFoundPage());
          expect(response.headers()["x-robots-tag"], path).toBeUndefined();
          expectSecurityHeaders(response, path, target);
        }
      });

      test("no file of the public site holds or names the editor", async ({ request }) => {
        const site = readdirSync(siteRoot, { recursive: true, encoding: "utf8" });
        expect(site.filter((file) => file.startsWith(editorPathPrefix.slice(1, -1)))).toEqual([]);
        expect(await (await request.get("/sitemap.xml")).text()).not.toContain(editorPathPrefix);
        for (const file of site.filter((name) => /\.(html|js|json|data|xml|txt)$/.test(name)))
          expect(readFileSync(`${siteRoot}/${file}`, "utf8"), file).not.toMatch(/\/admin\/|sveltia/i);
      });
    });

    if (target.startsWith("nginx"))
      test.describe("nginx's own server blocks", () => {
        test("the file under test is the shipped one, with only its listen lines, root and snippet paths changed", () => {
          const shipped = readFileSync(`${repository}/deploy/nginx/site.conf`, "utf8").split("\n");
          const tested = siteConfigForTest(
            shipped.join("\n"),
            "/srv/site",
            { port: 1, redirectPort: 2 },
            "/srv/snippets",
          ).split("\n");
          expect(tested).toHaveLength(shipped.length);
          const changed = shipped.flatMap((line, index) =>
            line === tested[index] ? [] : [`${line.trim()} -> ${tested[index]?.trim()}`],
          );
          const snippet = "include /etc/nginx/snippets/godavari-security-headers.conf;";
          const includes = shipped.filter((line) => line.trim() === snippet).length;
          expect(includes, "every location that sets headers includes the snippet").toBe(3);
          expect(changed).toEqual([
            `include /etc/nginx/snippets/godavari-content-security-policy.conf; -> include ${shippedPolicyMap};`,
            "listen 443 ssl http2; -> listen 127.0.0.1:1;",
            "root /var/www/godavari-packers; -> root /srv/site;",
            "include /etc/nginx/snippets/godavari-brotli-static*.conf; -> include /srv/snippets/godavari-brotli-static*.conf;",
            `${snippet} -> include ${shippedHeadersSnippet};`,
            ...Array(includes - 1).fill(`${snippet} -> include ${shippedHeadersSnippet};`),
            "listen 80; -> listen 127.0.0.1:2;",
          ]);
        });

        test("plain HTTP is sent to https://www. with the same path", async ({ request, target }) => {
          const port = target === "nginx" ? ports.nginxRedirect : ports.nginxBrotliStaticRedirect;
          const response = await request.get(`http://127.0.0.1:${port}/about/?x=1`, { maxRedirects: 0 });
          expect(response.status()).toBe(301);
          expect(response.headers().location).toBe("https://www.godavaripackers.in/about/?x=1");
        });
      });
  });
}
