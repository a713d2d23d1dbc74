import type { Page } from "@playwright/test";
import { content } from "../../app/content/content.server";
import { countText } from "../../app/lib/count-text";
import { hubCity } from "../../app/lib/estimate";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { cityPagePath } from "../../app/lib/page-registry";
import { contactFor, pagePath, paths } from "../../app/lib/paths";
import { expect, nextFrames, test, waitForHydration, withMotion } from "./fixtures";

const { company, serviceRoutes, servedCities } = content;

const { serviceCallToAction, services } = content;
const { carousel: carouselWords, contactButtons, serviceDetail } = content.interface;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const callToAction = (page: Page) => page.getByRole("region", { name: serviceCallToAction.heading });
const carousel = (page: Page) => page.getByRole("region", { name: serviceDetail.carouselHeading });
const viewport = (page: Page) => page.locator(".service-carousel-viewport");
const pauseButton = (page: Page) =>
  carousel(page).getByRole("button", {
    name: new RegExp(
      `^(${[carouselWords.pauseLabel, carouselWords.playLabel].map((label) => escapeRegExp(fillPlaceholders(label, { what: serviceDetail.carouselMoving }))).join("|")})$`,
    ),
  });

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
  // Focus scrolls the focused card into view, which can take a few frames; a running strip never
  // stops moving, so this settles only once it is held.
  await expect
    .poll(async () => {
      const start = await stripPosition(page);
      await nextFrames(page);
      return (await stripPosition(page)) - start;
    })
    .toBe(0);
  const before = await stripPosition(page);
  // A running strip moves on every frame; a held one stays put across frames.
  await nextFrames(page);
  await nextFrames(page);
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

/** Text as React writes it into the pre-rendered HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

test.describe("a service page", () => {
  const service = services[1];
  if (!service) throw new Error("no services in the content");

  test("has the hero, description, its reasons, and a call to action for this service", async ({ page }) => {
    await openService(page, service.slug);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.heading);
    await expect(page.getByText(service.quote)).toBeVisible();
    for (const paragraph of service.description) await expect(page.getByText(paragraph)).toBeVisible();

    const reasons = page.getByRole("region", { name: serviceDetail.whyChooseUs }).getByRole("listitem");
    await expect(reasons).toHaveCount(service.whyChooseUs.length);
    await expect(reasons.getByRole("heading")).toHaveText(service.whyChooseUs.map((point) => point.title));

    const band = callToAction(page);
    await expect(band.getByRole("link", { name: contactButtons.quote })).toHaveAttribute(
      "href",
      contactFor(service.slug),
    );
    expect(contactFor(service.slug)).toBe(`/contact/?service=${service.slug}`);
    // The company's own number and WhatsApp.
    const call = band.getByRole("link", { name: contactButtons.call });
    await expect(call).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    const numbers = company.phones.map((phone) => `tel:${phone.number.replace(/[^+\d]/g, "")}`);
    expect(numbers).toContain(await call.getAttribute("href"));
    await expect(band.getByRole("link", { name: contactButtons.whatsapp })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/91\d{10}/,
    );

    await band.getByRole("link", { name: contactButtons.quote }).click();
    await expect(page).toHaveURL(contactFor(service.slug));
  });

  test("every service's page carries its own words and its own enquiry link", async ({ request }) => {
    for (const { slug, heading, quote, description, whyChooseUs } of services) {
      const html = await (await request.get(paths.service(slug))).text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
      expect(h1, slug).toBe(asHtml(heading));
      for (const text of [quote, ...description, ...whyChooseUs.map((point) => point.title)]) {
        expect(html, `${slug}: ${text.slice(0, 40)}`).toContain(asHtml(text));
      }
      expect(html, slug).toContain(`href="${asHtml(contactFor(slug))}"`);
    }
  });
});

test.describe("the service carousel", () => {
  test.use(withMotion);
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
    // Where a visitor sees it: below the first screen its section is not drawn and the strip does
    // not run until it comes near (decision 050).
    await carousel(page).scrollIntoViewIfNeeded();
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
    await expect(pauseButton(page)).toHaveAccessibleName(
      fillPlaceholders(carouselWords.playLabel, { what: serviceDetail.carouselMoving }),
    );
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

test("the services that move goods between cities lead on to the route pages and the list of cities", async ({
  page,
}) => {
  const words = serviceDetail.routes;
  const hub = hubCity(servedCities);
  const allCities = countText(words.allCities, servedCities.filter((city) => city !== hub).length);
  // Those that do, and one that does not.
  const checked = [
    ...services.filter((service) => serviceRoutes.services.includes(service.slug)),
    ...services.filter((service) => !serviceRoutes.services.includes(service.slug)).slice(0, 1),
  ];
  for (const service of checked) {
    await page.goto(paths.service(service.slug));
    const routes = page.getByRole("region", { name: words.heading });
    if (!serviceRoutes.services.includes(service.slug)) {
      await expect(routes, service.slug).toHaveCount(0);
      continue;
    }
    await expect(routes.getByRole("link", { name: allCities, exact: true }), service.slug).toHaveAttribute(
      "href",
      pagePath("cities"),
    );
    const hrefs = await routes
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs, service.slug).toEqual(serviceRoutes.cities.map((slug) => cityPagePath(slug)));
  }
  // The first route of the first service that has them, whichever the owner listed.
  const [routed] = checked;
  const city = servedCities.find((served) => served.slug === serviceRoutes.cities[0]);
  if (!routed || !serviceRoutes.services.includes(routed.slug) || !city) throw new Error("no service with routes");
  await page.goto(paths.service(routed.slug));
  await waitForHydration(page);
  await page.getByRole("link", { name: fillPlaceholders(words.route, { hub: hub.name, city: city.name }) }).click();
  await expect(page).toHaveURL(cityPagePath(city.slug));
});
