import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { services } from "../../app/content/services";
import { paths } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";

const unknownPaths = ["/no-such-page", "/about-us/", "/gallery/photos/1", "/contact/form"];

async function expectHelpfulNotFound(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(/could not find/i);
  await expect(main.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
  await expect(main.getByText(/for example/)).toBeVisible();
  for (const name of ["Home", "Our services", "Contact us", "Gallery"]) {
    await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const service of services) {
    await expect(main.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
      "href",
      paths.service(service.slug),
    );
  }
  const phone = company.phones[0];
  if (phone) await expect(main.getByRole("link", { name: phone.number })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // No page of the site is the current one (the fallback is pre-rendered at "/", which is not).
  await expect(page.getByRole("banner").locator('[aria-current="page"]')).toHaveCount(0);
}

for (const path of unknownPaths) {
  test(`${path} answers 404 with a helpful page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expectHelpfulNotFound(page);
  });
}

test("its search box searches the site", async ({ page }) => {
  await page.goto("/no-such-page");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill("godown");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`${paths.search}?q=godown`);
});

test("the not-found page passes axe", async ({ page }) => {
  await page.goto("/no-such-page");
  await waitForHydration(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the pre-rendered fallback is the same helpful page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expectHelpfulNotFound(page);
  });
});
