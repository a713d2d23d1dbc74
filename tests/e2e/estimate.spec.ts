/**
 * Issue 15: the moving estimate at /estimate/. Its figures are checked against the same pure
 * function the page runs (app/lib/estimate.ts), so these tests check the page, not the rates.
 */
import type { Page } from "@playwright/test";
import { content, contentFor, estimateContent, estimateContentFor } from "../../app/content/content.server";
import { languageTags } from "../../app/content/languages";
import { countText } from "../../app/lib/count-text";
import { enquiryDraftKey } from "../../app/lib/enquiry-draft";
import { type EstimateData, estimateMove, presetInventory } from "../../app/lib/estimate";
import { parseEstimateQuery } from "../../app/lib/estimate-query";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { longDateFormat } from "../../app/lib/intl-dates";
import { pagePath, paths } from "../../app/lib/paths";
import { formatRupeeRange } from "../../app/lib/rupees";
import { axeViolations } from "./axe";
import {
  firstCategory,
  firstHome,
  formerSlug,
  guidedRoute,
  hub,
  itemOfFirstCategory,
  lastHome,
  otherCategory,
  otherHome,
  otherRoute,
  renamedCity,
  routeQuery,
  someHome,
  thirdRoute,
} from "./content-picks";
import { pressKeyOnHydration } from "./first-use";
import { expect, nextFrames, test, waitForHydration } from "./fixtures";
import { holdModules } from "./hold-modules";

const { enquiry } = content;

const estimatePath = pagePath("estimate");
const { words, rates, catalogue, cities } = estimateContent;
const estimatePage = content.pages.estimate;
const data: EstimateData = { rates, items: catalogue.items, homeSizes: catalogue.homeSizes, cities };

/** The total the page must show for a query string, worked out by the estimate itself. */
function expectedTotal(query: string): string {
  const { total } = estimateMove(parseEstimateQuery(query, data).input, data);
  return formatRupeeRange(total.low, total.high);
}

const total = (page: Page) => page.getByRole("status", { name: words.result.total });
const form = (page: Page) => page.locator("form").filter({ has: page.getByRole("group", { name: words.move.legend }) });
const moveFrom = (page: Page) => page.getByRole("combobox", { name: words.move.from });
const moveTo = (page: Page) => page.getByRole("combobox", { name: words.move.to });
const homeSize = (page: Page, name: string) =>
  page.getByRole("group", { name: words.homeSize.legend }).getByRole("radio", { name, exact: true });
const searchParams = (page: Page) => new URL(page.url()).searchParams;

/** Names as the owner wrote them, by the ids the addresses carry. */
const named = <T extends { id?: string; slug?: string; name: string }>(list: readonly T[], id: string) =>
  list.find((entry) => (entry.slug ?? entry.id) === id)?.name ?? `no ${id}`;
const cityName = (slug: string) => named(cities, slug);
/** The route line of the summary an estimate sends, up to the distance. */
const routeLine = (from: string, to: string) =>
  fillPlaceholders(words.summary.route.split("{km}")[0] ?? "", { from: cityName(from), to: cityName(to) });
const { contactButtons } = content.interface;

/**
 * Waits until the calculator runs. Its code loads on the visitor's first sign of use, a link's
 * estimate or not (docs/decisions/023-estimate-main-thread.md, 048-estimate-landing.md): a key
 * press is one.
 */
async function waitForCalculator(page: Page) {
  await page.keyboard.press("Shift");
  await expect(page.locator("[data-calculator='running']")).toHaveCount(1);
}

async function openEstimate(page: Page, query = "") {
  const response = await page.goto(`${estimatePath}${query}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await waitForCalculator(page);
}

test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the flows do not depend on the screen");

  test("an estimate follows every change, is kept in the address, and Back undoes a choice", async ({ page }) => {
    await openEstimate(page);
    await expect(total(page)).toHaveText(expectedTotal(""));
    await expect(page).toHaveURL(new RegExp(`[?&]from=${hub.slug}&to=${hub.slug}`));

    await moveTo(page).selectOption({ label: guidedRoute.name });
    await expect(page).toHaveURL(new RegExp(`to=${guidedRoute.slug}`));
    await expect(total(page)).toHaveText(expectedTotal(`from=${hub.slug}&to=${guidedRoute.slug}`));
    // The distance between the homes is asked only for a move within one city.
    await expect(page.getByRole("spinbutton", { name: words.move.localKm.label })).toBeHidden();
    await expect(page.getByText(words.move.localKm.betweenCities)).toBeVisible();

    // A home size fills its typical list, which the visitor then changes with the steppers.
    await homeSize(page, otherHome.name).check();
    await expect(page).toHaveURL(new RegExp(`home=${otherHome.id}`));
    await page.getByText(firstCategory.name, { exact: true }).click();
    const beds = page.getByRole("spinbutton", {
      name: fillPlaceholders(words.inventory.quantity, { item: itemOfFirstCategory.name }),
    });
    const before = Number(await beds.inputValue());
    await page
      .getByRole("button", { name: fillPlaceholders(words.inventory.increase, { item: itemOfFirstCategory.name }) })
      .focus();
    await page.keyboard.press("Enter");
    await expect(beds).toHaveValue(String(before + 1));
    await expect(page).toHaveURL(new RegExp(`items=[^&]*${itemOfFirstCategory.id}_`));
    const shown = searchParams(page).toString();
    await expect(total(page)).toHaveText(expectedTotal(shown));

    // Once the changes settle the total is read out, politely.
    await expect(
      page.getByRole("status").filter({ hasText: words.result.announcement.split("{")[0] ?? "" }),
    ).toHaveText(words.result.announcement.replace("{total}", expectedTotal(shown)));

    // The address is the estimate: reloading it shows the same, and Back undoes the home size.
    await page.reload();
    await waitForHydration(page);
    await waitForCalculator(page);
    await expect(total(page)).toHaveText(expectedTotal(shown));
    await page.getByText(firstCategory.name, { exact: true }).click();
    await expect(beds).toHaveValue(String(before + 1));
    await page.goBack();
    await expect(homeSize(page, otherHome.name)).not.toBeChecked();
    await expect(moveTo(page)).toHaveValue(guidedRoute.slug);
  });

  test("a key pressed as soon as the page has hydrated loads the calculator", async ({ page, context }) => {
    // React hydrates the calculator's waiting boundary after the rest of the page, after the page
    // says it has hydrated: a first key in between must still count as first use (it did not, and
    // the calculator loaded only on the next one). A slower CPU widens that window.
    await pressKeyOnHydration(page, context, estimatePath);
    await expect(page.locator("[data-calculator='running']")).toHaveCount(1);
  });

  test("the query-string contract: from, to, km and home", async ({ page }) => {
    await openEstimate(page, `?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`);
    await expect(moveFrom(page)).toHaveValue(hub.slug);
    await expect(moveTo(page)).toHaveValue(guidedRoute.slug);
    await expect(homeSize(page, someHome.name)).toBeChecked();
    await expect(total(page)).toHaveText(expectedTotal(`from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`));
    await expect(page.getByText(words.queryNotes.heading)).toHaveCount(0);

    // Bengaluru's former slug, from before the name was respelled, still names it.
    await openEstimate(page, `?from=${formerSlug}&to=${formerSlug}&km=35&home=${firstHome.id}`);
    await expect(moveTo(page)).toHaveValue(renamedCity.slug);
    await expect(page.getByRole("spinbutton", { name: words.move.localKm.label })).toHaveValue("35");
    await expect(homeSize(page, firstHome.name)).toBeChecked();
    await expect(total(page)).toHaveText(
      expectedTotal(`from=${renamedCity.slug}&to=${renamedCity.slug}&km=35&home=${firstHome.id}`),
    );
  });

  test("hostile query strings fall back field by field, with a note, and never add markup", async ({ page }) => {
    const hostile = [
      `?from=atlantis&to=${guidedRoute.slug}`,
      `?from=${hub.slug}&to=${hub.slug}&km=-40`,
      `?from=${hub.slug}&to=${hub.slug}&km=99999999999`,
      `?from=${hub.slug}&from=${guidedRoute.slug}&to=${otherRoute.slug}`,
      "?__proto__=x&from=__proto__&to=constructor&home=__proto__&items=__proto___5.toString_2",
      `?from=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&to=%3Cscript%3Ealert(1)%3C/script%3E&junk=${"%3Cb%3E".repeat(1000)}`,
      `?home=${someHome.id}&items=${`${itemOfFirstCategory.id}_99.`.repeat(420)}&value=999999999999&storage=99999`,
    ];
    for (const query of hostile) {
      await openEstimate(page, query);
      await expect(page.getByRole("heading", { name: words.queryNotes.heading }), query).toBeVisible();
      await expect(total(page)).toHaveText(expectedTotal(query));
      // Never negative, and never an absurd sum, whatever the link says.
      const shown = (await total(page).textContent()) ?? "";
      expect(shown, query).not.toMatch(/-|NaN|Infinity/);
      const highest = Number(shown.split("–").at(-1)?.replace(/\D/g, ""));
      expect(highest, query).toBeLessThan(100_00_000);
      expect(await page.locator("main img[src='x'], main script, main b").count(), query).toBe(0);
    }
  });

  test("without JavaScript, the rate card answers the question", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(estimatePath);
    const card = page.getByRole("table", { name: words.rateCard.caption });
    await expect(card).toBeVisible();
    for (const band of rates.distanceBands) {
      await expect(card.getByRole("columnheader", { name: band.label })).toBeVisible();
    }
    for (const home of catalogue.homeSizes) {
      const row = card.getByRole("row").filter({ has: page.getByRole("rowheader", { name: home.name }) });
      await expect(row.getByRole("cell")).toHaveCount(rates.distanceBands.length);
      await expect(row.getByRole("cell").first()).toHaveText(/^₹[\d,]+ – ₹[\d,]+$/);
    }
    await expect(page.getByText(words.rateCard.noScript)).toBeVisible();
    await expect(page.getByRole("group", { name: words.move.legend })).toBeHidden();
    // The introduction describes the rate card, not the calculator that is not there.
    await expect(page.getByText(words.page.introNoScript)).toBeVisible();
    await expect(page.getByText(estimatePage.intro)).toBeHidden();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: contactButtons.call })).toBeVisible();
    await expect(main.getByRole("link", { name: contactButtons.whatsapp })).toBeVisible();
    await expect(main.getByRole("link", { name: contactButtons.quote })).toHaveAttribute("href", paths.contact);
    // A link's estimate too: the page is the same without JavaScript, whatever its address says.
    await page.goto(`${estimatePath}?${routeQuery(guidedRoute, `&home=${someHome.id}`)}`);
    await expect(page.getByRole("table", { name: words.rateCard.caption })).toBeVisible();
    await expect(page.getByRole("group", { name: words.move.legend })).toBeHidden();
    await context.close();
  });

  test("Send this estimate fills the enquiry form and keeps the saved draft's name, phone and e-mail", async ({
    page,
  }) => {
    await page.goto(paths.contact);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: enquiry.fields.name.label }).fill("Lakshmi Reddy");
    await page.getByRole("textbox", { name: enquiry.fields.phone.label }).fill("+91 98480 12345");
    await page.getByRole("textbox", { name: enquiry.fields.email.label }).fill("lakshmi@example.com");
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), enquiryDraftKey))
      .toContain("lakshmi@example.com");

    await openEstimate(page, `?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`);
    const route = page.getByRole("link", { name: words.actions.send });
    await route.click();
    const intercity = words.enquiryService.intercity;
    await expect(page).toHaveURL(new RegExp(`^[^?]*${paths.contact}\\?service=${intercity}`));
    await waitForHydration(page);
    const relocation =
      content.services.find((service) => service.slug === intercity)?.enquiryLabel ?? `no ${intercity}`;
    await expect(page.getByRole("combobox", { name: enquiry.fields.service.label })).toHaveValue(relocation);
    const message = page.getByRole("textbox", { name: enquiry.fields.message.label });
    await expect(message).toHaveValue(new RegExp(routeLine(hub.slug, guidedRoute.slug)));
    await expect(message).toHaveValue(
      new RegExp(expectedTotal(`from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`)),
    );
    await expect(page.getByRole("textbox", { name: enquiry.fields.name.label })).toHaveValue("Lakshmi Reddy");
    await expect(page.getByRole("textbox", { name: enquiry.fields.phone.label })).toHaveValue("+91 98480 12345");
    await expect(page.getByRole("textbox", { name: enquiry.fields.email.label })).toHaveValue("lakshmi@example.com");
  });

  test("Send on WhatsApp opens a chat with the same summary", async ({ page }) => {
    await openEstimate(page, `?from=${hub.slug}&to=${otherRoute.slug}&home=${firstHome.id}&cars=1`);
    const link = page.getByRole("link", { name: new RegExp(words.actions.whatsApp) });
    const href = (await link.getAttribute("href")) ?? "";
    const url = new URL(href);
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toMatch(/^\/91\d{10}$/);
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain(routeLine(hub.slug, otherRoute.slug));
    expect(text).toContain(expectedTotal(`from=${hub.slug}&to=${otherRoute.slug}&home=${firstHome.id}&cars=1`));
    expect(text).toContain(`${estimatePath}?from=${hub.slug}&to=${otherRoute.slug}`);
  });

  test("choices made before the page hydrates are the ones estimated and kept", async ({ page }) => {
    const modules = await holdModules(page);
    await page.goto(`${estimatePath}?from=${hub.slug}&to=${hub.slug}&home=${firstHome.id}`);
    await modules.requested();
    await moveTo(page).selectOption({ label: guidedRoute.name });
    await homeSize(page, otherHome.name).check();
    await modules.release();
    await waitForHydration(page);

    await expect(page).toHaveURL(new RegExp(`from=${hub.slug}&to=${guidedRoute.slug}&home=${otherHome.id}`));
    await expect(moveTo(page)).toHaveValue(guidedRoute.slug);
    await expect(homeSize(page, otherHome.name)).toBeChecked();
    await expect(total(page)).toHaveText(expectedTotal(`from=${hub.slug}&to=${guidedRoute.slug}&home=${otherHome.id}`));
  });

  test("printing shows the estimate and the company, not the form or the site's header", async ({ page }) => {
    await openEstimate(page, `?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`);
    await page.emulateMedia({ media: "print" });
    await expect(total(page)).toBeVisible();
    await expect(page.getByText(words.printDetails.heading)).toBeVisible();
    await expect(form(page)).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
  });
});

test.describe("on a 360 px phone", () => {
  test.skip(({ isMobile }) => !isMobile, "wide screens show the estimate beside the form");
  test.use({ viewport: { width: 360, height: 640 } });

  test("the total stays in view while the form is filled, clear of the fields, the call buttons and the submit button", async ({
    page,
  }) => {
    await openEstimate(page, `?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`);
    const bar = page.getByRole("link", { name: new RegExp(`${words.result.total}.*${words.result.stickyLink}`) });
    const viewport = { width: 360, height: 640 };
    const box = async (locator: ReturnType<Page["locator"]>) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error("not rendered");
      return found;
    };
    const inView = async () => {
      const { y, height } = await box(bar);
      return y >= 0 && y + height <= viewport.height;
    };
    const floating = page.getByRole("complementary", { name: contactButtons.floatingLabel });
    const scrollPaddingTop = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    );
    expect((await box(bar)).height, "no taller than the room kept for it at the top").toBeLessThanOrEqual(
      scrollPaddingTop,
    );

    // Wherever the visitor is in the form, the total is on screen, and it follows each change.
    for (const legend of [words.homeSize.legend, words.inventory.legend, words.access.legend, words.extras.legend]) {
      await page.getByRole("group", { name: legend }).scrollIntoViewIfNeeded();
      expect(await inView(), legend).toBe(true);
      await expect(bar).toContainText(expectedTotal(searchParams(page).toString()));
    }
    await homeSize(page, otherHome.name).check();
    // The choice's history entry is written once the frame showing it is drawn.
    await expect.poll(() => searchParams(page).get("home")).toBe(otherHome.id);
    await expect(bar).toContainText(expectedTotal(searchParams(page).toString()));
    expect(await inView()).toBe(true);
    const bottomOfFloating = await box(floating);
    const barBox = await box(bar);
    expect(barBox.y + barBox.height, "clear of the call and WhatsApp buttons").toBeLessThan(bottomOfFloating.y);

    // A field reached by the keyboard is not under it.
    await page.getByRole("spinbutton", { name: words.access.floor }).first().focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const focused = await box(page.locator(":focus"));
    expect(focused.y).toBeGreaterThanOrEqual((await box(bar)).y + (await box(bar)).height);

    // The submit button is never under it: the bar leaves with the last fields.
    const submit = page.getByRole("button", { name: words.showResult });
    await submit.scrollIntoViewIfNeeded();
    const buttonTop = (await box(submit)).y + (await page.evaluate(() => window.scrollY));
    // With the button's top anywhere from 120 px down the screen to the screen's top edge.
    for (let screenY = 120; screenY >= 0; screenY -= 15) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), buttonTop - screenY);
      const button = await box(submit);
      const stuck = await box(bar);
      const overlaps = stuck.y < button.y + button.height && button.y < stuck.y + stuck.height;
      expect(overlaps, `the total over the submit button at ${screenY} px`).toBe(false);
    }

    expect(await axeViolations(page), "axe with the total stuck at the top").toEqual([]);
    // The same height whatever the total: the largest a link may ask for fits on its line at 320 px.
    const height = (await box(bar)).height;
    await openEstimate(
      page,
      `?from=${otherRoute.slug}&to=${thirdRoute.slug}&home=${lastHome.id}&cars=20&bikes=20&value=99999999&storage=365`,
    );
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(bar).toContainText(expectedTotal(searchParams(page).toString()));
    // Within a hundredth of a pixel: the bar may sit at a fractional offset on a 2.625x screen.
    expect((await box(bar)).height).toBeCloseTo(height, 2);

    await bar.click();
    await expect(page.getByRole("heading", { name: words.result.heading })).toBeFocused();
    await expect(total(page)).toBeInViewport();
  });
});

test("a link to a move between cities moves nothing in the form when the page hydrates", {
  tag: "@desktop",
}, async ({ page }) => {
  const held = await holdModules(page);
  await page.goto(`${estimatePath}?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`);
  await held.requested();
  const homeSizes = page.getByRole("group", { name: words.homeSize.legend });
  await expect(page.getByRole("spinbutton", { name: words.move.localKm.label })).toBeVisible();
  const before = await homeSizes.boundingBox();
  await held.release();
  await waitForHydration(page);
  await expect(page.getByRole("spinbutton", { name: words.move.localKm.label })).toBeHidden();
  expect(await homeSizes.boundingBox()).toEqual(before);
});

test("an estimate between two cities links to the route's page, or to the list of cities", async ({ page }) => {
  await openEstimate(page, `?from=${guidedRoute.slug}&to=${hub.slug}&home=${firstHome.id}`);
  await page
    .getByRole("link", {
      name: fillPlaceholders(words.result.routeLink, { hub: hub.name, city: guidedRoute.name }),
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\/cities\\/${guidedRoute.slug}\\/$`));
  await openEstimate(page, `?from=${guidedRoute.slug}&to=${otherRoute.slug}&home=${firstHome.id}`);
  await expect(page.getByRole("link", { name: words.result.citiesLink })).toHaveAttribute("href", pagePath("cities"));
});

test("in Telugu and Hindi the estimate is in the language: its words, the honesty notes, the dates and the summary it sends", async ({
  page,
}) => {
  const query = `?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}&date=2027-03-14`;
  // The move's day as each language writes it, letter by letter; the rates' day is the owner's
  // (Facts › The estimate's rates), written the same way.
  const dates = {
    te: { move: "14 మార్చి, 2027" },
    hi: { move: "14 मार्च 2027" },
  } as const;
  const ratesDay = (language: "te" | "hi") =>
    longDateFormat(languageTags[language]).format(new Date(`${estimateContent.rates.effectiveFrom}T00:00:00Z`));
  expect(longDateFormat(languageTags.te).format(new Date("2027-03-14T00:00:00Z"))).toBe(dates.te.move);
  expect(longDateFormat(languageTags.hi).format(new Date("2027-03-14T00:00:00Z"))).toBe(dates.hi.move);
  for (const language of ["te", "hi"] as const) {
    const words = estimateContentFor(language).words;
    expect((await page.goto(`/${language}${estimatePath}${query}`))?.status()).toBe(200);
    await waitForHydration(page);
    await waitForCalculator(page);
    await expect(page.locator("html")).toHaveAttribute("lang", `${language}-IN`);
    await expect(
      page.getByRole("heading", { level: 1, name: contentFor(language).pages.estimate.heading }),
    ).toBeVisible();
    await expect(page.getByRole("status", { name: words.result.total })).toContainText(expectedTotal(query));
    for (const note of [words.honesty.estimate, words.honesty.quote]) await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByText(fillPlaceholders(words.honesty.ratesAsOf, { date: ratesDay(language) }))).toBeVisible();
    const href = await page.getByRole("link", { name: new RegExp(words.actions.whatsApp) }).getAttribute("href");
    const text = new URL(href ?? "").searchParams.get("text") ?? "";
    expect(text).toContain(words.summary.heading);
    expect(text).toContain(fillPlaceholders(words.summary.date, { date: dates[language].move }));
    expect(text).toContain(`/${language}${estimatePath}${query}`);
  }
});

test("in Telugu and Hindi a count agrees with its number: the inventory's headings, a link's left-out item, the storage day it sends", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the words do not depend on the screen");
  // One item of the first category, one entry the link cannot read, one day in storage.
  const query = `?from=${hub.slug}&to=${guidedRoute.slug}&items=${itemOfFirstCategory.id}_1.no-such-item_2&storage=1`;
  for (const language of ["te", "hi"] as const) {
    const { words, catalogue } = estimateContentFor(language);
    const locale = languageTags[language];
    expect((await page.goto(`/${language}${estimatePath}${query}`))?.status()).toBe(200);
    await waitForHydration(page);
    await waitForCalculator(page);
    const heading = (id: string) =>
      page
        .getByRole("group", { name: words.inventory.legend })
        .locator("summary")
        .filter({ hasText: catalogue.categories.find((category) => category.id === id)?.name ?? id });
    await expect(heading(firstCategory.id)).toContainText(countText(words.inventory.categoryCount, 1, locale));
    await expect(heading(otherCategory.id)).toContainText(countText(words.inventory.categoryCount, 0, locale));
    await expect(page.getByText(countText(words.queryNotes.itemsLeftOut, 1, locale))).toBeVisible();
    const href = await page.getByRole("link", { name: new RegExp(words.actions.whatsApp) }).getAttribute("href");
    expect(new URL(href ?? "").searchParams.get("text")).toContain(countText(words.summary.storage, 1, locale));
  }
});

test("a prefilled estimate from a city page, in every language: its route and total before the calculator's code, and a category's list drawn with the link's quantities when it is tapped open", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "a landing visitor carries a phone");
  const query = `?from=${hub.slug}&to=${guidedRoute.slug}&home=${lastHome.id}`;
  const added = `?from=${hub.slug}&to=${guidedRoute.slug}&home=${lastHome.id}&items=`;
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const language of ["en", "te", "hi"] as const) {
    const { words, catalogue } = estimateContentFor(language);
    const prefix = language === "en" ? "" : `/${language}`;
    scripts.length = 0;
    expect((await page.goto(`${prefix}${estimatePath}${query}`))?.status()).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState("load");
    // Shown as the page hydrates, worked out while it was pre-rendered (decision 048): the
    // calculator's code waits for the visitor's first use, as on the estimate without a link.
    const totals = page.getByText(expectedTotal(query), { exact: true });
    await expect(totals.first()).toBeVisible();
    await expect(page.getByRole("status", { name: words.result.total })).toHaveText(expectedTotal(query));
    await expect(page.getByRole("combobox", { name: words.move.to })).toHaveValue(guidedRoute.slug);
    await expect(
      page.getByRole("group", { name: words.homeSize.legend }).getByRole("radio", {
        name: catalogue.homeSizes.find((home) => home.id === lastHome.id)?.name,
        exact: true,
      }),
    ).toBeChecked();
    // The pre-rendered default estimate's facts are hidden, not shown as the link's.
    await expect(page.getByRole("table", { name: words.result.breakdownCaption })).toBeHidden();
    await expect(page.locator("[data-calculator='running']")).toHaveCount(0);
    expect(scripts.filter((script) => script.includes("estimate-calculator"))).toEqual([]);
    // The lists are not in the page until opened (decision 043): no stepper before the tap.
    const bed = catalogue.items.find((item) => item.id === itemOfFirstCategory.id);
    const bedroom = catalogue.categories.find((category) => category.id === bed?.category);
    if (!bed || !bedroom) throw new Error(`the catalogue has no ${itemOfFirstCategory.id} in a category`);
    const bedCount = page.getByRole("spinbutton", {
      name: fillPlaceholders(words.inventory.quantity, { item: bed.name }),
    });
    await expect(bedCount).toHaveCount(0);
    await page.getByRole("group", { name: words.inventory.legend }).getByText(bedroom.name, { exact: true }).tap();
    await expect(page.locator("[data-calculator='running']")).toHaveCount(1);
    await expect(page.getByRole("table", { name: words.result.breakdownCaption })).toBeVisible();
    await expect(page.getByRole("status", { name: words.result.total })).toHaveText(expectedTotal(query));
    await expect.poll(() => new URL(page.url()).search).toBe(query);
    // Drawn with the largest home's quantities the link chose, not the pre-rendered default's.
    const largest = presetInventory(lastHome.id, catalogue.homeSizes);
    const beds = largest[itemOfFirstCategory.id] ?? 0;
    await expect(bedCount).toHaveValue(String(beds));
    await page.getByRole("button", { name: fillPlaceholders(words.inventory.increase, { item: bed.name }) }).tap();
    await expect(bedCount).toHaveValue(String(beds + 1));
    const items = Object.entries({ ...largest, [itemOfFirstCategory.id]: beds + 1 })
      .filter(([, count]) => count > 0)
      .map(([id, count]) => `${id}_${count}`)
      .join(".");
    await expect(page.getByRole("status", { name: words.result.total })).toHaveText(expectedTotal(`${added}${items}`));
  }
});

test("a prefilled estimate whose first tap is on the sticky total keeps the link's route and total", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the sticky total is a phone's");
  const query = `?from=${hub.slug}&to=${guidedRoute.slug}&home=${lastHome.id}`;
  expect((await page.goto(`${estimatePath}${query}`))?.status()).toBe(200);
  await waitForHydration(page);
  await page.waitForLoadState("load");
  const bar = page.getByRole("link", { name: new RegExp(`${words.result.total}.*${words.result.stickyLink}`) });
  await expect(bar).toContainText(expectedTotal(query));
  await expect(page.locator("[data-calculator='running']")).toHaveCount(0);
  // Followed before the calculator's code arrives, its `#` link redraws the waiting calculator
  // (decision 055): what it then shows is still the link's estimate.
  await bar.tap();
  await expect(page.locator("[data-calculator='running']")).toHaveCount(1);
  await expect(moveTo(page)).toHaveValue(guidedRoute.slug);
  await expect(page.getByRole("status", { name: words.result.total })).toHaveText(expectedTotal(query));
  await expect.poll(() => new URL(page.url()).search).toBe(query);
});

test("a shared estimate with its own list, in every language: the pre-rendered estimate is hidden until the calculator, loaded on first use, shows the link's", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "a landing visitor carries a phone");
  const query = `?${routeQuery(guidedRoute, `&home=${someHome.id}&items=${itemOfFirstCategory.id}_3&value=300000`)}`;
  for (const language of ["en", "te", "hi"] as const) {
    const { words } = estimateContentFor(language);
    const prefix = language === "en" ? "" : `/${language}`;
    expect((await page.goto(`${prefix}${estimatePath}${query}`))?.status()).toBe(200);
    await waitForHydration(page);
    // Another estimate's figures are never shown as the link's.
    await expect(page.getByRole("group", { name: words.move.legend })).toBeHidden();
    await expect(page.getByRole("status", { name: words.result.total })).toBeHidden();
    await waitForCalculator(page);
    await expect(page.getByRole("group", { name: words.move.legend })).toBeVisible();
    await expect(page.getByRole("status", { name: words.result.total })).toHaveText(expectedTotal(query));
    await expect(page.getByRole("combobox", { name: words.move.to })).toHaveValue(guidedRoute.slug);
  }
});

test("the site search finds the estimate by the words people use for a price", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the search does not depend on the screen");
  for (const word of estimatePage.searchTerms ?? []) {
    await page.goto(`${paths.search}?q=${word}`);
    await waitForHydration(page);
    const found = page.getByRole("region", {
      name: fillPlaceholders(content.interface.search.resultsHeading, { query: word }),
    });
    await expect(
      found.getByRole("link", { name: new RegExp(estimatePage.heading.replace("?", "\\?")) }),
      word,
    ).toHaveAttribute("href", estimatePath);
  }
});

test("axe finds nothing on an estimate from a link", async ({ page }) => {
  await openEstimate(
    page,
    `?from=${hub.slug}&to=${guidedRoute.slug}&home=${lastHome.id}&fromfloor=3&value=500000&storage=10`,
  );
  await expect(page.getByRole("heading", { name: words.result.survey.heading })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("with every inventory list open, axe finds nothing, the steppers are 44 px and nothing scrolls sideways at 360 px", {
  tag: "@both",
}, async ({ page }) => {
  await openEstimate(page, `?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`);
  const inventory = page.getByRole("group", { name: words.inventory.legend });
  const listed = catalogue.categories.filter((category) =>
    catalogue.items.some((item) => item.category === category.id),
  );
  for (const category of listed) {
    await inventory.getByText(category.name, { exact: true }).click();
  }
  const stepperNames = catalogue.items.flatMap((item) => [
    fillPlaceholders(words.inventory.decrease, { item: item.name }),
    fillPlaceholders(words.inventory.increase, { item: item.name }),
  ]);
  for (const name of [stepperNames[0] ?? "", stepperNames.at(-1) ?? ""]) {
    await expect(inventory.getByRole("button", { name, exact: true })).toBeVisible();
  }

  // axe reads every stepper wherever the page is scrolled; at the top the phone's total rests in
  // its place, rather than over whichever stepper has scrolled under it (one the visitor scrolls to).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  expect(await axeViolations(page)).toEqual([]);

  /** Every stepper button's accessible name and size, as laid out now. */
  const stepperSizes = () =>
    inventory.evaluate((fieldset) =>
      [...fieldset.querySelectorAll("button")].map((button) => {
        const box = button.getBoundingClientRect();
        return { name: button.getAttribute("aria-label") ?? "", width: box.width, height: box.height };
      }),
    );
  // The design has room for 44 px at every width (WCAG 2.5.5); 24 px (2.5.8) is the floor.
  const expectFullSize = async (width: string) => {
    const sizes = await stepperSizes();
    expect(sizes.map((size) => size.name).toSorted(), width).toEqual(stepperNames.toSorted());
    for (const size of sizes) {
      expect(Math.min(size.width, size.height), `${size.name} at ${width}`).toBeGreaterThanOrEqual(44);
    }
  };
  await expectFullSize("the project's width");

  await page.setViewportSize({ width: 360, height: 780 });
  await nextFrames(page);
  await expectFullSize("360 px");
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, "sideways scrolling at 360 CSS px").toBeLessThanOrEqual(0);
});

test("the home hero, a service page, /contact/, the not-found page and the header link to the estimate", async ({
  request,
}) => {
  const [service] = content.services;
  if (!service) throw new Error("no service in the content");
  const pages = [
    { path: paths.home, status: 200 },
    { path: paths.service(service.slug), status: 200 },
    { path: paths.contact, status: 200 },
    { path: "/no-such-page/", status: 404 },
  ];
  // React writes the pre-rendered HTML without nesting a nav in a nav, so each part can be cut out by its tags.
  const linksToEstimate = (html: string) => new RegExp(`<a\\b[^>]*\\bhref="${estimatePath}"`).test(html);
  for (const { path, status } of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const html = await response.text();
    const main = html.match(/<main\b[\s\S]*?<\/main>/)?.[0] ?? "";
    expect(linksToEstimate(main), `${path}: a link to the estimate in the page's content`).toBe(true);
    // The navigation bar and the phone's menu both list it.
    const header = html.match(/<header\b[\s\S]*?<\/header>/)?.[0] ?? "";
    // The language switcher is a nav of its own, leading to this page in the other languages.
    const languages = `aria-label="${content.interface.header.languagesLabel}"`;
    const navigation = [...header.matchAll(/<nav\b([^>]*)>[\s\S]*?<\/nav>/g)].filter(
      ([, attributes]) => !attributes?.includes(languages),
    );
    expect(navigation.length, `${path}: the header's navigation`).toBeGreaterThanOrEqual(2);
    for (const [nav, attributes] of navigation) {
      expect(linksToEstimate(nav), `${path}: <nav${attributes}>`).toBe(true);
    }
  }
});

test("the home page loads none of the estimate's code, and the estimate loads its calculator when it is used", async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".js")) requested.add(url.pathname);
  });
  expect((await page.goto(paths.home))?.status()).toBe(200);
  await waitForHydration(page);
  await page.waitForLoadState("load");
  const homeFiles = new Set(requested);

  // The estimate hydrates without the calculator's code: the page shows the pre-rendered default
  // estimate and the rate card, and loads the calculator on the visitor's first sign of use.
  requested.clear();
  expect((await page.goto(estimatePath))?.status()).toBe(200);
  await waitForHydration(page);
  await page.waitForLoadState("load");
  const firstLoad = new Set(requested);
  await expect(total(page)).toHaveText(expectedTotal(""));
  await expect(page.getByRole("heading", { name: words.rateCard.heading })).toBeVisible();
  expect(page.url()).not.toContain("?");
  await waitForCalculator(page);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${hub.slug}&to=${hub.slug}`));
  const estimateFiles = [...requested].filter((file) => !homeFiles.has(file));
  const calculatorFiles = estimateFiles.filter((file) => !firstLoad.has(file));
  expect(calculatorFiles.length, "the calculator has code of its own, loaded when used").toBeGreaterThan(0);

  // By content: the estimate's own error text (app/lib/estimate.ts, which the calculator runs) is
  // in the calculator's files and in none the home page or the estimate's first load loaded.
  const marker = "Unknown city slug";
  const bodyOf = async (file: string) => (await page.request.get(file)).text();
  const calculatorBodies = await Promise.all(calculatorFiles.map(bodyOf));
  expect(
    calculatorBodies.some((body) => body.includes(marker)),
    "the marker is in the calculator's code",
  ).toBe(true);
  for (const file of new Set([...homeFiles, ...firstLoad])) {
    expect(await bodyOf(file), file).not.toContain(marker);
  }
});

test("a visit from another page draws the calculator and the rate card in the browser", async ({ page }) => {
  await page.goto(paths.home);
  await waitForHydration(page);
  await page.evaluate((path) => {
    // A link the router follows, as the header's and the hero's do.
    const link = [...document.querySelectorAll<HTMLAnchorElement>("a")].find(
      (anchor) => new URL(anchor.href).pathname === path,
    );
    link?.click();
  }, estimatePath);
  await expect(page).toHaveURL(new RegExp(estimatePath));
  await expect(page.locator("[data-calculator='running']")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: words.rateCard.heading })).toBeVisible();
  await expect(page.getByRole("table", { name: words.rateCard.caption })).toBeVisible();
  await expect(total(page)).toHaveText(expectedTotal(""));
});
