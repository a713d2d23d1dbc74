/**
 * The layout every page shares: header, navigation (the bar on wide screens, the menu on phones),
 * footer, floating call and WhatsApp buttons, how pages load and hydrate, scrolling on navigation,
 * and the visitor counter. What the header renders is unit-tested beside it (site-header.test.tsx);
 * every-route.spec.ts checks that each page has the layout.
 */

import type { Page } from "@playwright/test";
import { content, contentFor, estimateContent } from "../../app/content/content.server";
import { type Language, languageNames, languages, languageTags, sourceLanguage } from "../../app/content/languages";
import { filePaths } from "../../app/lib/file-paths.ts";
import { localizedPath } from "../../app/lib/page-language";
import { pagePath, paths, type RoutedPageKey } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { guidedRoute, hub, someHome } from "./content-picks";
import { expect, test, waitForHydration, withMotion } from "./fixtures";

const { company } = content;

const { mainNavigation, moreNavigation, footerNavigation } = content;
const words = content.interface;

/** A page's label in the navigation bar (or its More menu), as the owner wrote it. */
function navigationLabel(page: RoutedPageKey): string {
  const entry = [...mainNavigation, ...moreNavigation].find((item) => item.page === page);
  if (!entry) throw new Error(`no ${page} in the navigation`);
  return entry.label;
}

/** A page's label among the footer's links. */
function footerLabel(page: RoutedPageKey): string {
  const entry = footerNavigation.find((item) => item.page === page);
  if (!entry) throw new Error(`no ${page} in the footer`);
  return entry.label;
}

const { services } = content;

const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, "")}`;

test.describe("header and footer", { tag: "@both" }, () => {
  test("give the company's numbers, registrations, brochure, services and offices", async ({ page }) => {
    await page.goto(paths.about);
    await waitForHydration(page);

    const header = page.getByRole("banner");
    const headerPhone = header.getByRole("link", { name: /^\+91/ }).first();
    await expect(headerPhone).toBeVisible();
    const shownNumber = ((await headerPhone.textContent()) ?? "").trim();
    expect(company.phones.map((phone) => phone.number)).toContain(shownNumber);
    await expect(headerPhone).toHaveAttribute("href", telHref(shownNumber));
    await expect(header.getByText(company.udyamNumber)).toBeVisible();
    await expect(header.getByText(company.gstin)).toBeVisible();
    await expect(header.getByRole("link", { name: words.header.brochure })).toHaveAttribute(
      "href",
      filePaths.brochure("en"),
    );

    const footer = page.getByRole("contentinfo");
    for (const phone of company.phones) await expect(footer.getByText(phone.number)).toBeAttached();
    for (const email of company.emails) await expect(footer.getByRole("link", { name: email.address })).toBeAttached();
    for (const service of services) {
      await expect(footer.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
        "href",
        paths.service(service.slug),
      );
    }
    await expect(footer.getByText(company.proprietor.name)).toBeAttached();
    await expect(footer.getByText(company.registeredOffice.postalCode)).toBeAttached();
    await expect(footer.getByLabel(words.footer.visitorCountLabel)).toHaveText(/^\d{1,3}(,\d{2})*,\d{3}$/);

    // The floating bar: an icon and a hidden label on wide screens, words on phones.
    const floating = page.getByRole("complementary", { name: words.contactButtons.floatingLabel });
    await expect(floating.getByRole("link", { name: words.contactButtons.call })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    await expect(floating.getByRole("link", { name: words.contactButtons.whatsapp })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/91\d{10}\?text=/,
    );
    await expect(floating.getByRole("link", { name: words.contactButtons.call })).toBeVisible();
  });

  test("the navigation marks the current page", async ({ page, isMobile }) => {
    await page.goto(paths.about);
    await waitForHydration(page);
    // Phones get the menu behind a button; wide screens the navigation bar.
    if (isMobile) await page.getByRole("button", { name: words.header.menu.openLabel }).click();
    const nav = page.getByRole("navigation", {
      name: isMobile ? words.header.menu.label : words.header.navigationLabel,
    });
    await expect(nav.getByRole("link", { name: navigationLabel("about") })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: navigationLabel("home") })).not.toHaveAttribute("aria-current", "page");
  });
});

test.describe("the mobile menu", { tag: "@phone" }, () => {
  test("opens, moves focus in, passes axe, and closes by button, Escape and link", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const hamburger = page.getByRole("button", { name: words.header.menu.openLabel });
    const menu = page.getByRole("navigation", { name: words.header.menu.label });
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: words.header.menu.closeLabel })).toBeFocused();
    expect(await axeViolations(page), "axe with the menu open").toEqual([]);
    await page.getByRole("button", { name: words.header.menu.closeLabel }).click();
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await hamburger.click();
    await menu.getByRole("link", { name: navigationLabel("services") }).click();
    await expect(page).toHaveURL(paths.services);
    await expect(menu).toBeHidden();
  });
});

test.describe("the navigation bar", { tag: "@desktop" }, () => {
  test("stays on one line, and its More menu holds the pages it leaves out", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const links = page.getByRole("navigation", { name: words.header.navigationLabel, exact: true }).getByRole("link");
    const tops = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getBoundingClientRect().top));
    expect(tops.length).toBe(mainNavigation.length);
    expect(new Set(tops).size, "one line").toBe(1);

    await page.getByRole("button", { name: words.header.menu.more }).click();
    const menu = page.getByRole("navigation", { name: words.header.menu.label });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: navigationLabel("home") })).toBeHidden();
    expect(await axeViolations(page), "axe with the More menu open").toEqual([]);
    for (const item of moreNavigation) {
      await expect(menu.getByRole("link", { name: item.label })).toHaveAttribute(
        "href",
        pagePath(item.page as RoutedPageKey),
      );
    }
    await menu.getByRole("link", { name: navigationLabel("gallery") }).click();
    await expect(page).toHaveURL(pagePath("gallery"));
    await expect(menu).toBeHidden();
  });
});

test.describe("the language switcher", () => {
  const switcherLink = (page: Page, name: string) =>
    page.getByRole("navigation", { name: content.interface.header.languagesLabel }).getByRole("link", { name });
  const estimatePath = pagePath("estimate");
  // Two destinations from the owner's list of cities, whichever they are.
  const [to, otherTo] = estimateContent.cities.filter((city) => city !== hub);
  if (!to || !otherTo) throw new Error("the estimate needs two cities besides the hub");

  // Not only a plain click: "open in new tab" and a copied link read the link's own address.
  test("once hydrated, its links carry the estimate's query, and follow the estimate as it changes", async ({
    page,
  }) => {
    await page.goto(`${estimatePath}?from=${hub.slug}&to=${to.slug}&home=${someHome.id}`);
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`to=${to.slug}`));
    const query = () => new URL(page.url()).search;
    await expect(switcherLink(page, languageNames.te)).toHaveAttribute("href", `/te${estimatePath}${query()}`);
    await expect(switcherLink(page, languageNames.hi)).toHaveAttribute("href", `/hi${estimatePath}${query()}`);

    // The estimate writes each change to the address; a pointer pressed on a link (the start of a
    // right click, a middle click or a long press) finds the link already carrying it.
    await page.getByRole("combobox", { name: estimateContent.words.move.to }).selectOption({ label: otherTo.name });
    await expect(page).toHaveURL(new RegExp(`to=${otherTo.slug}`));
    const link = switcherLink(page, languageNames.te);
    const box = await link.boundingBox();
    if (!box) throw new Error("the Telugu link is not drawn");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down({ button: "right" });
    await page.mouse.up({ button: "right" });
    await expect(link).toHaveAttribute("href", `/te${estimatePath}${query()}`);
    expect(query()).toContain(`to=${otherTo.slug}`);
    // And by keyboard: focus reads it too.
    await page.getByRole("combobox", { name: estimateContent.words.move.to }).selectOption({ label: to.name });
    await expect(page).toHaveURL(new RegExp(`to=${to.slug}`));
    await switcherLink(page, languageNames.hi).focus();
    await expect(switcherLink(page, languageNames.hi)).toHaveAttribute("href", `/hi${estimatePath}${query()}`);

    const inTelugu = `/te${estimatePath}${query()}`;
    await link.click();
    await expect(page).toHaveURL(inTelugu);
  });
});

// An in-app move does not load a new document: the root's loader runs again (its shouldRevalidate),
// or the switcher would keep naming the page first loaded. Tapped where drawn, as a visitor does.
test.describe("the language switcher after an in-app move", { tag: "@phone" }, () => {
  const estimatePath = pagePath("estimate");
  const estimateEntry = (language: Language) => {
    const words = contentFor(language);
    const entry = [...words.mainNavigation, ...words.moreNavigation].find((item) => item.page === "estimate");
    if (!entry) throw new Error(`no Estimate in the ${language} menu`);
    return entry.label;
  };
  /** From a page in `from`, the menu's Estimate link, then the switcher's link to `to`. */
  async function moveThenSwitch(page: Page, start: string, from: Language, to: Language) {
    const words = contentFor(from).interface.header;
    await page.goto(start);
    await waitForHydration(page);
    await page.getByRole("button", { name: words.menu.openLabel }).tap();
    await page
      .getByRole("navigation", { name: words.menu.label })
      .getByRole("link", { name: estimateEntry(from) })
      .tap();
    // Its query may already be there: the calculator writes it as soon as it runs.
    await expect(page).toHaveURL(new RegExp(`${localizedPath(from, estimatePath)}(\\?|$)`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentFor(from).pages.estimate.heading);
    const switcher = page.getByRole("navigation", { name: words.languagesLabel });
    // The page's own language is named, not linked, on the new page as on the first.
    await expect(switcher.getByRole("link", { name: languageNames[from] })).toHaveCount(0);
    const link = switcher.getByRole("link", { name: languageNames[to] });
    // The same page, not the one first loaded (its query is added as the link comes into use).
    await expect(link).toHaveAttribute("href", new RegExp(`^${localizedPath(to, estimatePath)}(\\?|$)`));
    // The estimate writes its inputs to the address once its calculator runs (at once on an in-app
    // visit); the other language's estimate keeps them.
    await expect(page.locator("[data-calculator='running']")).toHaveCount(1);
    const query = new URL(page.url()).search;
    await link.tap();
    await expect(page).toHaveURL(`${localizedPath(to, estimatePath)}${query}`);
    await expect(page.locator("html")).toHaveAttribute("lang", languageTags[to]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentFor(to).pages.estimate.heading);
  }

  for (const [index, from] of languages.entries()) {
    const to = languages[(index + 1) % languages.length] ?? sourceLanguage;
    test(`${languageNames[from]}: home, the menu's Estimate, then ${languageNames[to]} leads to the estimate in ${languageNames[to]}`, async ({
      page,
    }) => {
      await moveThenSwitch(page, localizedPath(from, paths.home), from, to);
    });
    // The not-found page (an SPA fallback) links each language's home page; after a move its links
    // name the new page like any other's.
    test(`${languageNames[from]}: from the not-found page, the menu's Estimate, then ${languageNames[to]}`, async ({
      page,
    }) => {
      await moveThenSwitch(page, localizedPath(from, "/no-such-page/"), from, to);
    });
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the language switcher's links are plain links to the same page", async ({ page }) => {
    await page.goto(`${pagePath("estimate")}?from=${hub.slug}&to=${guidedRoute.slug}`);
    const switcher = page.getByRole("navigation", { name: content.interface.header.languagesLabel });
    await expect(switcher.getByRole("link", { name: languageNames.te })).toHaveAttribute("href", "/te/estimate/");
    await switcher.getByRole("link", { name: languageNames.te }).click();
    await expect(page).toHaveURL("/te/estimate/");
  });

  test("the menu opens and every link in it leads to a real page", { tag: "@phone" }, async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole("button", { name: words.header.menu.openLabel }).click();
    const menu = page.getByRole("navigation", { name: words.header.menu.label });
    const hrefs = await menu
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    // The site's own pages; the menu also holds tel: and mailto: links.
    const targets = hrefs.filter((href) => href.startsWith("/"));
    expect(targets.length).toBeGreaterThanOrEqual(5);
    // Every page the bar and the More menu link to, and the gallery as in the footer.
    expect(targets).toEqual(
      expect.arrayContaining(
        [...mainNavigation, ...moreNavigation].map((item) => pagePath(item.page as RoutedPageKey)),
      ),
    );
    expect(targets).toContain(pagePath("gallery"));
    await menu.getByRole("link", { name: navigationLabel("certification") }).click();
    await expect(page).toHaveURL(pagePath("certification"));
    for (const target of targets) {
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), target).toBeVisible();
    }
  });

  test("the navigation bar and the footer's links lead to real pages", { tag: "@desktop" }, async ({ page }) => {
    await page.goto(paths.home);
    const hrefs = await page
      .getByRole("navigation", { name: words.header.navigationLabel })
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThanOrEqual(5);
    for (const target of hrefs) {
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), target).toBeVisible();
    }
    await page.goto(paths.home);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: footerLabel("about") })
      .click();
    await expect(page).toHaveURL(paths.about);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("loading", () => {
  test("JavaScript is fetched only after the page has loaded and been painted, and then hydrates it", async ({
    page,
  }) => {
    for (const route of [paths.home, paths.contact, paths.service(services[0]?.slug ?? "")]) {
      await page.goto(route);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime);
        const [firstPaint] = performance.getEntriesByName("first-contentful-paint");
        return {
          loadEventStart: navigation?.loadEventStart ?? Number.NaN,
          firstContentfulPaint: firstPaint?.startTime ?? Number.NaN,
          scripts,
        };
      });
      expect(timing.scripts.length, route).toBeGreaterThan(0);
      for (const start of timing.scripts) {
        expect(start, route).toBeGreaterThanOrEqual(timing.loadEventStart);
        expect(start, route).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
      }
    }
  });

  test("icons are drawn from one cached sprite", async ({ page }) => {
    await page.goto(paths.home);
    const href = await page.getByRole("banner").locator("svg use").first().getAttribute("href");
    expect(href).toMatch(/^\/assets\/line-icons-[\w-]+\.svg#\w+$/);
    const sprite = await page.request.get(href?.split("#")[0] ?? "");
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    const ids = [...(await sprite.text()).matchAll(/<symbol id="(\w+)"/g)].map(([, id]) => id);
    const used = await page
      .locator("svg use")
      .evaluateAll((uses) => uses.map((use) => use.getAttribute("href")?.split("#")[1]));
    for (const id of new Set(used)) expect(ids).toContain(id);
  });
});

test.describe("scrolling", () => {
  test.use(withMotion);
  test("every route change scrolls to the top", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await footer.getByRole("link", { name: footerLabel("gallery") }).click();
    await expect(page).toHaveURL(pagePath("gallery"));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link to an anchor scrolls to the anchor", async ({ page }) => {
    await page.goto(paths.about);
    await waitForHydration(page);
    await page.getByRole("link", { name: words.skipToContent }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${paths.about}#main`);
  });
});

test("the visitor counter adds one per page load, not per navigation", async ({ page }) => {
  await page.goto(paths.home);
  await waitForHydration(page);
  const counter = page.getByLabel(words.footer.visitorCountLabel);
  await expect(counter).toHaveText("8,799");
  await page.reload();
  await expect(counter).toHaveText("8,800");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: footerLabel("about") })
    .click();
  await expect(page).toHaveURL(paths.about);
  await expect(counter).toHaveText("8,800");
  expect(await page.evaluate(() => localStorage.getItem("visitorCount"))).toBe("8800");
});

test.describe("the footer's translator", () => {
  const { translate } = words.footer;
  const translateWidgetChunk = "**/assets/translate-widget-*.js";
  const translateScript = /^https:\/\/translate\.google\.com\/translate_a\/element\.js/;

  test("a tap on Translate before the page is idle loads the translator: one tap is enough", async ({ page }) => {
    // The widget's code held back, as on a slow connection: the footer is still the pre-rendered
    // HTML when the visitor taps, so React cannot hand the tap to the button.
    let releaseChunk!: () => void;
    const chunkHeld = new Promise<void>((resolve) => {
      releaseChunk = resolve;
    });
    let chunkAsked = false;
    await page.route(translateWidgetChunk, async (route) => {
      chunkAsked = true;
      await chunkHeld;
      await route.fallback();
    });
    // Google's script, standing in: it draws a language list as the real one does.
    await page.route(translateScript, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.google = { translate: { TranslateElement: function (options, id) {
          var list = document.createElement("select");
          list.setAttribute("aria-label", "Language Translate Widget");
          document.getElementById(id).append(list);
        } } };
        window.initGoogleTranslateElement();`,
      }),
    );
    await page.goto(paths.home);
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: translate.button }).tap();
    await expect.poll(() => chunkAsked, "the tap starts loading the widget's code").toBe(true);
    // The visitor reads on up the page while it loads: the widget's own "in view" start plays no part.
    await page.evaluate(() => window.scrollTo(0, 0));
    releaseChunk();
    await expect(footer.getByRole("combobox", { name: "Language Translate Widget" })).toBeAttached();
    await expect(footer.getByRole("button", { name: translate.button })).toHaveCount(0);
  });
});
