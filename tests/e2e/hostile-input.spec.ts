/**
 * Odd and hostile addresses (tests/hostile-urls.ts, shared with the deployment tests). Every one
 * is asked of the server: the right status, and the right page after at most a redirect. Those
 * the page's own code reads in a way that could go wrong are also opened in the browser: it must
 * hydrate without an error and run nothing from the address.
 */
import type { Dialog, Page } from "@playwright/test";
import { contentFor } from "../../app/content/content.server";
import { pathWithoutLanguage } from "../../app/lib/page-language";
import { paths } from "../../app/lib/paths";
import { hostileUrls, translatedHostileUrls } from "../hostile-urls";
import { expect, nextFrames, test, testOnWorkerPage, waitForHydration } from "./fixtures";
import { allRoutes } from "./routes";

/** The not-found page's and an unknown service's headings, in every language. */
const notFoundHeading = new RegExp(
  [
    "not found|could not find|can.t find",
    ...(["te", "hi"] as const).flatMap((language) => {
      const { pages, interface: words } = contentFor(language);
      return [pages.notFound.heading, words.serviceNotFound.heading];
    }),
  ].join("|"),
  "i",
);
const everyHostileUrl = [...hostileUrls, ...translatedHostileUrls];

/** Too long to read in a test's name: the start and the length. */
const shortened = (url: string) => (url.length > 80 ? `${url.slice(0, 60)}… (${url.length} characters)` : url);

/**
 * Whether the browser's code sees something odd in the address: markup, quotes, percent-escapes,
 * characters beyond ASCII, JavaScript's own object keys, a protocol-relative path, or a template's
 * slug (a service's or a city's route asks for its data on the client). The rest are dotfiles, build folders and
 * other spellings of real pages, which only the server handles.
 */
const reachesPageCode = (url: string) =>
  /[<>"']|%|javascript:|__proto__|constructor|[^\x20-\x7e]|^\/\/|^\/(?:te\/|hi\/)?(?:services|cities)\//.test(url);

test(`the server answers all ${everyHostileUrl.length} odd and hostile addresses with the right page`, async ({
  request,
  baseURL,
}) => {
  expect(hostileUrls.length, "enough of them").toBeGreaterThanOrEqual(30);
  for (const [url, lands] of everyHostileUrl) {
    // Spelled out in full: relative to the base URL, `//services//` would name a host called "services".
    const response = await request.get(`${baseURL}${url}`);
    const html = await response.text();
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
    if (lands === "not-found") {
      expect(response.status(), url).toBe(404);
      expect(heading, url).toMatch(notFoundHeading);
    } else {
      expect(response.status(), url).toBe(200);
      expect(new URL(response.url()).pathname, url).toBe(lands);
      expect(allRoutes, url).toContain(pathWithoutLanguage(lands));
      expect(heading, url).not.toBe("");
    }
    expect(html, url).not.toMatch(/window\.__pwned|<script>alert|onerror=alert|onload=alert/);
  }
  // And it still answers after all of them.
  expect((await request.get(paths.home)).status()).toBe(200);
});

/**
 * Wait until whatever an injected element could do has had its turn: every image the page fetches
 * at once has loaded or failed (an injected `<img src=x onerror>` among them), and frames are drawn.
 * Lazy pictures below the fold are left out: they load only when scrolled to.
 */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.readyState === "complete" &&
      [...document.images].every((image) => image.complete || image.loading === "lazy"),
  );
  await nextFrames(page);
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(dialogs, "a dialog opened").toEqual([]);
  expect(await page.evaluate(() => "__pwned" in window), "an injected script ran").toBe(false);
  const injected = await page.evaluate(() => ({
    handlers: document.querySelectorAll("[onerror], [onload], [onclick], [onmouseover], [onfocus]").length,
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: [...document.scripts].filter((script) => /alert\(|__pwned/.test(script.text)).length,
    svgs: document.querySelectorAll("svg[onload]").length,
  }));
  expect(injected, "markup from the URL was reflected into the page").toEqual({
    handlers: 0,
    images: 0,
    scripts: 0,
    svgs: 0,
  });
}

test.describe("in the browser", () => {
  const inBrowser = everyHostileUrl.filter(([url]) => reachesPageCode(url));
  for (const [url, lands] of inBrowser) {
    // One page per worker opens the addresses (see testOnWorkerPage); each test listens for dialogs while it runs.
    testOnWorkerPage(`${shortened(url)} → ${lands}`, async ({ page, baseURL }) => {
      const dialogs: string[] = [];
      const onDialog = (dialog: Dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      };
      page.on("dialog", onDialog);
      const response = await page.goto(`${baseURL}${url}`);
      await waitForHydration(page);
      if (lands === "not-found") {
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading);
      } else {
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(lands);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
      await settle(page);
      await expectNothingRan(page, dialogs);
      page.off("dialog", onDialog);
    });
  }
});
