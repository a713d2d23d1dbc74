import { test as base, expect, type Page } from "@playwright/test";

/** Requests that leave this machine are blocked: the site must work without any third party. */
function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "data:" || protocol === "blob:" || hostname === "localhost" || hostname === "127.0.0.1";
}

type Fixtures = {
  /** Console errors and uncaught exceptions seen on the page; checked after every test. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.route("**/*", (route) =>
        isLocal(route.request().url()) ? route.continue() : route.abort("blockedbyclient"),
      );
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
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Wait until React has hydrated the pre-rendered page, so clicks reach event handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Whether `source` is React Router's data request for the page at `pageUrl` (`/a/b/` -> `/a/b/_.data`). */
function isDataOf(pageUrl: string, source: string): boolean {
  const page = new URL(pageUrl).pathname.replace(/\/$/, "");
  const data = new URL(source).pathname;
  return data === `${page}/_.data` || data === `${page}.data`;
}
