/**
 * The site keeps working when the browser or a third party lets it down: storage corrupted, full
 * or blocked, and Google Translate blocked, failing or hanging. (Every test runs with the outside
 * network blocked; the form service failing is in contact.spec.ts.) Storage is read by the layout
 * on every page and by the enquiry form, so each page template is tried once; how a corrupted
 * counter is read is unit-tested in app/lib/visitor-count.test.ts.
 */
import type { Locator, Page, Route } from "@playwright/test";
import { content } from "../../app/content/content.server";
import { enquiryDraftKey } from "../../app/lib/enquiry-draft";
import { pagePath, paths } from "../../app/lib/paths";
import { visitorCountKey } from "../../app/lib/visitor-count";
import { hub } from "./content-picks";
import { expect, test, waitForHydration } from "./fixtures";
import { oneRoutePerTemplate } from "./routes";

const words = content.interface;
const { translate } = words.footer;
const indianNumber = /^\d{1,3}(,\d{2})*,\d{3}$/;
const counter = (page: Page) => page.getByRole("contentinfo").getByLabel(words.footer.visitorCountLabel);

/** The enquiry form's typed fields, by the names FormSubmit receives. */
const enquiryField = (page: Page, name: "name" | "email" | "phone" | "message"): Locator =>
  page.getByRole("main").locator(`form [name="${name}"]`);

const typedEnquiry = {
  name: "Lakshmi Prasanna",
  email: "lakshmi@example.in",
  phone: "98480 12345",
  message: "3BHK from Madhapur to Visakhapatnam, second week of March; two-wheeler too.",
};

async function fillEnquiry(page: Page) {
  for (const [name, value] of Object.entries(typedEnquiry)) {
    await enquiryField(page, name as keyof typeof typedEnquiry).fill(value);
  }
  const service = page.getByRole("main").locator('form select[name="service"]');
  await service.selectOption({ index: 1 });
}

/** Loads a page of each template and checks it renders and counts, and that /contact/ takes typing. */
async function expectEveryPageWorks(page: Page) {
  test.slow(); // a dozen page loads, each waiting for hydration
  for (const route of oneRoutePerTemplate) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 }), route).toBeVisible();
    await expect(counter(page), route).toHaveText(indianNumber);
  }
  await page.goto(paths.contact);
  await waitForHydration(page);
  await fillEnquiry(page);
  await expect(enquiryField(page, "message")).toHaveValue(typedEnquiry.message);
}

test.describe("browser storage", () => {
  test("a corrupted counter and drafts are ignored: the count restarts and the form starts empty", async ({ page }) => {
    await page.addInitScript(
      ({ countKey, draftKey }) => {
        if (sessionStorage.getItem("seeded")) return;
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem(countKey, "{");
        localStorage.setItem(draftKey, '{"name": [1, 2');
        sessionStorage.setItem(draftKey, "\u0000\uffff");
      },
      { countKey: visitorCountKey, draftKey: enquiryDraftKey },
    );
    await page.goto(paths.home);
    await waitForHydration(page);
    await expect(counter(page)).toHaveText("8,799");
    await page.goto(paths.contact);
    await waitForHydration(page);
    await expect(enquiryField(page, "name")).toHaveValue("");
    await fillEnquiry(page);
    await expect(enquiryField(page, "name")).toHaveValue(typedEnquiry.name);
  });

  test("full storage (every write exceeds the quota) leaves every page working", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await expectEveryPageWorks(page);
  });

  test("disabled localStorage (reading it throws) leaves every page working", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() {
          throw new DOMException("The user has blocked site data.", "SecurityError");
        },
      });
    });
    await expectEveryPageWorks(page);
  });

  test("disabled sessionStorage leaves every page working", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "sessionStorage", {
        configurable: true,
        get() {
          throw new DOMException("The user has blocked session data.", "SecurityError");
        },
      });
    });
    // No error either: the page fixture fails the test on any console error.
    await expectEveryPageWorks(page);
  });
});

/** Scrolls the footer into view, which is when the translation widget starts loading. */
async function bringTranslatorIntoView(page: Page) {
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.getByText(translate.heading).scrollIntoViewIfNeeded();
}

/** Opens the disclosure that holds the plain Google Translate links. */
async function openTranslationLinks(page: Page) {
  const disclosure = page.getByRole("contentinfo").locator("details").filter({ hasText: translate.fallbackLinks });
  await disclosure.locator("summary").click();
  await expect(disclosure).toHaveAttribute("open", "");
}

const translateScript = /^https:\/\/translate\.google\.com\/translate_a\/element\.js/;
const translatedPageLink = /^https:\/\/translate\.google\.com\/translate\?/;

async function expectPlainTranslationLinks(page: Page) {
  await bringTranslatorIntoView(page);
  await openTranslationLinks(page);
  await expect(
    page
      .getByRole("contentinfo")
      .getByRole("link", { name: translate.languages[0]?.label ?? "no language to translate to" }),
  ).toHaveAttribute("href", translatedPageLink);
}

test.describe("the translation service down", () => {
  test("blocked: every page works and offers plain translation links", async ({ page }) => {
    test.slow(); // one page of each template, a dozen loads
    // The browser already reaches no host but this one (playwright.config.ts).
    for (const route of oneRoutePerTemplate) {
      await page.goto(route);
      await waitForHydration(page);
      await expectPlainTranslationLinks(page);
      await expect(counter(page), route).toHaveText(indianNumber);
    }
  });

  test("answering 500: the page works and offers plain translation links", async ({ page }) => {
    await page.route(translateScript, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
    for (const route of [paths.home, paths.contact, paths.service(content.services[0]?.slug ?? "")]) {
      await page.goto(route);
      await waitForHydration(page);
      await expectPlainTranslationLinks(page);
    }
  });

  // The navigation used while the script hangs is the menu on a phone, the bar on a wide screen.
  test("hanging: the page stays usable while it waits", { tag: "@both" }, async ({ page, isMobile }) => {
    // A script that is asked for and never arrives, like a service that has half-failed; it is
    // let go when the test ends.
    const held: Route[] = [];
    await page.route(translateScript, (route) => {
      held.push(route);
    });
    await page.goto(paths.home);
    await waitForHydration(page);
    await bringTranslatorIntoView(page);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // While the script hangs: search, navigation and the counter all still work.
    await page.getByRole("button", { name: words.header.search.openLabel, exact: true }).first().click();
    await page.getByRole("combobox", { name: words.header.search.fieldLabel }).fill(hub.slug);
    await expect(
      page.getByRole("listbox", { name: words.searchBox.resultsLabel }).getByRole("option").first(),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    if (isMobile) await page.getByRole("button", { name: words.header.menu.openLabel }).click();
    await page
      .getByRole("navigation", { name: isMobile ? words.header.menu.label : words.header.navigationLabel })
      .getByRole("link", {
        name: content.mainNavigation.find((item) => item.page === "certification")?.label ?? "no Certification",
      })
      .click();
    await expect(page).toHaveURL(pagePath("certification"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(counter(page)).toHaveText(indianNumber);
    for (const route of held) await route.abort("blockedbyclient").catch(() => {});
  });
});
