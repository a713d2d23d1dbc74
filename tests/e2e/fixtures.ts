import { test as base, expect, type Page } from "@playwright/test";

/**
 * Requests that leave this machine never do: the browser resolves no host name but localhost
 * (playwright.config.ts), so the site is tested as it behaves when every third party is down. A
 * test that stands in for a third party (the form service) answers its requests with page.route.
 */
function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "data:" || protocol === "blob:" || hostname === "localhost" || hostname === "127.0.0.1";
}

/**
 * `page` fails the test on any console error or uncaught exception it saw. It is the page fixture
 * itself rather than an automatic fixture of its own, so a test that only reads what the server
 * sends (`request`) opens no browser page at all.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // The browser reports each blocked third-party request; that is this harness, not the site.
      const source = message.location().url;
      if (message.text().startsWith("Failed to load resource") && source && !isLocal(source)) return;
      // A not-found page is served with status 404 on purpose, and so is the data the router
      // asks for at an unknown service's address; the browser reports both.
      if (message.text().includes("status of 404") && (source === page.url() || isDataOf(page.url(), source))) return;
      errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
    await use(page);
    expect(errors, "console errors on the page").toEqual([]);
  },
});

export { expect };

/** Wait until React has hydrated the pre-rendered page, so clicks reach event handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Wait until the browser has drawn two more frames: layout, observers and their re-renders have run. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Whether `source` is React Router's data request for the page at `pageUrl` (`/a/b/` -> `/a/b/_.data`). */
function isDataOf(pageUrl: string, source: string): boolean {
  const page = new URL(pageUrl).pathname.replace(/\/$/, "");
  const data = new URL(source).pathname;
  return data === `${page}/_.data` || data === `${page}.data`;
}
