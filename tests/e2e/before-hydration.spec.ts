import type { Page } from "@playwright/test";
import { content, contentFor } from "../../app/content/content.server";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { contactFor, paths } from "../../app/lib/paths";
import { firstService, guidedRoute, lastService } from "./content-picks";
import { expect, test, waitForHydration, withMotion } from "./fixtures";
import { holdModules } from "./hold-modules";

const { faq, heroSlides, reasons, testimonials } = content;
const ui = content.interface;
const fields = content.enquiry.fields;
/** A play or pause button's name, for what it moves. */
const playPause = (label: string, what: string) => fillPlaceholders(label, { what });
/** A service's English name, typed in small letters: it finds the service in every language. */
const serviceQuery = firstService.title.toLowerCase();

/**
 * Issue 17: what a visitor does while the page is still without React (a few seconds on a slow
 * phone, docs/decisions/006-hydrate-after-load.md) is what the page shows once React has taken
 * over. Each test holds the site's modules back, acts, lets them through, and checks.
 */

test.skip(({ isMobile }) => !isMobile, "what a control keeps does not depend on the screen; the menu is the phone's");
// Paused slideshows and a scrolled page: the first moments as most visitors have them.
test.use(withMotion);

/** Opens `path` with its JavaScript held back: the page is loaded but not hydrated. */
async function openUnhydrated(page: Page, path: string) {
  const modules = await holdModules(page);
  await page.goto(path);
  await modules.requested();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  return {
    /** Lets the JavaScript through and waits until React has hydrated the page. */
    hydrate: async () => {
      await modules.release();
      await waitForHydration(page);
    },
  };
}

/** Page timers run only when the test moves the clock on. */
async function freezeClock(page: Page) {
  const start = new Date("2026-06-01T09:00:00+05:30");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Takes the pointer and focus off moving content, so that neither is what holds it still. */
async function letGo(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const searchLabel = ui.header.search.fieldLabel;

test("text typed into the header search is kept, and suggestions for it appear", async ({ page }) => {
  const unhydrated = await openUnhydrated(page, paths.home);
  await page.getByRole("button", { name: ui.header.search.openLabel, exact: true }).click();
  await page.getByRole("searchbox", { name: searchLabel }).fill(serviceQuery);

  await unhydrated.hydrate();
  const box = page.getByRole("combobox", { name: searchLabel });
  await expect(box).toBeVisible();
  await expect(box).toHaveValue(serviceQuery);
  const results = page.getByRole("listbox", { name: ui.searchBox.resultsLabel });
  await expect(results.getByRole("option", { name: firstService.title }).first()).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");

  // And the box goes on working as the enhanced one: more text, new suggestions.
  await box.fill(guidedRoute.name.toLowerCase());
  await expect(results.getByRole("option", { name: guidedRoute.name }).first()).toBeVisible();
});

test("on a Telugu page, a search typed before hydration is kept and finds the Telugu pages", async ({ page }) => {
  const telugu = contentFor("te");
  const words = telugu.interface.header;
  const unhydrated = await openUnhydrated(page, "/te/");
  await page.getByRole("button", { name: words.search.openLabel, exact: true }).click();
  await page.getByRole("searchbox", { name: words.search.fieldLabel }).fill(serviceQuery);

  await unhydrated.hydrate();
  const box = page.getByRole("combobox", { name: words.search.fieldLabel });
  await expect(box).toHaveValue(serviceQuery);
  const translated = telugu.services.find((service) => service.slug === firstService.slug)?.title ?? "";
  const results = page.getByRole("listbox", { name: telugu.interface.searchBox.resultsLabel });
  await expect(results.getByRole("option", { name: new RegExp(translated) }).first()).toBeVisible();
  await results
    .getByRole("option", { name: new RegExp(translated) })
    .first()
    .click();
  await expect(page).toHaveURL(`/te${paths.service(firstService.slug)}`);
});

test("the menu opened before hydration stays open and works", async ({ page }) => {
  const unhydrated = await openUnhydrated(page, paths.home);
  await page.getByRole("button", { name: ui.header.menu.openLabel }).click();
  const menu = page.getByRole("navigation", { name: ui.header.menu.label });
  await expect(menu).toBeVisible();

  await unhydrated.hydrate();
  await expect(menu).toBeVisible();
  await menu
    .getByRole("link", {
      name: content.mainNavigation.find((item) => item.page === "about")?.label ?? "no About",
    })
    .click();
  await expect(page).toHaveURL(paths.about);
  await expect(menu).toBeHidden();
});

test("a reason card and an FAQ answer opened before hydration stay open", async ({ page }) => {
  const reason = reasons[1];
  const question = faq[2];
  if (!reason || !question) throw new Error("the home page needs two reasons and three questions");
  const unhydrated = await openUnhydrated(page, paths.home);
  await page.getByText(reason.title, { exact: true }).click();
  await page.getByText(question.question, { exact: true }).click();
  await expect(page.getByText(reason.description)).toBeVisible();
  await expect(page.getByText(question.answer)).toBeVisible();

  await unhydrated.hydrate();
  await expect(page.getByText(reason.description)).toBeVisible();
  await expect(page.getByText(question.answer)).toBeVisible();
});

test("the slideshow paused before hydration stays paused", async ({ page }) => {
  await freezeClock(page);
  const unhydrated = await openUnhydrated(page, paths.home);
  await page.getByRole("button", { name: playPause(ui.carousel.pauseLabel, ui.home.hero.moving) }).click();

  await unhydrated.hydrate();
  await expect(page.getByRole("button", { name: playPause(ui.carousel.playLabel, ui.home.hero.moving) })).toBeVisible();
  await letGo(page);
  await page.clock.runFor(15_000);
  await expect(page.getByRole("heading", { level: 2, name: heroSlides[0]?.title, exact: true })).toBeVisible();
  await expect(
    page.getByRole("button", {
      name: fillPlaceholders(ui.home.hero.slideButton, { position: 1, count: heroSlides.length }),
    }),
  ).toHaveAttribute("aria-current", "true");
});

test("the testimonials paused before hydration stay paused", async ({ page }) => {
  await freezeClock(page);
  const unhydrated = await openUnhydrated(page, paths.about);
  const region = page.getByRole("region", { name: content.aboutWords.testimonials.label });
  await region
    .getByRole("button", { name: playPause(ui.carousel.pauseLabel, content.aboutWords.testimonials.moving) })
    .click();

  await unhydrated.hydrate();
  await expect(
    region.getByRole("button", { name: playPause(ui.carousel.playLabel, content.aboutWords.testimonials.moving) }),
  ).toBeVisible();
  await letGo(page);
  for (let second = 0; second < 12; second++) await page.clock.runFor(1000);
  await expect(page.getByText(testimonials[0]?.quote ?? "")).toBeVisible();
  await expect(page.getByText(testimonials[1]?.quote ?? "")).toBeHidden();
});

test("the service cards paused before hydration stay paused", async ({ page }) => {
  const unhydrated = await openUnhydrated(page, paths.service(lastService.slug));
  await page.getByRole("button", { name: playPause(ui.carousel.pauseLabel, ui.serviceDetail.carouselMoving) }).click();

  await unhydrated.hydrate();
  await expect(
    page.getByRole("button", { name: playPause(ui.carousel.playLabel, ui.serviceDetail.carouselMoving) }),
  ).toBeVisible();
  await expect(page.locator(".service-carousel-viewport")).toHaveAttribute("data-paused", "true");
});

test("a page scrolled down before hydration stays where the visitor was", async ({ page }) => {
  const unhydrated = await openUnhydrated(page, paths.home);
  await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
  await unhydrated.hydrate();
  // Hydration's first layout effects have run; give the router's a frame to have scrolled if it would.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => scrollY)).toBe(2000);
});

test("what was typed into the enquiry form before hydration is kept", async ({ page }) => {
  const unhydrated = await openUnhydrated(page, paths.contact);
  const form = page.getByRole("form", { name: content.enquiry.formHeading });
  await form.getByRole("textbox", { name: fields.name.label }).fill("Lakshmi Rao");
  await form.getByRole("textbox", { name: fields.phone.label }).fill("9876543210");
  await form.getByRole("combobox", { name: fields.service.label }).selectOption({ index: 2 });

  await unhydrated.hydrate();
  await expect(form.getByRole("textbox", { name: fields.name.label })).toHaveValue("Lakshmi Rao");
  await expect(form.getByRole("textbox", { name: fields.phone.label })).toHaveValue("9876543210");
  await expect(form.getByRole("combobox", { name: fields.service.label })).not.toHaveValue("");
});

test("a service chosen before hydration beats the one the link asked for", async ({ page }) => {
  const unhydrated = await openUnhydrated(page, contactFor(lastService.slug));
  const service = page.getByRole("combobox", { name: fields.service.label });
  await service.selectOption({ index: 2 });
  const chosen = await service.inputValue();
  expect(chosen).not.toBe("");

  await unhydrated.hydrate();
  await expect(service).toHaveValue(chosen);
});
