import type { Page } from "@playwright/test";
import { paths } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";
import { allRoutes } from "./routes";

/**
 * Odd and hostile URLs, each with where it must end up: a page of the site (after at most a
 * redirect to its one true URL) or the not-found page. Payloads set `window.__pwned` or open a
 * dialog if they ever run.
 */
const hostileUrls: Array<[url: string, lands: string | "not-found"]> = [
  ["/services/%00", "not-found"],
  ["/services/%00/", "not-found"],
  ["/services/..%2f..", "not-found"],
  ["/services/..%2f..%2f..%2fetc%2fpasswd", "not-found"],
  ["/services/%2e%2e/%2e%2e/package.json", "not-found"],
  ["/services/%252e%252e%252f/", "not-found"],
  ["/services%2fpackaging/", "not-found"],
  ["/services/packaging%2f", "not-found"],
  ["/services/%5c..%5c/", "not-found"],
  [`/services/${"a".repeat(300)}/`, "not-found"],
  [`/${"x".repeat(2000)}`, "not-found"],
  ["/services/पैकिंग/", "not-found"],
  ["/सेवाएं/", "not-found"],
  ["/services/📦/", "not-found"],
  ["/services/packaging%20/", "not-found"],
  ["/services/packaging./", "not-found"],
  ["/about./", "not-found"],
  ["/about../", "not-found"],
  ["/services/javascript:window.__pwned=1/", "not-found"],
  ["/%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E/", "not-found"],
  ["/services/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/", "not-found"],
  ["/__proto__/", "not-found"],
  ["/services/constructor/", "not-found"],
  ["/.env", "not-found"],
  ["/.git/config", "not-found"],
  ["/build/", "not-found"],
  ["/node_modules/", "not-found"],
  ["/package.json", "not-found"],
  ["/_headers", "not-found"],
  ["/assets/", "not-found"],
  ["/index.html", paths.home],
  ["/about/index.html", paths.about],
  ["//services//", paths.services],
  ["///about", paths.about],
  ["//evil.example/", "not-found"],
  ["/ABOUT/", paths.about],
  ["/About", paths.about],
  ["/services/PACKAGING/", paths.service("packaging")],
  ["/contact?service=<script>alert(1)</script>", paths.contact],
  ["/contact/?service=<script>window.__pwned=1</script>", paths.contact],
  ['/contact/?service="><img src=x onerror=alert(1)>', paths.contact],
  ["/contact/?service=packaging&service=<svg/onload=alert(1)>", paths.contact],
  ["/search/?q=<script>window.__pwned=1</script>", paths.search],
  ['/search/?q="><svg onload=alert(1)>', paths.search],
  ["/search/?q=%F0%9F%93%A6%00%E0%A4", paths.search],
  ["/?utm_source=<x>&&&==%%&a[]=1&__proto__[x]=1", paths.home],
  ["/about/?%zz%", paths.about],
  ["/thank-you/?name=<b>x</b>&message=<script>alert(1)</script>", paths.thankYou],
  ["/services/packaging/#<img src=x onerror=alert(1)>", paths.service("packaging")],
  ['/gallery/#"]);window.__pwned=1;//', paths.gallery],
];

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

test.describe("hostile and odd URLs", () => {
  // The server and the router answer a URL the same at every width; once is enough.
  test.skip(({ isMobile }) => isMobile, "URL handling does not depend on the screen");

  test(`there are at least 30 of them (${hostileUrls.length})`, () => {
    expect(hostileUrls.length).toBeGreaterThanOrEqual(30);
  });

  for (const [url, lands] of hostileUrls) {
    test(`${url.length > 80 ? `${url.slice(0, 60)}… (${url.length} characters)` : url} → ${lands}`, async ({
      page,
      baseURL,
    }) => {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      // Spelled out in full: relative to the base URL, `//services//` would name a host called "services".
      const response = await page.goto(`${baseURL}${url}`);
      await waitForHydration(page);
      if (lands === "not-found") {
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found|could not find|can.t find/i);
      } else {
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(lands);
        expect(allRoutes).toContain(lands);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
      // Give any injected handler (an <img onerror>, a timer) the chance to run before looking.
      await page.waitForTimeout(300);
      await expectNothingRan(page, dialogs);
    });
  }

  test("the server still answers after all of them", async ({ request }) => {
    const response = await request.get(paths.home);
    expect(response.status()).toBe(200);
  });
});
