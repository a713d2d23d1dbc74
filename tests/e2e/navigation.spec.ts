import type { APIRequestContext, Page } from "@playwright/test";
import { content } from "../../app/content/content.server";
import { localizedPath, translatedLanguages } from "../../app/lib/page-language";
import { indexablePagePaths } from "../../app/lib/page-registry";
import { crawlerFiles, pagePath, paths } from "../../app/lib/paths";
import { faviconIcoPath } from "../../scripts/assets/icons";
import { expect, test, waitForHydration, withMotion } from "./fixtures";
import { holdModules } from "./hold-modules";

const { footerNavigation, mainNavigation } = content;
const words = content.interface;

/**
 * Starts logging the vertical scroll positions the page passes through, from now on, each once.
 * A jump logs one position (the browser may report it twice); a smooth scroll logs the ones on
 * the way.
 */
async function logScrolling(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const log: number[] = [];
    document.documentElement.dataset.scrollLog = "";
    addEventListener("scroll", () => {
      log.push(Math.round(scrollY));
      document.documentElement.dataset.scrollLog = log.join(" ");
    });
  });
  return async () => {
    const text = await page.locator("html").getAttribute("data-scroll-log");
    return text ? [...new Set(text.split(" ").map(Number))] : [];
  };
}

/** Waits until the page has stopped scrolling: the same position over a few frames. */
async function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 5) resolve(Math.round(scrollY));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

test.describe("scrolling between and within pages", () => {
  test.use(withMotion);
  test.skip(({ isMobile }) => !isMobile, "scrolling does not depend on the screen width");

  test("a new page starts at the top at once, and Back returns to where the visitor was at once", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    // The link itself in the middle of the screen, so clicking it does not scroll first (the
    // footer's length varies, and it is drawn only as it comes near: decision 050).
    const aboutLink = page.getByRole("contentinfo").getByRole("link", {
      name: footerNavigation.find((item) => item.page === "about")?.label ?? "no About in the footer",
    });
    await aboutLink.evaluate((link) => link.scrollIntoView({ block: "center", behavior: "instant" }));
    const leftAt = await settledScrollY(page);
    expect(leftAt).toBeGreaterThan(1000);

    const scrolled = await logScrolling(page);
    await aboutLink.click();
    await expect(page).toHaveURL(paths.about);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(content.pages.about.heading);
    expect(await settledScrollY(page)).toBe(0);
    expect(await scrolled(), "no position between the old one and the top").toEqual([0]);

    const scrolledBack = await logScrolling(page);
    await page.goBack();
    await expect(page).toHaveURL(paths.home);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(content.pages.home.heading);
    expect(await settledScrollY(page)).toBe(leftAt);
    expect(await scrolledBack(), "no position between the top and the old one").toEqual([leftAt]);
  });

  // Sections below the first screen are laid out only when near (decision 050): the browser's own
  // restoring on a reload once landed a screen or more away on the long Telugu and Hindi contact
  // pages (app/lib/browser-scroll-restore.server.ts).
  for (const language of translatedLanguages) {
    test(`a reload puts the ${language} contact page back where the visitor was`, async ({ page }) => {
      await page.goto(localizedPath(language, paths.contact));
      await waitForHydration(page);
      const footer = page.getByRole("contentinfo");
      // Down a screen at a time, as a visitor reads, so every section passed has been drawn.
      await footer.evaluate(async (element) => {
        let last = -1;
        while (element.getBoundingClientRect().top > innerHeight / 2 && scrollY !== last) {
          last = scrollY;
          scrollBy({ top: innerHeight * 0.6, behavior: "instant" });
          await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        }
      });
      expect(await settledScrollY(page)).toBeGreaterThan(1500);
      const footerTop = () => footer.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      const before = await footerTop();

      await page.reload();
      await waitForHydration(page);
      await settledScrollY(page);
      expect(Math.abs((await footerTop()) - before), "how far the footer moved on the screen").toBeLessThanOrEqual(4);
    });
  }

  test("a link to a part of the same page scrolls there smoothly", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const from = await settledScrollY(page);
    const scrolled = await logScrolling(page);
    await page.getByRole("link", { name: words.skipToContent }).focus();
    await page.keyboard.press("Enter");
    const to = await settledScrollY(page);
    expect(to).toBeLessThan(from);
    const onTheWay = (await scrolled()).filter((y) => y < from && y > to);
    expect(onTheWay.length, "positions between the end of the page and its main content").toBeGreaterThan(2);
  });

  test("under reduced motion a link within the page jumps", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const from = await settledScrollY(page);
    const scrolled = await logScrolling(page);
    await page.getByRole("link", { name: words.skipToContent }).focus();
    await page.keyboard.press("Enter");
    const to = await settledScrollY(page);
    expect(to).toBeLessThan(from);
    expect(await scrolled()).toEqual([to]);
  });
});

test.describe("the not-found page", () => {
  const unknownAddress = "/no-such-page/";
  const current = (page: Page) => page.locator('a[aria-current="page"]');

  async function openMenuOnPhone(page: Page, isMobile: boolean) {
    if (!isMobile) return;
    await page.getByRole("button", { name: words.header.menu.openLabel }).click();
    await expect(page.getByRole("navigation", { name: words.header.menu.label })).toBeVisible();
  }

  test("marks no link as the current page, before and after hydration", async ({ page, isMobile }) => {
    const home = mainNavigation.find((item) => item.page === "home")?.label ?? "";
    const navigation = page.getByRole("navigation", {
      name: isMobile ? words.header.menu.label : words.header.navigationLabel,
    });
    const modules = await holdModules(page);
    await page.goto(unknownAddress);
    await modules.requested();
    await openMenuOnPhone(page, isMobile);
    await expect(navigation.getByRole("link", { name: home, exact: true })).toBeVisible();
    await expect(current(page)).toHaveCount(0);

    await modules.release();
    await waitForHydration(page);
    await expect(page).toHaveURL(unknownAddress);
    await expect(navigation.getByRole("link", { name: home, exact: true })).toBeVisible();
    await expect(current(page)).toHaveCount(0);
  });
});

// Untagged, so it runs once (at phone width): a file is the same at every screen width.
test("/favicon.ico, which browsers and crawlers ask for whatever a page links, is an icon", async ({ request }) => {
  const response = await request.get(faviconIcoPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/x-icon");
  const body = await response.body();
  // An ICO directory: reserved 0, type 1 (icon), then how many images it holds.
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

/** The site's own pages a piece of HTML links to (and the pages its forms go to), without query or fragment. */
function pagesLinkedFrom(html: string): Set<string> {
  const targets = [
    ...[...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1] ?? ""),
    ...[...html.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].map((match) => match[1] ?? ""),
  ];
  return new Set(
    targets
      .filter((href) => href.startsWith("/") && !href.startsWith("//"))
      .map((href) => href.replace(/[?#].*$/, ""))
      .filter((path) => path.endsWith("/")),
  );
}

/** The header (with its menu) and the footer of a page as the server sends it. */
async function navigationOf(request: APIRequestContext, route: string): Promise<string> {
  const html = await (await request.get(route)).text();
  const part = (tag: string) => html.match(new RegExp(`<${tag}\\b.*?</${tag}>`, "s"))?.[0] ?? "";
  return part("header") + part("footer");
}

test("every indexable page is reached from the navigation within two clicks", async ({ request }) => {
  // First click: a link in the home page's header, menu or footer (or its search form).
  const firstClick = pagesLinkedFrom(await navigationOf(request, paths.home));
  expect(firstClick, "the navigation reaches the list of cities").toContain(pagePath("cities"));
  // Second click: any link on those pages.
  const reached = new Set(firstClick);
  for (const route of firstClick) {
    for (const path of pagesLinkedFrom(await (await request.get(route)).text())) reached.add(path);
  }
  const sitemap = await (await request.get(crawlerFiles.sitemap)).text();
  const sitemapPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  const indexable = new Set([...indexablePagePaths(content), ...sitemapPaths]);
  expect(indexable.size).toBeGreaterThan(10);
  expect([...indexable].filter((path) => path !== undefined && !reached.has(path))).toEqual([]);
});
