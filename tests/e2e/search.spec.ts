import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { content } from "../../app/content/content.server";
import { countText } from "../../app/lib/count-text";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { cityPagePath } from "../../app/lib/page-registry";
import { homeSectionIds, paths } from "../../app/lib/paths";
import { openSiteSearch, type SiteSearch } from "../../app/lib/site-search";
import { axeViolations } from "./axe";
import { formerSlug, guidedRoute, hub, renamedCity } from "./content-picks";
import { expect, test, waitForHydration } from "./fixtures";

const { company } = content;

const { servedCities, services } = content;
const words = content.interface;
const resultCount = (count: number) => countText(words.searchResults.count, count);

/** A city's name as the owner wrote it, by its address. */
function cityName(slug: string): string {
  const city = servedCities.find((entry) => entry.slug === slug);
  if (!city) throw new Error(`no city ${slug}`);
  return city.name;
}

/**
 * The search the box runs, over the index the site serves: the queries below are picked from the
 * content by what they find (a service first, one result only), not typed as today's words.
 */
async function siteSearch(request: APIRequestContext): Promise<SiteSearch> {
  return openSiteSearch(await (await request.get(paths.searchIndex)).json());
}

/** A name from `names` whose query, typed in small letters (cut to `length`), finds that entry first. */
function foundFirst(search: SiteSearch, entries: Array<{ name: string; href: string }>, length = Infinity) {
  for (const entry of entries) {
    const query = entry.name.toLowerCase().slice(0, length);
    if (search(query)[0]?.href === entry.href) return { ...entry, query };
  }
  throw new Error("no name in the content finds its own page first");
}
const serviceEntries = services.map((service) => ({ name: service.title, href: paths.service(service.slug) }));
const cityEntries = servedCities.map((city) => ({ name: city.name, href: cityPagePath(city.slug) }));

/**
 * The search box and the search page in the browser. What the search finds for each spelling
 * ("bangalore", "wharehouse", "car shifting") is unit-tested in app/lib/site-search.test.ts;
 * here, that the box and the page show it and work by keyboard, mouse and without JavaScript.
 */

/** A string only MiniSearch's code contains (one of its error messages). */
const miniSearchMarker = "MiniSearch: duplicate ID";

const searchIcon = (page: Page) =>
  page.getByRole("button", { name: words.header.search.openLabel, exact: true }).first();
const searchBox = (page: Page) => page.getByRole("combobox", { name: words.header.search.fieldLabel });
const results = (page: Page) => page.getByRole("listbox", { name: words.searchBox.resultsLabel }).getByRole("option");

async function openSearch(page: Page) {
  await page.goto(paths.home);
  await waitForHydration(page);
  await searchIcon(page).click();
  await expect(searchBox(page)).toBeFocused();
  return searchBox(page);
}

/** The phone link the search offers when it finds nothing: one of the company's numbers, dialled as written. */
async function expectCompanyPhoneLink(scope: Locator) {
  const link = scope.getByRole("link", { name: /^\+91/ }).first();
  const number = ((await link.textContent()) ?? "").trim();
  expect(company.phones.map((phone) => phone.number)).toContain(number);
  await expect(link).toHaveAttribute("href", `tel:${number.replace(/\s/g, "")}`);
}

test.describe("the search box", () => {
  test("the search icon opens it with focus in the box, and closes it again", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await expect(searchBox(page)).toBeHidden();
    await searchIcon(page).click();
    await expect(searchBox(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await searchIcon(page).click();
    await expect(searchBox(page)).toBeHidden();
  });

  // Tapped where the icon is drawn, not found by its role: the box must not cover it, at any width
  // the header lays its icons out at, or the second tap lands in the box and it stays open.
  test("at every width, the icon stays uncovered while the box is open, and a second tap on it closes the box", {
    tag: "@both",
  }, async ({ page, isMobile }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const tap = (x: number, y: number) => (isMobile ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    for (const width of [320, 360, 390, 412, 600, 768, 1024, 1279, 1280, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      const icon = await searchIcon(page).boundingBox();
      if (!icon) throw new Error(`no search icon at ${width} px`);
      const [x, y] = [icon.x + icon.width / 2, icon.y + icon.height / 2];
      await tap(x, y);
      await expect(searchBox(page), `${width} px`).toBeVisible();
      const drawnThere = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("popovertarget"),
        [x, y] as const,
      );
      expect(drawnThere, `${width} px: the search icon is what is drawn at its place`).toBe("site-search");
      await tap(x, y);
      await expect(searchBox(page), `${width} px`).toBeHidden();
    }
  });

  test("results update as you type, and link to the page", async ({ page, request }) => {
    const search = await siteSearch(request);
    // The start of a service's name, as a visitor types it, and then a city's name.
    const service = foundFirst(search, serviceEntries, 4);
    const city = foundFirst(search, cityEntries);
    const box = await openSearch(page);
    await box.pressSequentially(service.query, { delay: 30 });
    await expect(results(page).first()).toContainText(service.name);
    await expect(results(page).first()).toHaveAttribute("href", service.href);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("Control+A");
    await box.pressSequentially(city.query, { delay: 30 });
    await expect(results(page).first()).toContainText(city.name);
  });

  // The box is a popover whose size and place differ by width.
  test("passes axe with results showing and one chosen", { tag: "@both" }, async ({ page }) => {
    const box = await openSearch(page);
    await box.fill(guidedRoute.name);
    await expect(results(page).first()).toBeVisible();
    await box.press("ArrowDown");
    await expect(results(page).first()).toHaveAttribute("aria-selected", "true");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the search box by keyboard", () => {
  test("arrow keys move through the results and Enter opens the chosen one", async ({ page }) => {
    const box = await openSearch(page);
    // The hub's name is on many pages: more than one result to move through.
    await box.fill(hub.name);
    const options = results(page);
    await expect(options.nth(1)).toBeVisible();
    await expect(box).not.toHaveAttribute("aria-activedescendant");

    await box.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id")) ?? "");
    await box.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(box).toBeFocused();

    const chosen = (await options.nth(1).getAttribute("href")) ?? "";
    expect(chosen).not.toBe("");
    await box.press("Enter");
    await expect(page).toHaveURL(chosen);
    await expect(page.locator("#site-search")).toBeHidden();
  });

  test("Enter without choosing opens the first result", async ({ page, request }) => {
    const service = foundFirst(await siteSearch(request), serviceEntries);
    const box = await openSearch(page);
    await box.fill(service.query);
    await expect(results(page).first()).toContainText(service.name);
    await box.press("Enter");
    await expect(page).toHaveURL(service.href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Escape closes the box and returns focus to the search icon", async ({ page }) => {
    const box = await openSearch(page);
    await box.fill(guidedRoute.name);
    await expect(results(page).first()).toBeVisible();
    await box.press("Escape");
    await expect(box).toBeHidden();
    await expect(searchIcon(page)).toBeFocused();
  });
});

test.describe("the search box tells what it found", () => {
  test("announces the number of results", async ({ page, request }) => {
    const search = await siteSearch(request);
    // A city named on its own page only, and the hub, named on many.
    const alone = servedCities.find((city) => search(city.name).length === 1);
    if (!alone) throw new Error("no city's name finds one page only");
    expect(search(hub.name).length).toBeGreaterThan(1);
    const box = await openSearch(page);
    const status = page.locator("#site-search").getByRole("status");
    await box.fill(alone.name.toLowerCase());
    await expect(status).toHaveText(resultCount(1));
    await box.fill(hub.name.toLowerCase());
    await expect(status).toHaveText(
      new RegExp(`^${fillPlaceholders(words.searchResults.count.other, { count: "\\d+" })}$`),
    );
  });

  test("offers the phone number when nothing matches", async ({ page }) => {
    const box = await openSearch(page);
    await box.fill("xylophone");
    await expect(page.locator("#site-search").getByRole("status")).toHaveText(resultCount(0));
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expectCompanyPhoneLink(page.locator("#site-search"));
  });
});

test("the search code and index load only when the box is first opened", async ({ page, request, baseURL }) => {
  const scripts: string[] = [];
  const indexRequests: string[] = [];
  page.on("request", (req) => {
    // The site's own scripts; third-party ones (the translation widget) are blocked by the fixtures.
    if (req.resourceType() === "script" && new URL(req.url()).origin === new URL(baseURL ?? "").origin) {
      scripts.push(req.url());
    }
    if (req.url().endsWith(paths.searchIndex)) indexRequests.push(req.url());
  });
  await page.goto(paths.home);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const firstLoad = [...scripts];
  expect(firstLoad.length).toBeGreaterThan(0);
  for (const url of firstLoad) {
    expect(await (await request.get(url)).text(), url).not.toContain(miniSearchMarker);
  }
  expect(indexRequests).toEqual([]);

  await searchIcon(page).click();
  await searchBox(page).fill(guidedRoute.name.toLowerCase());
  await expect(results(page).first()).toContainText(cityName(guidedRoute.slug));
  const lazyScripts = scripts.filter((url) => !firstLoad.includes(url));
  const lazyCode = await Promise.all(lazyScripts.map(async (url) => (await request.get(url)).text()));
  expect(lazyCode.some((code) => code.includes(miniSearchMarker))).toBe(true);
  expect(indexRequests).toHaveLength(1);
});

test.describe("the search page", () => {
  test("lists results for ?q= with JavaScript", async ({ page, request }) => {
    // A respelled city's old spelling still finds it.
    const found = (await siteSearch(request))(formerSlug);
    await page.goto(`${paths.search}?q=${formerSlug}`);
    await waitForHydration(page);
    const region = page.getByRole("region", {
      name: fillPlaceholders(content.interface.search.resultsHeading, { query: formerSlug }),
    });
    await expect(region.getByRole("link").first()).toContainText(cityName(renamedCity.slug));
    await expect(region.getByRole("status")).toHaveText(resultCount(found.length));
  });

  test("a question it finds opens the home page at its questions", async ({ page, request }) => {
    const search = await siteSearch(request);
    const question = content.faq
      .map((item) => ({ query: item.question.toLowerCase(), question: item.question }))
      .find(({ query }) => search(query)[0]?.kind === "question");
    if (!question) throw new Error("no question in the content finds itself first");
    await page.goto(`${paths.search}?q=${encodeURIComponent(question.query)}`);
    await waitForHydration(page);
    const region = page.getByRole("region", {
      name: fillPlaceholders(content.interface.search.resultsHeading, { query: question.query }),
    });
    await region.getByRole("link", { name: question.question }).first().click();
    await expect(page).toHaveURL(`${paths.home}#${homeSectionIds.faq}`);
    await expect(page.getByRole("heading", { level: 2, name: content.homeSections.faq.heading })).toBeInViewport();
  });

  test("the search box's Enter with no result goes to the search page", async ({ page }) => {
    const box = await openSearch(page);
    await box.fill("xylophone");
    await expect(page.locator("#site-search").getByRole("status")).toHaveText(resultCount(0));
    await box.press("Enter");
    await expect(page).toHaveURL(`${paths.search}?q=xylophone`);
    await expectCompanyPhoneLink(
      page.getByRole("region", { name: fillPlaceholders(words.search.resultsHeading, { query: "xylophone" }) }),
    );
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the header's search box submits to it", async ({ page }) => {
      await page.goto(paths.home);
      await page.getByRole("button", { name: words.header.search.openLabel, exact: true }).click();
      await page.getByRole("searchbox", { name: words.header.search.fieldLabel }).fill("warehouse");
      await page.getByRole("searchbox", { name: words.header.search.fieldLabel }).press("Enter");
      await expect(page).toHaveURL(`${paths.search}?q=warehouse`);
    });

    test("tells how to reach the company and lists the services", async ({ page }) => {
      await page.goto(`${paths.search}?q=warehouse`);
      const contact = page.getByRole("region", { name: words.search.contactHeading });
      for (const phone of company.phones) {
        await expect(contact.getByRole("link", { name: phone.number })).toBeVisible();
      }
      const list = page.getByRole("region", { name: words.search.servicesHeading });
      for (const service of services) {
        await expect(list.getByRole("link", { name: new RegExp(`^${service.title}`) })).toHaveAttribute(
          "href",
          paths.service(service.slug),
        );
      }
    });
  });
});
