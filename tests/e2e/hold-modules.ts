import type { Page, Request, Route } from "@playwright/test";

/** The site's JavaScript: Vite writes every module, the route chunks and the entry, under /assets/. */
const siteModules = "**/assets/**/*.js";

export type HeldModules = {
  /** Resolves once the page has asked for its first module: it has loaded and is about to hydrate. */
  requested: () => Promise<void>;
  /** Lets every held module through, and every later one straight away. */
  release: () => Promise<void>;
};

/**
 * Holds the page's JavaScript back until the test calls `release()`, as a slow phone on slow 4G
 * does for a few seconds after the page is shown (docs/decisions/006-hydrate-after-load.md). In
 * between, the page is the pre-rendered HTML working without React, so a test can act on it
 * before hydration and then check what React made of it. Call before `page.goto`.
 */
export async function holdModules(page: Page): Promise<HeldModules> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  let firstRequest!: (request: Request) => void;
  const requested = new Promise<Request>((resolve) => {
    firstRequest = resolve;
  });
  const hold = async (route: Route) => {
    firstRequest(route.request());
    await released;
    // On to the next handler: the fixtures' own routing serves it.
    await route.fallback();
  };
  await page.route(siteModules, hold);
  return {
    requested: async () => {
      await requested;
    },
    release: async () => {
      open();
      await page.unroute(siteModules, hold);
    },
  };
}
