import { test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";

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
 * Starts collecting the page's console errors and uncaught exceptions; the function it returns
 * stops and gives what it saw.
 */
export function watchForErrors(page: Page): () => string[] {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    // The browser reports each blocked third-party request; that is this harness, not the site.
    const source = message.location().url;
    if (message.text().startsWith("Failed to load resource") && source && !isLocal(source)) return;
    // A not-found page is served with status 404 on purpose, and so is the data the router
    // asks for at an unknown service's address; the browser reports both.
    if (message.text().includes("status of 404") && (source === page.url() || isDataOf(page.url(), source))) return;
    errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(`Uncaught: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return () => {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    return errors;
  };
}

/**
 * `page` fails the test on any console error or uncaught exception it saw. It is the page fixture
 * itself rather than an automatic fixture of its own, so a test that only reads what the server
 * sends (`request`) opens no browser page at all.
 */
export const test = base.extend<object, { workerPages: Map<string, Page> }>({
  page: async ({ page }, use) => {
    const stop = watchForErrors(page);
    await use(page);
    expect(stop(), "console errors on the page").toEqual([]);
  },
  // The pages `testOnWorkerPage` keeps. Declared here, where no test asks for it, so that both kinds
  // of test have the same worker fixtures and share a worker: Playwright starts a new worker (a
  // process, a browser, the content loaded again) for tests whose worker fixtures differ.
  workerPages: [
    // On the browser, so it closes the pages before the browser closes.
    async ({ browser: _ }, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      for (const page of pages.values()) await page.context().close();
    },
    { scope: "worker" },
  ],
});

/**
 * For sweeps that open a page, check it and leave (every route's axe, reflow, an odd address):
 * `page` is one page per worker, kept from test to test, with the project's device (width, touch)
 * and the browser's cache, so a test pays for its page's load and checks, not for a new browser
 * context (about 0.3 s a test here) and a cold cache. Each test gets the project's window size
 * back and ends on a blank page, so what the last page still does is counted in its own test; a
 * test that changes what outlives a navigation (storage, media emulation, routes, a clock) or
 * listens for events on the page uses `test`. `javaScriptEnabled` and `reducedMotion` of
 * `test.use` are honoured.
 */
export const testOnWorkerPage = test.extend({
  page: async (
    {
      browser,
      workerPages,
      javaScriptEnabled,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      reducedMotion,
      baseURL,
    },
    use,
  ) => {
    const options = {
      javaScriptEnabled,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      reducedMotion,
      baseURL,
    };
    const key = JSON.stringify(options);
    let page = workerPages.get(key);
    if (!page || page.isClosed()) {
      page = await (await browser.newContext(options)).newPage();
      workerPages.set(key, page);
    } else if (viewport) {
      await page.setViewportSize(viewport);
    }
    const stop = watchForErrors(page);
    await use(page);
    await page.goto("about:blank");
    expect(stop(), "console errors on the page").toEqual([]);
  },
});

export { expect };

/**
 * The visitor's tests run as a visitor who asked for less motion (playwright.config.ts); what moves
 * or scrolls smoothly is tested as most visitors have it, in a group with `test.use(withMotion)`.
 */
export const withMotion = { reducedMotion: "no-preference" } as const;

/** Wait until React has hydrated the pre-rendered page, so clicks reach event handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until every carousel on the page (hero slides, testimonials) runs its own code: its
 * timer set and its controls answering. The page's hydrated mark is not enough under load: each
 * pre-rendered carousel holds a small script that records early presses, which React removes
 * only in the render after the carousel hydrated and ran its effects (app/lib/use-auto-advance.ts).
 */
export async function waitForCarousels(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const carousels = [...document.querySelectorAll("section[aria-roledescription]")];
    return carousels.length > 0 && carousels.every((carousel) => carousel.querySelector(":scope > script") === null);
  });
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
