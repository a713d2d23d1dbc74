/**
 * Issue 15: the moving estimate at /estimate/. Its figures are checked against the same pure
 * function the page runs (app/lib/estimate.ts), so these tests check the page, not the rates.
 */
import type { Page } from "@playwright/test";
import { estimateContent } from "../../app/content/content.server";
import { services } from "../../app/content/services";
import { enquiryDraftKey } from "../../app/lib/enquiry-draft";
import { type EstimateData, estimateMove } from "../../app/lib/estimate";
import { parseEstimateQuery } from "../../app/lib/estimate-query";
import { pagePath, paths } from "../../app/lib/paths";
import { formatRupeeRange } from "../../app/lib/rupees";
import { axeViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { holdModules } from "./hold-modules";

const estimatePath = pagePath("estimate");
const { copy, rates, catalogue, cities } = estimateContent;
const data: EstimateData = { rates, items: catalogue.items, homeSizes: catalogue.homeSizes, cities };

/** The total the page must show for a query string, worked out by the estimate itself. */
function expectedTotal(query: string): string {
  const { total } = estimateMove(parseEstimateQuery(query, data).input, data);
  return formatRupeeRange(total.low, total.high);
}

const total = (page: Page) => page.getByRole("status", { name: copy.result.total });
const form = (page: Page) => page.locator("form").filter({ has: page.getByRole("group", { name: copy.move.legend }) });
const moveFrom = (page: Page) => page.getByRole("combobox", { name: copy.move.from });
const moveTo = (page: Page) => page.getByRole("combobox", { name: copy.move.to });
const homeSize = (page: Page, name: string) =>
  page.getByRole("group", { name: copy.homeSize.legend }).getByRole("radio", { name, exact: true });
const searchParams = (page: Page) => new URL(page.url()).searchParams;

async function openEstimate(page: Page, query = "") {
  const response = await page.goto(`${estimatePath}${query}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the flows do not depend on the screen");

  test("an estimate follows every change, is kept in the address, and Back undoes a choice", async ({ page }) => {
    await openEstimate(page);
    await expect(total(page)).toHaveText(expectedTotal(""));
    await expect(page).toHaveURL(/[?&]from=hyderabad&to=hyderabad/);

    await moveTo(page).selectOption({ label: "Pune" });
    await expect(page).toHaveURL(/to=pune/);
    await expect(total(page)).toHaveText(expectedTotal("from=hyderabad&to=pune"));
    await expect(page.getByRole("spinbutton", { name: copy.move.localKm.label })).toBeDisabled();

    // A home size fills its typical list, which the visitor then changes with the steppers.
    await homeSize(page, "3 BHK").check();
    await expect(page).toHaveURL(/home=3bhk/);
    await page.getByText("Bedroom", { exact: true }).click();
    const beds = page.getByRole("spinbutton", { name: "Double bed, how many" });
    const before = Number(await beds.inputValue());
    await page.getByRole("button", { name: "Add one Double bed" }).focus();
    await page.keyboard.press("Enter");
    await expect(beds).toHaveValue(String(before + 1));
    await expect(page).toHaveURL(/items=[^&]*double-bed_/);
    const shown = searchParams(page).toString();
    await expect(total(page)).toHaveText(expectedTotal(shown));

    // Once the changes settle the total is read out, politely.
    await expect(page.getByRole("status").filter({ hasText: copy.result.announcement.split("{")[0] ?? "" })).toHaveText(
      copy.result.announcement.replace("{total}", expectedTotal(shown)),
    );

    // The address is the estimate: reloading it shows the same, and Back undoes the home size.
    await page.reload();
    await waitForHydration(page);
    await expect(total(page)).toHaveText(expectedTotal(shown));
    await page.getByText("Bedroom", { exact: true }).click();
    await expect(beds).toHaveValue(String(before + 1));
    await page.goBack();
    await expect(homeSize(page, "3 BHK")).not.toBeChecked();
    await expect(moveTo(page)).toHaveValue("pune");
  });

  test("the query-string contract: from, to, km and home", async ({ page }) => {
    await openEstimate(page, "?from=hyderabad&to=pune&home=2bhk");
    await expect(moveFrom(page)).toHaveValue("hyderabad");
    await expect(moveTo(page)).toHaveValue("pune");
    await expect(homeSize(page, "2 BHK")).toBeChecked();
    await expect(total(page)).toHaveText(expectedTotal("from=hyderabad&to=pune&home=2bhk"));
    await expect(page.getByText(copy.queryNotes.heading)).toHaveCount(0);

    await openEstimate(page, "?from=bangaluru&to=bangaluru&km=35&home=1bhk");
    await expect(moveTo(page)).toHaveValue("bangaluru");
    await expect(page.getByRole("spinbutton", { name: copy.move.localKm.label })).toHaveValue("35");
    await expect(homeSize(page, "1 BHK")).toBeChecked();
    await expect(total(page)).toHaveText(expectedTotal("from=bangaluru&to=bangaluru&km=35&home=1bhk"));
  });

  test("hostile query strings fall back field by field, with a note, and never add markup", async ({ page }) => {
    const hostile = [
      "?from=atlantis&to=pune",
      "?from=hyderabad&to=hyderabad&km=-40",
      "?from=hyderabad&to=hyderabad&km=99999999999",
      "?from=hyderabad&from=pune&to=kolkata",
      "?__proto__=x&from=__proto__&to=constructor&home=__proto__&items=__proto___5.toString_2",
      `?from=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&to=%3Cscript%3Ealert(1)%3C/script%3E&junk=${"%3Cb%3E".repeat(1000)}`,
      `?home=2bhk&items=${"double-bed_99.".repeat(420)}&value=999999999999&storage=99999`,
    ];
    for (const query of hostile) {
      await openEstimate(page, query);
      await expect(page.getByRole("heading", { name: copy.queryNotes.heading }), query).toBeVisible();
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
    const card = page.getByRole("table", { name: copy.rateCard.caption });
    await expect(card).toBeVisible();
    for (const band of rates.distanceBands) {
      await expect(card.getByRole("columnheader", { name: band.label })).toBeVisible();
    }
    for (const home of catalogue.homeSizes) {
      const row = card.getByRole("row").filter({ has: page.getByRole("rowheader", { name: home.name }) });
      await expect(row.getByRole("cell")).toHaveCount(rates.distanceBands.length);
      await expect(row.getByRole("cell").first()).toHaveText(/^₹[\d,]+ – ₹[\d,]+$/);
    }
    await expect(page.getByText(copy.rateCard.noScript)).toBeVisible();
    await expect(page.getByRole("group", { name: copy.move.legend })).toBeHidden();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Call now/ })).toBeVisible();
    await expect(main.getByRole("link", { name: /WhatsApp us/ })).toBeVisible();
    await expect(main.getByRole("link", { name: /Get a free quote/ })).toHaveAttribute("href", paths.contact);
    await context.close();
  });

  test("Send this estimate fills the enquiry form and keeps the saved draft's name", async ({ page }) => {
    await page.goto(paths.contact);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Your name" }).fill("Lakshmi Reddy");
    await page.getByRole("textbox", { name: "Mobile number" }).fill("+91 98480 12345");
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), enquiryDraftKey)).toContain("Lakshmi");

    await openEstimate(page, "?from=hyderabad&to=pune&home=2bhk");
    const route = page.getByRole("link", { name: copy.actions.send });
    await route.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${paths.contact}\\?service=relocation`));
    await waitForHydration(page);
    const relocation = services.find((service) => service.slug === "relocation")?.enquiryLabel ?? "";
    await expect(page.getByRole("combobox", { name: "Service you need" })).toHaveValue(relocation);
    const message = page.getByRole("textbox", { name: "About your move" });
    await expect(message).toHaveValue(/Route: Hyderabad to Pune/);
    await expect(message).toHaveValue(new RegExp(expectedTotal("from=hyderabad&to=pune&home=2bhk")));
    await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("Lakshmi Reddy");
    await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveValue("+91 98480 12345");
  });

  test("Send on WhatsApp opens a chat with the same summary", async ({ page }) => {
    await openEstimate(page, "?from=hyderabad&to=kolkata&home=1bhk&cars=1");
    const link = page.getByRole("link", { name: new RegExp(copy.actions.whatsApp) });
    const href = (await link.getAttribute("href")) ?? "";
    const url = new URL(href);
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toMatch(/^\/91\d{10}$/);
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain("Route: Hyderabad to Kolkata");
    expect(text).toContain(expectedTotal("from=hyderabad&to=kolkata&home=1bhk&cars=1"));
    expect(text).toContain(`${estimatePath}?from=hyderabad&to=kolkata`);
  });

  test("choices made before the page hydrates are the ones estimated and kept", async ({ page }) => {
    const modules = await holdModules(page);
    await page.goto(`${estimatePath}?from=hyderabad&to=hyderabad&home=1bhk`);
    await modules.requested();
    await moveTo(page).selectOption({ label: "Pune" });
    await homeSize(page, "3 BHK").check();
    await modules.release();
    await waitForHydration(page);

    await expect(page).toHaveURL(/from=hyderabad&to=pune&home=3bhk/);
    await expect(moveTo(page)).toHaveValue("pune");
    await expect(homeSize(page, "3 BHK")).toBeChecked();
    await expect(total(page)).toHaveText(expectedTotal("from=hyderabad&to=pune&home=3bhk"));
  });

  test("printing shows the estimate and the company, not the form or the site's header", async ({ page }) => {
    await openEstimate(page, "?from=hyderabad&to=pune&home=2bhk");
    await page.emulateMedia({ media: "print" });
    await expect(total(page)).toBeVisible();
    await expect(page.getByText(copy.printDetails.heading)).toBeVisible();
    await expect(form(page)).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
  });
});

test("the site search finds the estimate by the words people use for a price", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the search does not depend on the screen");
  for (const word of ["price", "cost", "charges", "rate", "quote", "estimate"]) {
    await page.goto(`${paths.search}?q=${word}`);
    await waitForHydration(page);
    const found = page.getByRole("region", { name: `Results for “${word}”` });
    await expect(
      found.getByRole("link", { name: new RegExp(copy.page.heading.replace("?", "\\?")) }),
      word,
    ).toHaveAttribute("href", estimatePath);
  }
});

test("axe finds nothing on an estimate from a link", async ({ page }) => {
  await openEstimate(page, "?from=hyderabad&to=pune&home=4bhk&fromfloor=3&value=500000&storage=10");
  await expect(page.getByRole("heading", { name: copy.result.survey.heading })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
