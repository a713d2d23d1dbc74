import AxeBuilder from "@axe-core/playwright";
import { company } from "../../app/content/company";
import { services } from "../../app/content/services";
import { paths } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";
import { allRoutes } from "./routes";

const isPhone = (projectName: string) => projectName === "phone";

test.describe("every route", () => {
  for (const route of allRoutes) {
    test(`${route} is pre-rendered, has the layout and passes axe`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: company.phones[0]?.number })).toHaveAttribute("href", /^tel:\+91/);
      await expect(header.getByText(company.udyamNumber)).toBeVisible();
      await expect(header.getByText(company.gstin)).toBeVisible();
      await expect(header.getByRole("link", { name: "Brochure" })).toHaveAttribute("href", paths.brochure);

      const footer = page.getByRole("contentinfo");
      for (const phone of company.phones) await expect(footer.getByText(phone.number)).toBeAttached();
      for (const email of company.emails)
        await expect(footer.getByRole("link", { name: email.address })).toBeAttached();
      for (const service of services) {
        await expect(footer.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
          "href",
          paths.service(service.slug),
        );
      }
      await expect(footer.getByText(company.proprietor.name)).toBeAttached();
      await expect(footer.getByText(company.registeredOffice.postalCode)).toBeAttached();
      await expect(footer.getByLabel("Visitor count on this browser")).toHaveText(/^\d{1,3}(,\d{2})*,\d{3}$/);

      await expect(page.getByRole("link", { name: /Call now/ }).last()).toHaveAttribute("href", /^tel:\+91\d{10}$/);
      await expect(page.getByRole("link", { name: /WhatsApp us/ }).last()).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/91\d{10}\?text=/,
      );

      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }
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

  test("the first paint waits until the last visible element of the page is parsed", async ({ request }) => {
    for (const route of [...allRoutes, "/no-such-page/"]) {
      const html = await (await request.get(route)).text();
      const target = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(html)?.[1];
      expect(target, route).toBeTruthy();
      // After the footer: the call and WhatsApp bar, fixed to the screen, is the markup's last part.
      expect(html.indexOf(`id="${target}"`), route).toBeGreaterThan(html.indexOf("</footer>"));
      expect(html.indexOf("</footer>"), route).toBeGreaterThan(0);
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

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of allRoutes) {
    test(`${route} is readable and navigable`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Gallery" })).toHaveAttribute(
        "href",
        paths.gallery,
      );
    });
  }

  test("the footer links lead to real pages", async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(paths.about);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found|could not find|can.t find/i);
    await expect(page.getByRole("main").getByRole("link", { name: "Our services" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("an unknown service slug shows Service not found", async ({ page }) => {
    const response = await page.goto(paths.service("moving-to-mars"));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Service not found" })).toBeVisible();
    await expect(page.getByRole("main").getByText("📦")).toBeVisible();
    await page.getByRole("link", { name: "See all services" }).click();
    await expect(page).toHaveURL(paths.services);
  });
});

test.describe("header", () => {
  test("navigation marks the current page", async ({ page }, testInfo) => {
    await page.goto(paths.about);
    await waitForHydration(page);
    if (isPhone(testInfo.project.name)) await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: isPhone(testInfo.project.name) ? "Main menu" : "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the search icon toggles the search box", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    // Once hydrated, the search field is an ARIA combobox (tests/e2e/search.spec.ts).
    const box = page.getByRole("combobox", { name: /Search services/ });
    await expect(box).toBeHidden();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await page.getByRole("button", { name: "Search", exact: true }).first().click();
    await expect(box).toBeHidden();
  });

  test("the search box submits to the search page with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.home);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("searchbox", { name: /Search services/ }).fill("warehouse");
    await page.getByRole("searchbox", { name: /Search services/ }).press("Enter");
    await expect(page).toHaveURL(`${paths.search}?q=warehouse`);
    await context.close();
  });
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu is for small screens");

  test("opens, moves focus in, and closes by button, Escape and link", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const hamburger = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await hamburger.click();
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(paths.services);
    await expect(menu).toBeHidden();
  });

  test("works with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(paths.home);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Certification" }).click();
    await expect(page).toHaveURL(paths.certification);
    await context.close();
  });
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto(paths.home);
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await footer.getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL(paths.gallery);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a link to an anchor scrolls to the anchor", async ({ page }) => {
  await page.goto(paths.about);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Skip to main content" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${paths.about}#main`);
});

test("the visitor counter adds one per page load, not per navigation", async ({ page }) => {
  await page.goto(paths.home);
  await waitForHydration(page);
  const counter = page.getByLabel("Visitor count on this browser");
  await expect(counter).toHaveText("8,799");
  await page.reload();
  await expect(counter).toHaveText("8,800");
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(paths.about);
  await expect(counter).toHaveText("8,800");
  expect(await page.evaluate(() => localStorage.getItem("visitorCount"))).toBe("8800");
});
