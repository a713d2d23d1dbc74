import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { serviceCallToAction, services } from "../../app/content/services";
import { contactFor, paths } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";

const callToAction = (page: Page) => page.getByRole("region", { name: serviceCallToAction.heading });
const carousel = (page: Page) => page.getByRole("region", { name: "All our services" });
const viewport = (page: Page) => page.locator(".service-carousel-viewport");
const pauseButton = (page: Page) => carousel(page).getByRole("button", { name: /^(Pause|Play) the moving/ });

/** How far the strip of cards has slid, read from the first card's place on the screen. */
async function stripPosition(page: Page): Promise<number> {
  return page.evaluate(() => {
    const card = document.querySelector(".service-carousel-track li");
    return card ? card.getBoundingClientRect().left : Number.NaN;
  });
}

/** The strip's endless animation: its state and the duration of one round. */
async function stripAnimation(page: Page) {
  return page.evaluate(() => {
    const track = document.querySelector(".service-carousel-track");
    const animations = track?.getAnimations() ?? [];
    const firstSet = track?.querySelector("ul");
    return {
      count: animations.length,
      playState: animations[0]?.playState,
      durationMs: Number(animations[0]?.effect?.getComputedTiming().duration),
      firstSetWidth: firstSet?.getBoundingClientRect().width ?? 0,
    };
  });
}

async function expectStill(page: Page) {
  await expect.poll(async () => (await stripAnimation(page)).playState).toBe("paused");
  const before = await stripPosition(page);
  await page.waitForTimeout(400);
  expect(await stripPosition(page)).toBe(before);
}

async function expectMoving(page: Page) {
  const before = await stripPosition(page);
  await expect.poll(() => stripPosition(page)).toBeLessThan(before);
}

async function openService(page: Page, slug: string) {
  await page.goto(paths.service(slug));
  await waitForHydration(page);
  // The pointer must not rest on the carousel, which holds still while hovered.
  await page.mouse.move(0, 0);
}

test.describe("each service page", () => {
  for (const service of services) {
    test(`${service.slug}: hero, description, four reasons and a call to action for this service`, async ({ page }) => {
      await openService(page, service.slug);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.heading);
      await expect(page.getByText(service.quote)).toBeVisible();
      for (const paragraph of service.description) await expect(page.getByText(paragraph)).toBeVisible();

      const reasons = page.getByRole("region", { name: "Why choose us" }).getByRole("listitem");
      await expect(reasons).toHaveCount(4);
      await expect(reasons.getByRole("heading")).toHaveText(service.whyChooseUs.map((point) => point.title));

      const band = callToAction(page);
      await expect(band.getByRole("link", { name: /Get a free quote/ })).toHaveAttribute(
        "href",
        contactFor(service.slug),
      );
      await expect(band.getByRole("link", { name: /Call now/ })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
      await expect(band.getByRole("link", { name: /WhatsApp us/ })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/91\d{10}/,
      );
      expect(contactFor(service.slug)).toBe(`/contact/?service=${service.slug}`);
    });
  }

  test("the call to action opens the enquiry form with the service chosen", async ({ page }) => {
    const service = services[1];
    if (!service) throw new Error("no services in the content");
    await openService(page, service.slug);
    await callToAction(page)
      .getByRole("link", { name: /Get a free quote/ })
      .click();
    await expect(page).toHaveURL(contactFor(service.slug));
  });
});

test.describe("the service carousel", () => {
  const slug = services[0]?.slug ?? "";

  test("lists every service once for keyboard and screen-reader users", async ({ page }) => {
    await openService(page, slug);
    const links = carousel(page).getByRole("link");
    await expect(links).toHaveText(services.map((service) => service.title));
    for (const service of services) {
      await expect(carousel(page).getByRole("link", { name: service.title })).toHaveAttribute(
        "href",
        paths.service(service.slug),
      );
    }
    // The copy that fills the strip's end is there for the eye only.
    await expect(page.locator(".service-carousel-copy")).toHaveAttribute("aria-hidden", "true");
    await expect(page.locator(".service-carousel-copy")).toHaveAttribute("inert", "");
  });

  test("slides along at 50 px per second", async ({ page }) => {
    await openService(page, slug);
    await expectMoving(page);
    const animation = await stripAnimation(page);
    expect(animation.count).toBe(1);
    expect(animation.playState).toBe("running");
    // One round slides one set of cards past: its width at 50 px/s.
    expect(animation.durationMs).toBeCloseTo((animation.firstSetWidth / 50) * 1000, -1);
  });

  test("stops while hovered and moves on when the pointer leaves", async ({ page }) => {
    await openService(page, slug);
    await viewport(page).hover();
    await expectStill(page);
    await page.mouse.move(0, 0);
    await expectMoving(page);
  });

  test("stops while a card has keyboard focus", async ({ page }) => {
    await openService(page, slug);
    await carousel(page).getByRole("link").first().focus();
    await expectStill(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectMoving(page);
  });

  test("the pause button stops it and play starts it again", async ({ page }) => {
    await openService(page, slug);
    await pauseButton(page).click();
    await expect(pauseButton(page)).toHaveAccessibleName("Play the moving service cards");
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectStill(page);
    await pauseButton(page).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectMoving(page);
  });

  test("stands still and scrolls by hand under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openService(page, slug);
    expect((await stripAnimation(page)).count).toBe(0);
    await expect(page.locator(".service-carousel-copy")).toBeHidden();
    await expect(pauseButton(page)).toBeHidden();
    const scrolled = await viewport(page).evaluate((element) => {
      element.scrollLeft = 200;
      return element.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
  });
});

test.describe("an unknown service", () => {
  test("shows Service not found with an emoji and a way back to the services", async ({ page }) => {
    await page.goto(paths.service("no-such-service"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
    await expect(page.getByText("📦")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "See all services" }).click();
    await expect(page).toHaveURL(paths.services);
  });
});

test.describe("accessibility", () => {
  test("a service page passes axe", async ({ page }) => {
    test.slow(true, "a full axe run on a shared machine");
    await openService(page, services[0]?.slug ?? "");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("the not-found view passes axe", async ({ page }) => {
    await page.goto(paths.service("no-such-service"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test("the phone number in the call to action is the company's", async ({ page }) => {
  await openService(page, services[0]?.slug ?? "");
  const digits = (company.phones[0]?.number ?? "").replace(/[^+\d]/g, "");
  await expect(callToAction(page).getByRole("link", { name: /Call now/ })).toHaveAttribute("href", `tel:${digits}`);
});
