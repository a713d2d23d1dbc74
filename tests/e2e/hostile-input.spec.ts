import type { Page } from "@playwright/test";
import { paths } from "../../app/lib/paths";
import { hostileUrls } from "../hostile-urls";
import { expect, test, waitForHydration } from "./fixtures";
import { allRoutes } from "./routes";

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
