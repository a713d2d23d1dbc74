import type { Locator, Page } from "@playwright/test";
import { content } from "../../app/content/content.server";
import { filePaths } from "../../app/lib/file-paths.ts";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { paths } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { expect, test, waitForCarousels, waitForHydration, withMotion } from "./fixtures";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const { company, services } = content;

const { aboutTeaser, cities, contactCallToAction, faq, heroSlides, homeSections, pages, reasons } = content;
const words = content.interface;
const { hero, cityStrip } = words.home;
const slideshowButton = (label: string) => fillPlaceholders(label, { what: hero.moving });
const lastSlide = heroSlides.length - 1;

const slideTitle = (page: Page, index: number) =>
  page.getByRole("heading", { level: 2, name: heroSlides[index]?.title ?? "", exact: true });
const dot = (page: Page, position: number) =>
  page.getByRole("button", { name: fillPlaceholders(hero.slideButton, { position, count: heroSlides.length }) });
const carousel = (page: Page) => page.getByRole("region", { name: hero.label });

/** Takes the pointer and keyboard focus off moving content, so neither holds it still. */
async function letGo(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Page timers run only when the test moves the clock on, so five seconds are exactly five. */
async function freezeClock(page: Page) {
  const start = new Date("2026-06-01T09:00:00+05:30");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

async function expectSlideShown(page: Page, index: number) {
  await expect(slideTitle(page, index)).toBeVisible();
  for (const other of [...heroSlides.keys()].filter((position) => position !== index)) {
    await expect(page.getByText(heroSlides[other]?.title ?? "", { exact: true })).toBeHidden();
  }
  await expect(dot(page, index + 1)).toHaveAttribute("aria-current", "true");
}

test.describe("home page", () => {
  test("has the sections in the original's order", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.home.heading);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      heroSlides[0]?.title ?? "",
      aboutTeaser.heading,
      homeSections.reasons.heading,
      homeSections.cities.heading,
      homeSections.services.heading,
      homeSections.faq.heading,
      homeSections.founder.heading,
      contactCallToAction.heading,
    ]);
    await expect(page.getByRole("main").getByRole("link", { name: words.home.aboutLink })).toHaveAttribute(
      "href",
      paths.about,
    );
  });

  test("pre-renders all three slides, and the first picture loads first", async ({ request }) => {
    const html = await (await request.get(paths.home)).text();
    // A drawing is served from /art/; a photograph the owner uploaded, as the build's copy of it.
    const served = (src: string) =>
      src.endsWith(".svg")
        ? `/art/${escapeRegExp(src)}`
        : `/assets/${escapeRegExp(src.replace(/\.\w+$/, ""))}-[\\w-]+\\.(?:avif|webp|jpe?g|png)`;
    for (const slide of heroSlides) {
      expect(html).toContain(slide.title);
      expect(html).toMatch(new RegExp(served(slide.image.src)));
    }
    // React also hoists the first picture into a high-priority preload in the head.
    const firstPicture =
      new RegExp(`<img[^>]*src="${served(heroSlides[0]?.image.src ?? "")}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(firstPicture).toMatch(/fetchpriority="high"/i);
    expect(firstPicture).toMatch(/loading="eager"/);
  });

  test("the hero offers the brochure, a call and a free quote", async ({ page }) => {
    await page.goto(paths.home);
    const hero = page.getByRole("region", { name: pages.home.heading });
    await expect(hero.getByRole("link", { name: words.home.brochureLink })).toHaveAttribute(
      "href",
      filePaths.brochure("en"),
    );
    await expect(hero.getByRole("link", { name: words.contactButtons.call })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    await expect(hero.getByRole("link", { name: words.contactButtons.quote })).toHaveAttribute("href", paths.contact);
    const brochure = await page.request.get(filePaths.brochure("en"));
    expect(brochure.status()).toBe(200);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the first slide shows and the slide controls stay out of the way", async ({ page }) => {
      await page.goto(paths.home);
      await expect(slideTitle(page, 0)).toBeVisible();
      await expect(page.getByText(heroSlides[1]?.title ?? "", { exact: true })).toBeHidden();
      await expect(dot(page, 1)).toBeHidden();
      await expect(page.getByRole("link", { name: words.home.brochureLink })).toBeVisible();
    });
  });

  test.describe("hero slideshow", () => {
    test.use(withMotion);
    test.beforeEach(async ({ page }) => {
      await freezeClock(page);
      await page.goto(paths.home);
      await waitForHydration(page);
      await waitForCarousels(page);
      await letGo(page);
    });

    test("moves to the next slide without a layout shift (the dot that becomes the bar keeps its start)", async ({
      page,
    }) => {
      const shifts = () => page.evaluate(() => (window as unknown as { shiftSum: number }).shiftSum);
      await page.evaluate(() => {
        const counted = window as unknown as { shiftSum: number };
        counted.shiftSum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) counted.shiftSum += entry.value;
          }
        }).observe({ type: "layout-shift" });
      });
      await page.clock.runFor(5000);
      await expectSlideShown(page, 1);
      // The bar's width transition runs on the browser's own time, not the page's clock.
      await page.waitForTimeout(1000);
      expect(await shifts()).toBe(0);
    });

    test("moves to the next slide every 5 seconds, without moving the page below", async ({ page }) => {
      const below = page.getByRole("heading", { name: aboutTeaser.heading });
      const before = await below.boundingBox();
      await expectSlideShown(page, 0);
      await page.clock.runFor(4900);
      await expectSlideShown(page, 0);
      await page.clock.runFor(100);
      await expectSlideShown(page, 1);
      expect(await below.boundingBox()).toEqual(before);
      for (let slide = 2; slide <= lastSlide; slide++) {
        await page.clock.runFor(5000);
        await expectSlideShown(page, slide);
        expect(await below.boundingBox()).toEqual(before);
      }
      await page.clock.runFor(5000);
      await expectSlideShown(page, 0);
    });

    test("a dot shows its slide", async ({ page }) => {
      await dot(page, lastSlide + 1).click();
      await expectSlideShown(page, lastSlide);
      await expect(dot(page, 1)).not.toHaveAttribute("aria-current", "true");
      await dot(page, 2).click();
      await expectSlideShown(page, 1);
    });

    test("the pause button stops it and play starts it again", async ({ page }) => {
      await page.getByRole("button", { name: slideshowButton(words.carousel.pauseLabel) }).click();
      await letGo(page);
      await page.clock.runFor(15_000);
      await expectSlideShown(page, 0);
      await page.getByRole("button", { name: slideshowButton(words.carousel.playLabel) }).click();
      await letGo(page);
      await page.clock.runFor(5000);
      await expectSlideShown(page, 1);
    });

    test("holds while the pointer is over it or focus is in it", async ({ page }) => {
      await carousel(page).hover();
      await page.clock.runFor(15_000);
      await expectSlideShown(page, 0);
      await page.mouse.move(1, 1);
      await dot(page, 1).focus();
      await page.clock.runFor(15_000);
      await expectSlideShown(page, 0);
      await letGo(page);
      await page.clock.runFor(5000);
      await expectSlideShown(page, 1);
    });
  });

  test("under reduced motion the slides and the city strip stand still", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto(paths.home);
    await waitForHydration(page);
    await waitForCarousels(page);
    await letGo(page);
    await expect(page.getByRole("button", { name: slideshowButton(words.carousel.playLabel) })).toBeVisible();
    await page.clock.runFor(30_000);
    await expectSlideShown(page, 0);
    await dot(page, 2).click();
    await expectSlideShown(page, 1);

    const firstCity = page.getByRole("list", { name: cityStrip.listLabel }).getByRole("listitem").first();
    await expect(page.locator(".city-strip__track")).toHaveCSS("animation-name", "none");
    await expect(page.getByRole("checkbox", { name: cityStrip.holdLabel })).toBeHidden();
    // Every city is on screen, wrapped onto lines, none out of view to the side.
    const lastCity = page.getByRole("list", { name: cityStrip.listLabel }).getByRole("listitem").last();
    await lastCity.scrollIntoViewIfNeeded();
    await expect(lastCity).toBeInViewport();
    await expect(firstCity).toBeVisible();
  });

  test.describe("city strip", () => {
    test.use(withMotion);
    const strip = (page: Page) => page.getByRole("region", { name: homeSections.cities.heading });
    const firstCityX = async (page: Page) =>
      (await strip(page).getByRole("listitem").first().boundingBox())?.x ?? Number.NaN;

    const track = (page: Page) => page.locator(".city-strip__track");

    /** The names visibly slide to the left. */
    async function expectMoving(page: Page) {
      await expect(track(page)).toHaveCSS("animation-play-state", "running");
      const start = await firstCityX(page);
      await expect.poll(() => firstCityX(page)).toBeLessThan(start);
    }

    /** Still: paused by hover or the control, or, with focus inside, standing at its start. */
    async function expectHeld(page: Page) {
      await expect
        .poll(() =>
          track(page).evaluate((element) => element.getAnimations().some((run) => run.playState === "running")),
        )
        .toBe(false);
      const start = await firstCityX(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await firstCityX(page)).toBe(start);
    }

    test("lists every city once for screen readers, spelled as in the content", async ({ page }) => {
      await page.goto(paths.home);
      const list = strip(page).getByRole("list", { name: cityStrip.listLabel });
      await expect(list.getByRole("listitem")).toHaveText(cities);
      // As many as the content names: the owner adds and removes cities (issue 51).
      expect(new Set(cities).size).toBe(cities.length);
      await expect(strip(page).getByRole("list")).toHaveCount(1);
      await expect(strip(page).getByRole("listitem")).toHaveCount(cities.length);
    });

    test("moves on its own and stops on hover, on focus and with its control", async ({ page }) => {
      await page.goto(paths.home);
      await strip(page).scrollIntoViewIfNeeded();
      await page.mouse.move(1, 1);
      await expectMoving(page);

      // The names never stand still for Playwright's hover, so point at the window they run in.
      await page.locator(".city-strip__viewport").hover();
      await expectHeld(page);
      await page.mouse.move(1, 1);
      await expectMoving(page);

      const hold = strip(page).getByRole("checkbox", { name: cityStrip.holdLabel });
      await hold.focus();
      await expectHeld(page);
      await hold.check();
      await letGo(page);
      await expectHeld(page);
      await hold.uncheck();
      await letGo(page);
      await expectMoving(page);
    });

    test("its copy for the eye holds nothing a keyboard can reach", async ({ page }) => {
      await page.goto(paths.home);
      const copy = page.locator('.city-strip__track > ul[aria-hidden="true"]');
      await expect(copy.getByText(cities[0] ?? "")).toHaveCount(1);
      await expect(copy.locator("a, button, input, [tabindex]")).toHaveCount(0);
    });
  });

  test("every service has a card leading to its page", async ({ page }) => {
    await page.goto(paths.home);
    const section = page.getByRole("region", { name: homeSections.services.heading });
    await expect(section.getByRole("listitem")).toHaveCount(services.length);
    for (const service of services) {
      const link = section.getByRole("link", { name: service.title, exact: true });
      await expect(link).toHaveAttribute("href", paths.service(service.slug));
      expect((await page.request.get(paths.service(service.slug))).status()).toBe(200);
    }
    await section.getByRole("link", { name: services[0]?.title ?? "", exact: true }).click();
    await expect(page).toHaveURL(paths.service(services[0]?.slug ?? ""));
  });

  test("the founder's quote is signed and gives the ways to reach the company", async ({ page }) => {
    await page.goto(paths.home);
    const section = page.getByRole("region", { name: homeSections.founder.heading });
    await expect(section.getByText(company.proprietor.name, { exact: true })).toBeVisible();
    for (const phone of company.phones) {
      await expect(section.getByRole("link", { name: phone.number })).toHaveAttribute(
        "href",
        `tel:${phone.number.replace(/\s/g, "")}`,
      );
    }
    for (const email of company.emails) {
      await expect(section.getByRole("link", { name: email.address })).toHaveAttribute(
        "href",
        `mailto:${email.address}`,
      );
    }
  });

  // The open answers change the layout, which differs by width (every-route.spec.ts scans the closed page).
  test("passes axe with a reason and a question open", { tag: "@both" }, async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.getByText(reasons[0]?.title ?? "", { exact: true }).click();
    await page.getByText(faq[0]?.question ?? "", { exact: true }).click();
    await expect(page.getByText(faq[0]?.answer ?? "", { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** At most one open per group; choosing another closes the open one; choosing the open one closes it. */
async function expectOneOpenAtATime(page: Page, items: Array<{ label: string; body: string }>) {
  const answer = (index: number): Locator => page.getByText(items[index]?.body ?? "", { exact: true });
  const choose = (index: number) => page.getByText(items[index]?.label ?? "", { exact: true }).click();
  for (const index of items.keys()) await expect(answer(index)).toBeHidden();
  await choose(0);
  await expect(answer(0)).toBeVisible();
  await choose(3);
  await expect(answer(3)).toBeVisible();
  await expect(answer(0)).toBeHidden();
  await choose(3);
  for (const index of items.keys()) await expect(answer(index)).toBeHidden();
}

const reasonItems = reasons.map((reason) => ({ label: reason.title, body: reason.description }));
const faqItems = faq.map((item) => ({ label: item.question, body: item.answer }));

test.describe("reasons and FAQ open one at a time", () => {
  test("with JavaScript", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await expectOneOpenAtATime(page, reasonItems);
    await expectOneOpenAtATime(page, faqItems);
    // The two groups are independent: a question opening leaves a reason open.
    await page.getByText(reasons[1]?.title ?? "", { exact: true }).click();
    await page.getByText(faq[1]?.question ?? "", { exact: true }).click();
    await expect(page.getByText(reasons[1]?.description ?? "", { exact: true })).toBeVisible();
    await expect(page.getByText(faq[1]?.answer ?? "", { exact: true })).toBeVisible();
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("as native exclusive details", async ({ page }) => {
      await page.goto(paths.home);
      await expectOneOpenAtATime(page, reasonItems);
      await expectOneOpenAtATime(page, faqItems);
    });
  });

  test("by keyboard", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.locator("summary", { hasText: faq[2]?.question ?? "" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(faq[2]?.answer ?? "", { exact: true })).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.getByText(faq[2]?.answer ?? "", { exact: true })).toBeHidden();
  });
});
