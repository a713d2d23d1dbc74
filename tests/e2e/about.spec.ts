import type { Page } from "@playwright/test";
import { yearsInBusiness } from "../../app/content/company";
import { content } from "../../app/content/content.server";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { paths } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { expect, test, waitForCarousels, waitForHydration, withMotion } from "./fixtures";

const { company } = content;

const { aboutWords, statistics, story, testimonials, trackRecord } = content;
const { carousel } = content.interface;
const testimonialWords = aboutWords.testimonials;
const slideshowButton = (label: string) => fillPlaceholders(label, { what: testimonialWords.moving });
const positionButton = (position: number) =>
  fillPlaceholders(testimonialWords.position, { position, count: testimonials.length });
// As many as the owner keeps: one removed in the editor must not fail the suite (issue 51).
const count = testimonials.length;

const testimonialRegion = (page: Page) => page.getByRole("region", { name: testimonialWords.label });
/** The testimonial a visitor sees now (the others are stacked in the same place, hidden). */
const shownQuote = (page: Page, position: number) => page.getByText(testimonials[position]?.quote ?? "");

async function openAbout(page: Page) {
  await page.goto(paths.about);
  await waitForHydration(page);
  await waitForCarousels(page);
  // The pointer must not rest on the testimonials, which hold still while hovered.
  await page.mouse.move(0, 0);
}

/**
 * Scrolls the testimonials to where a visitor watches them: a section not yet drawn holds its
 * fades until it is (decision 050).
 */
async function watchTestimonials(page: Page) {
  const region = testimonialRegion(page);
  await region.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return region;
}

/** Moves the page clock on a second at a time, letting React re-render between timers. */
async function letTimePass(page: Page, seconds: number) {
  for (let second = 0; second < seconds; second++) await page.clock.runFor(1000);
}

async function expectShown(page: Page, position: number) {
  for (const [index] of testimonials.entries()) {
    if (index === position) await expect(shownQuote(page, index)).toBeVisible();
    else await expect(shownQuote(page, index)).toBeHidden();
  }
}

test.describe("/about", () => {
  // The testimonials rotate: the page is tested as most visitors see it.
  test.use(withMotion);
  test("has the story, vision and mission from the content", async ({ page }) => {
    await openAbout(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(company.name);
    await expect(page.getByRole("heading", { name: story.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: aboutWords.visionMission.vision })).toBeVisible();
    await expect(page.getByRole("heading", { name: aboutWords.visionMission.mission })).toBeVisible();
    await expect(page.getByText(String(company.foundedYear), { exact: true })).toBeVisible();
    // The proprietor's years in the trade beside the company's own start: two different claims.
    await expect(page.getByText(String(company.proprietor.inTradeSince), { exact: true })).toBeVisible();
  });

  test("shows the four statistics exactly as the content states them", async ({ page }) => {
    await openAbout(page);
    const row = page.getByRole("region", { name: aboutWords.statisticsHeading });
    await expect(row.getByRole("term")).toHaveText(statistics.map((statistic) => statistic.label));
    await expect(row.getByRole("definition")).toHaveText(statistics.map((statistic) => statistic.value));
    await expect(row.getByRole("definition")).toHaveText([
      trackRecord.relocations,
      trackRecord.clients,
      trackRecord.cities,
      `${yearsInBusiness}+`,
    ]);
    // And says what the figures count.
    await expect(row.getByText(aboutWords.statisticsNote)).toBeVisible();
    // One source for the years: the statistic and the hero say the same number.
    await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText(`${yearsInBusiness} years`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("has every testimonial in the pre-rendered page, the first one shown", async ({ page }) => {
      await page.goto(paths.about);
      for (const testimonial of testimonials) {
        await expect(page.getByText(testimonial.quote)).toBeAttached();
        await expect(page.getByText(testimonial.name)).toBeAttached();
        await expect(page.getByText(`${testimonial.role}, ${testimonial.city}`)).toBeAttached();
      }
      await expect(shownQuote(page, 0)).toBeVisible();
    });
  });

  test("rotates the testimonials every 4 seconds, without moving the page", async ({ page }) => {
    await page.clock.install();
    await openAbout(page);
    const region = await watchTestimonials(page);
    await expect(region.locator("[aria-live]")).toHaveAttribute("aria-live", "off");
    const footerTop = async () => (await page.getByRole("contentinfo").boundingBox())?.y;
    const before = await footerTop();

    await expectShown(page, 0);
    await letTimePass(page, 3);
    await expectShown(page, 0);
    await letTimePass(page, 1);
    await expectShown(page, 1);
    await expect(region.getByRole("button", { name: positionButton(2) })).toHaveAttribute("aria-current", "true");
    for (let index = 2; index <= count; index++) {
      await letTimePass(page, 4);
      await expectShown(page, index % count);
    }
    expect(await footerTop(), "nothing below the testimonials moved").toBe(before);
  });

  test("the pause button stops the rotation and play starts it again", async ({ page }) => {
    await page.clock.install();
    await openAbout(page);
    const region = testimonialRegion(page);
    await region.getByRole("button", { name: slideshowButton(carousel.pauseLabel) }).click();
    await page.mouse.move(0, 0);
    await expect(region.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await letTimePass(page, 12);
    await expectShown(page, 0);

    await region.getByRole("button", { name: testimonialWords.next }).click();
    await expectShown(page, 1);
    await region.getByRole("button", { name: slideshowButton(carousel.playLabel) }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await letTimePass(page, 4);
    await expectShown(page, 2 % count);
  });

  test("holds still while hovered or while a control has focus", async ({ page }) => {
    await page.clock.install();
    await openAbout(page);
    const region = testimonialRegion(page);
    await shownQuote(page, 0).hover();
    await letTimePass(page, 10);
    await expectShown(page, 0);

    await page.mouse.move(0, 0);
    await region.getByRole("button", { name: positionButton(2) }).focus();
    await letTimePass(page, 10);
    await expectShown(page, 0);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await letTimePass(page, 4);
    await expectShown(page, 1);
  });

  test("does not rotate by itself under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await openAbout(page);
    const region = testimonialRegion(page);
    await expect(region.getByRole("button", { name: slideshowButton(carousel.playLabel) })).toBeVisible();
    await letTimePass(page, 12);
    await expectShown(page, 0);
    await region.getByRole("button", { name: positionButton(count) }).click();
    await expectShown(page, count - 1);
    await expect(region.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  // every-route.spec.ts scans the page as it loads; the next testimonial changes the layout.
  test("passes axe after the testimonials have moved on", { tag: "@both" }, async ({ page }) => {
    // The clock is installed but not paused, so axe's own timers still run.
    await page.clock.install();
    await openAbout(page);
    await watchTestimonials(page);
    await letTimePass(page, 4);
    await expectShown(page, 1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
