import type { Page } from "@playwright/test";
import { cityPageData, cityRegionGroups, cityStripLinks } from "../../app/components/cities/city-page-data";
import { content, estimateContent } from "../../app/content/content.server";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { cityPagePath } from "../../app/lib/page-registry";
import { pagePath, paths } from "../../app/lib/paths";
import { formatCount } from "../../app/lib/visitor-count";
import { axeViolations } from "./axe";
import { guidedRoute, hub, otherRoute, renamedCity, routeQuery } from "./content-picks";
import { expect, test, waitForHydration, withMotion } from "./fixtures";

const { cityPages } = content;
const { contactButtons } = content.interface;

/** A served city as the owner wrote it: its name, state and road distance. */
function servedCity(slug: string) {
  const city = content.servedCities.find((served) => served.slug === slug);
  if (!city) throw new Error(`${slug} is not a served city`);
  return city;
}
// A route whose page has its guide and questions, whichever the owner keeps.
const routeCity = servedCity(guidedRoute.slug);
const routeDistance = () => {
  const km = routeCity.roadKmFromHyderabad;
  if (km === "local") throw new Error(`${routeCity.name} is a route, not a local move`);
  return fillPlaceholders(cityPages.facts.distanceValue, { km: formatCount(km) });
};

function cityPage(slug: string) {
  const city = cityPageData(slug, content, estimateContent);
  if (!city) throw new Error(`${slug} is not a served city`);
  return city;
}

/** The JSON-LD nodes of the page. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

test.describe("the cities list", () => {
  test("lists every served city under its region, with distance and days, each linking to its page", async ({
    page,
  }) => {
    await page.goto(pagePath("cities"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.cities.heading);
    const groups = cityRegionGroups(content, estimateContent);
    for (const group of groups) {
      await expect(page.getByRole("heading", { level: 2, name: group.heading })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("table")).toHaveCount(groups.length);
    const links = page.getByRole("main").getByRole("table").getByRole("link");
    await expect(links).toHaveCount(content.servedCities.length);

    const routeRow = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: routeCity.name, exact: true }) });
    await expect(routeRow.getByRole("cell")).toHaveText([
      routeCity.state,
      routeDistance(),
      cityPage(routeCity.slug).facts.rows[1]?.value ?? "",
    ]);
    // One spelling per city: the list writes a respelled city's name as its page does.
    await expect(page.getByRole("link", { name: servedCity(renamedCity.slug).name, exact: true })).toHaveAttribute(
      "href",
      cityPagePath(renamedCity.slug),
    );

    await waitForHydration(page);
    await page.getByRole("link", { name: routeCity.name, exact: true }).click();
    await expect(page).toHaveURL(cityPagePath(routeCity.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cityPage(routeCity.slug).heading);
  });
});

test.describe("a city's page", () => {
  const routePage = cityPage(routeCity.slug);

  test("shows the route, its distance, the days both ways and the prices worked out while building", async ({
    page,
  }) => {
    await page.goto(cityPagePath(routeCity.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routePage.heading);

    const facts = page.getByRole("region", { name: routePage.facts.heading });
    await expect(facts.getByRole("definition")).toHaveText(routePage.facts.rows.map((row) => row.value));
    await expect(facts.getByRole("term")).toHaveText([
      cityPages.facts.distance,
      cityPages.facts.transit,
      cityPages.facts.sharedTransit,
    ]);
    await expect(facts.getByRole("definition").first()).toHaveText(routeDistance());

    const table = page.getByRole("table", { name: routePage.prices.caption });
    await expect(table.getByRole("rowheader")).toHaveText(
      routePage.prices.lines.map((line) => (line.shared ? `${line.label} ${routePage.prices.sharedMark}` : line.label)),
    );
    await expect(table.getByRole("cell")).toHaveText(routePage.prices.lines.map((line) => line.price));
    for (const price of routePage.prices.lines.map((line) => line.price))
      expect(price).toMatch(/^₹[\d,]+( – ₹[\d,]+)?$/);

    const guide = page.getByRole("region", { name: routePage.guide.heading });
    for (const topic of routePage.guide.topics) {
      await expect(guide.getByRole("heading", { level: 3, name: topic.heading ?? "" })).toBeVisible();
    }
    // What the guide says of the road, the state and the seasons, as the owner wrote it.
    for (const paragraph of routePage.guide.topics.flatMap((topic) => topic.paragraphs)) {
      await expect(guide.getByText(paragraph)).toBeVisible();
    }
  });

  test("answers the route's questions in disclosures that open by click and by keyboard", async ({ page }) => {
    const [first, second] = routePage.questions?.items ?? [];
    if (!first || !second) throw new Error(`${routeCity.name}'s page has questions`);
    await page.goto(cityPagePath(routeCity.slug));
    const questions = page.getByRole("region", { name: routePage.questions?.heading });
    const answer = questions.getByText(first.answer);
    await expect(answer).toBeHidden();
    await questions.getByText(first.question).click();
    await expect(answer).toBeVisible();
    await questions.getByText(second.question).focus();
    await page.keyboard.press("Enter");
    await expect(questions.getByText(second.answer)).toBeVisible();
  });

  test("nothing on the page moves once drawn, hydration included (a route's page once measured a shift)", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(cityPagePath(otherRoute.slug));
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });

  test("links to the estimate for the route, to the services that apply and to call, WhatsApp and the enquiry form", async ({
    page,
  }) => {
    await page.goto(cityPagePath(routeCity.slug));
    const estimate = page.getByRole("link", { name: cityPages.prices.estimateLink });
    await expect(estimate).toHaveAttribute("href", `${pagePath("estimate")}?${routeQuery(routeCity)}`);

    const services = page.getByRole("region", { name: cityPages.servicesHeading });
    await expect(services.getByRole("link")).toHaveCount(cityPages.route.services.length);
    for (const slug of cityPages.route.services) {
      const service = content.services.find((candidate) => candidate.slug === slug);
      await expect(services.getByRole("link", { name: service?.title, exact: true })).toHaveAttribute(
        "href",
        paths.service(slug),
      );
    }

    const hero = page.locator("main > div").first();
    await expect(hero.getByRole("link", { name: contactButtons.call })).toHaveAttribute("href", /^tel:/);
    await expect(hero.getByRole("link", { name: contactButtons.whatsapp })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(hero.getByRole("link", { name: contactButtons.quote })).toHaveAttribute("href", routePage.enquiryHref);
  });

  test("the estimate link opens the estimate for the route", async ({ page }) => {
    await page.goto(cityPagePath(routeCity.slug));
    await waitForHydration(page);
    await page.getByRole("link", { name: cityPages.prices.estimateLink }).click();
    // The estimate may add its defaults to the address; the route is the one the link named.
    await expect(page).toHaveURL(new RegExp(`/estimate/\\?${routeQuery(routeCity)}(&|$)`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.estimate.heading);
  });

  test("tells search engines what it is: its own title, canonical, Service for the city and breadcrumbs", async ({
    page,
  }) => {
    await page.goto(cityPagePath(routeCity.slug));
    await expect(page).toHaveTitle(routePage.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${content.company.siteUrl}${cityPagePath(routeCity.slug)}`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`/social/city-${routeCity.slug}\\.png$`),
    );
    const nodes = await structuredData(page);
    expect(nodes.find((node) => node["@type"] === "Service")).toMatchObject({
      areaServed: { "@type": "City", name: routeCity.name },
    });
    const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement as Array<{ name: string }>;
    expect(crumbs.map((crumb) => crumb.name)).toEqual([
      content.mainNavigation.find((item) => item.page === "home")?.label,
      content.pages.cities.heading,
      routeCity.name,
    ]);
  });

  test("the hub's page is about local shifting within the city and its state", async ({ page }) => {
    const hubPage = cityPage(hub.slug);
    await page.goto(cityPagePath(hub.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hubPage.heading);
    await expect(page.getByRole("table", { name: hubPage.prices.caption }).getByRole("cell")).toHaveText(
      hubPage.prices.lines.map((line) => line.price),
    );
    await expect(page.getByText(hubPage.prices.localKm ?? "")).toBeVisible();
    await expect(
      page.getByRole("region", { name: cityPages.servicesHeading }).getByRole("link", {
        name: hubPage.serviceType,
      }),
    ).toBeVisible();
  });
});

test.describe("the home page's city strip", () => {
  test.use(withMotion);
  const strip = (page: Page) => page.getByRole("region", { name: content.homeSections.cities.heading });

  test("links each name to its city's page, or to the list of cities where it names no one city", async ({ page }) => {
    await page.goto(paths.home);
    const list = strip(page).getByRole("list", { name: content.interface.home.cityStrip.listLabel });
    for (const link of cityStripLinks(content)) {
      await expect(list.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("href", link.href);
    }
  });

  test("its links are reached by the keyboard, hold the strip still and pass axe while it moves", async ({ page }) => {
    await page.goto(paths.home);
    expect(await axeViolations(page, ".city-strip")).toEqual([]);
    const first = strip(page).getByRole("link").first();
    await strip(page).getByRole("checkbox").focus();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await expect
      .poll(() =>
        page
          .locator(".city-strip__track")
          .evaluate((track) => track.getAnimations().some((animation) => animation.playState === "running")),
      )
      .toBe(false);
    await expect(first).toBeInViewport();
    // Every link Tab reaches is brought into view, the last one too.
    const links = strip(page).getByRole("link");
    for (let step = 1; step < (await links.count()); step++) await page.keyboard.press("Tab");
    await expect(links.last()).toBeFocused();
    await expect(links.last()).toBeInViewport();
    for (let step = 1; step < (await links.count()); step++) await page.keyboard.press("Shift+Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(cityStripLinks(content)[0]?.href ?? "");
  });
});
