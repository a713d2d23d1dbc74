import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { services } from "../../app/content/services";
import { paths } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";

/** A string only MiniSearch's code contains (one of its error messages). */
const miniSearchMarker = "MiniSearch: duplicate ID";

const searchIcon = (page: Page) => page.getByRole("button", { name: "Search", exact: true }).first();
const searchBox = (page: Page) => page.getByRole("combobox", { name: /Search services/ });
const results = (page: Page) => page.getByRole("listbox", { name: "Search results" }).getByRole("option");

async function openSearch(page: Page) {
  await page.goto(paths.home);
  await waitForHydration(page);
  await searchIcon(page).click();
  await expect(searchBox(page)).toBeFocused();
  return searchBox(page);
}

test.describe("the search box finds what visitors type", () => {
  const spellings: Array<[typed: string, found: string]> = [
    ["bangalore", "Bangaluru"],
    ["Bengaluru", "Bangaluru"],
    ["vizag", "Vizag"],
    ["visakhapatnam", "Vizag"],
    ["baroda", "Baroda"],
    ["vadodara", "Baroda"],
    ["wharehouse", "Warehousing"],
    ["godown", "Warehousing"],
  ];
  for (const [typed, found] of spellings) {
    test(`"${typed}" finds ${found} first`, async ({ page }) => {
      const box = await openSearch(page);
      await box.fill(typed);
      await expect(results(page).first()).toContainText(found);
      await expect(box).toHaveAttribute("aria-expanded", "true");
    });
  }

  test('"car shifting" finds the services that move vehicles', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill("car shifting");
    await expect(results(page).filter({ hasText: /^Transportation/ })).toHaveCount(1);
    await expect(results(page).filter({ hasText: /^Relocation/ })).toHaveCount(1);
    await expect(results(page).filter({ hasText: /^Can you shift my car/ })).toHaveCount(1);
  });

  test("results update as you type, and link to the page", async ({ page }) => {
    const box = await openSearch(page);
    await box.pressSequentially("pack", { delay: 30 });
    await expect(results(page).first()).toContainText("Packing");
    await expect(results(page).first()).toHaveAttribute("href", paths.service("packaging"));
    await box.press("Control+A");
    await box.pressSequentially("kolkata", { delay: 30 });
    await expect(results(page).first()).toContainText("Kolkata");
  });
});

test.describe("the search box by keyboard", () => {
  test("arrow keys move through the results and Enter opens the chosen one", async ({ page }) => {
    const box = await openSearch(page);
    await box.fill("godown");
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

  test("Enter without choosing opens the first result", async ({ page }) => {
    const box = await openSearch(page);
    await box.fill("wharehouse");
    await expect(results(page).first()).toContainText("Warehousing");
    await box.press("Enter");
    await expect(page).toHaveURL(paths.service("warehousing"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Escape closes the box and returns focus to the search icon", async ({ page }) => {
    const box = await openSearch(page);
    await box.fill("pune");
    await expect(results(page).first()).toBeVisible();
    await box.press("Escape");
    await expect(box).toBeHidden();
    await expect(searchIcon(page)).toBeFocused();
  });
});

test.describe("the search box tells what it found", () => {
  test("announces the number of results", async ({ page }) => {
    const box = await openSearch(page);
    const status = page.locator("#site-search").getByRole("status");
    await box.fill("vadodara");
    await expect(status).toHaveText("1 result");
    await box.fill("insurance");
    await expect(status).toHaveText(/^\d+ results$/);
  });

  test("offers the phone number when nothing matches", async ({ page }) => {
    const box = await openSearch(page);
    await box.fill("xylophone");
    await expect(page.locator("#site-search").getByRole("status")).toHaveText("No results");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    const phone = company.phones[0]?.number ?? "";
    await expect(page.locator("#site-search").getByRole("link", { name: phone })).toHaveAttribute(
      "href",
      `tel:${phone.replace(/\s/g, "")}`,
    );
  });

  test("passes axe with results showing", async ({ page }) => {
    const box = await openSearch(page);
    await box.fill("packing");
    await box.press("ArrowDown");
    await expect(results(page).first()).toHaveAttribute("aria-selected", "true");
    const scan = await new AxeBuilder({ page }).include("#site-search").analyze();
    expect(scan.violations).toEqual([]);
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
  await searchBox(page).fill("pune");
  await expect(results(page).first()).toContainText("Pune");
  const lazyScripts = scripts.filter((url) => !firstLoad.includes(url));
  const lazyCode = await Promise.all(lazyScripts.map(async (url) => (await request.get(url)).text()));
  expect(lazyCode.some((code) => code.includes(miniSearchMarker))).toBe(true);
  expect(indexRequests).toHaveLength(1);
});

test.describe("the search page", () => {
  test("lists results for ?q= with JavaScript", async ({ page }) => {
    await page.goto(`${paths.search}?q=vadodara`);
    await waitForHydration(page);
    const found = page.getByRole("region", { name: "Results for “vadodara”" });
    await expect(found.getByRole("link").first()).toContainText("Baroda");
    await expect(found.getByRole("status")).toHaveText("1 result");
  });

  test("the search box's Enter with no result goes to the search page", async ({ page }) => {
    const box = await openSearch(page);
    await box.fill("xylophone");
    await expect(page.locator("#site-search").getByRole("status")).toHaveText("No results");
    await box.press("Enter");
    await expect(page).toHaveURL(`${paths.search}?q=xylophone`);
    await expect(page.getByRole("region", { name: /Results for/ })).toContainText(company.phones[0]?.number ?? "");
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("tells how to reach the company and lists the services", async ({ page }) => {
      await page.goto(`${paths.search}?q=warehouse`);
      const contact = page.getByRole("region", { name: "Talk to us directly" });
      for (const phone of company.phones) {
        await expect(contact.getByRole("link", { name: phone.number })).toBeVisible();
      }
      const list = page.getByRole("region", { name: "Our services" });
      for (const service of services) {
        await expect(list.getByRole("link", { name: new RegExp(`^${service.title}`) })).toHaveAttribute(
          "href",
          paths.service(service.slug),
        );
      }
    });
  });
});
