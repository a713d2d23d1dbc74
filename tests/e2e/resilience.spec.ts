import type { Locator, Page } from "@playwright/test";
import { enquiryDraftKey } from "../../app/lib/enquiry-draft";
import { paths } from "../../app/lib/paths";
import { visitorCountKey } from "../../app/lib/visitor-count";
import { expect, test, waitForHydration } from "./fixtures";
import { allRoutes } from "./routes";

const indianNumber = /^\d{1,3}(,\d{2})*,\d{3}$/;
const counter = (page: Page) => page.getByRole("contentinfo").getByLabel("Visitor count on this browser");

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

/** Loads every route and checks it still renders, counts and (on /contact/) takes typing. */
async function expectEveryPageWorks(page: Page) {
  for (const route of allRoutes) {
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
  // Storage behaves the same at every width.
  test.skip(({ isMobile }) => isMobile, "storage does not depend on the screen");

  for (const stored of ["not a number", "-40", "NaN", "1e400", "99999999999999999999999", "{", ""]) {
    test(`a corrupted counter (${JSON.stringify(stored)}) restarts from the default`, async ({ page }) => {
      await page.addInitScript(
        ({ countKey, draftKey, value }) => {
          if (sessionStorage.getItem("seeded")) return;
          sessionStorage.setItem("seeded", "1");
          localStorage.setItem(countKey, value);
          localStorage.setItem(draftKey, '{"name": [1, 2');
          sessionStorage.setItem(draftKey, "\u0000\uffff");
        },
        { countKey: visitorCountKey, draftKey: enquiryDraftKey, value: stored },
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
  }

  test("full storage (every write exceeds the quota) leaves every page working", async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await expectEveryPageWorks(page);
  });

  test("disabled localStorage (reading it throws) leaves every page working", async ({ page }) => {
    test.setTimeout(120_000);
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
    test.setTimeout(120_000);
    const message = "The user has blocked session data.";
    await page.addInitScript((text) => {
      Object.defineProperty(window, "sessionStorage", {
        configurable: true,
        get() {
          throw new DOMException(text, "SecurityError");
        },
      });
    }, message);
    await expectEveryPageWorks(page);
    // No error either: the shared fixture fails the test on any console error.
  });
});

/** Scrolls the footer into view, which is when the translation widget starts loading. */
async function bringTranslatorIntoView(page: Page) {
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.getByText("Read this page in your language").scrollIntoViewIfNeeded();
}

/** Opens the disclosure that holds the plain Google Translate links. */
async function openTranslationLinks(page: Page) {
  const disclosure = page
    .getByRole("contentinfo")
    .locator("details")
    .filter({ hasText: "Open this page in Google Translate" });
  await disclosure.locator("summary").click();
  await expect(disclosure).toHaveAttribute("open", "");
}

const translateScript = /^https:\/\/translate\.google\.com\/translate_a\/element\.js/;
const translatedPageLink = /^https:\/\/translate\.google\.com\/translate\?/;

test.describe("the translation service down", () => {
  test("blocked: every page works and offers plain translation links", async ({ page }) => {
    test.setTimeout(120_000);
    // The shared fixture already refuses every request that leaves this machine.
    for (const route of allRoutes) {
      await page.goto(route);
      await waitForHydration(page);
      await bringTranslatorIntoView(page);
      await openTranslationLinks(page);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: /Hindi|हिन्दी/ })).toHaveAttribute(
        "href",
        translatedPageLink,
      );
      await expect(counter(page)).toHaveText(indianNumber);
    }
  });

  test("answering 500: the page works and offers plain translation links", async ({ page }) => {
    await page.route(translateScript, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
    for (const route of [paths.home, paths.contact, paths.service("relocation")]) {
      await page.goto(route);
      await waitForHydration(page);
      await bringTranslatorIntoView(page);
      await openTranslationLinks(page);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: /Hindi|हिन्दी/ })).toHaveAttribute(
        "href",
        translatedPageLink,
      );
    }
  });

  test("answering slowly: the page stays usable while it waits", async ({ page, isMobile }) => {
    let requested = false;
    await page.route(translateScript, async (route) => {
      requested = true;
      // A script that arrives late and never calls back, like a service that has half-failed.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.fulfill({ status: 200, contentType: "text/javascript", body: "/* slow */" }).catch(() => {});
    });
    await page.goto(paths.home);
    await waitForHydration(page);
    await bringTranslatorIntoView(page);
    await expect.poll(() => requested).toBe(true);
    // While the script hangs: search, navigation and the counter all still work.
    await page.getByRole("button", { name: "Search", exact: true }).first().click();
    await page.getByRole("combobox", { name: /Search services/ }).fill("godown");
    await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: isMobile ? "Main menu" : "Main" })
      .getByRole("link", { name: "Certification" })
      .click();
    await expect(page).toHaveURL(paths.certification);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(counter(page)).toHaveText(indianNumber);
  });
});

test.describe("the form service down", () => {
  test("unreachable: the typed enquiry is still there back on /contact/", async ({ page }) => {
    await page.goto(paths.contact);
    await waitForHydration(page);
    await fillEnquiry(page);
    // FormSubmit is off this machine, so the shared fixture refuses the post.
    await page
      .getByRole("main")
      .locator("form")
      .getByRole("button", { name: /send|submit/i })
      .click();
    await page.waitForURL((url) => url.hostname !== "localhost", { waitUntil: "commit" }).catch(() => {});
    await page.goto(paths.contact);
    await waitForHydration(page);
    for (const [name, value] of Object.entries(typedEnquiry)) {
      await expect(enquiryField(page, name as keyof typeof typedEnquiry)).toHaveValue(value);
    }
  });

  test("answering 500: the typed enquiry is still there after going back", async ({ page }) => {
    await page.route(/^https:\/\/formsubmit\.co\//, (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<!doctype html><title>Error</title><p>Error</p>" }),
    );
    await page.goto(paths.contact);
    await waitForHydration(page);
    await fillEnquiry(page);
    await page
      .getByRole("main")
      .locator("form")
      .getByRole("button", { name: /send|submit/i })
      .click();
    await page.waitForURL(/formsubmit\.co/);
    await page.goBack();
    await waitForHydration(page);
    await expect(enquiryField(page, "message")).toHaveValue(typedEnquiry.message);
    await expect(enquiryField(page, "name")).toHaveValue(typedEnquiry.name);
  });
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every route is readable, and its navigation leads to real pages", async ({ page, isMobile }) => {
    test.setTimeout(120_000);
    for (const route of allRoutes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), route).toBeVisible();
      const mainText = ((await page.getByRole("main").textContent()) ?? "").trim();
      expect(mainText.length, `${route} has readable content`).toBeGreaterThan(100);
    }
    await page.goto(paths.home);
    const navigationName = isMobile ? "Main menu" : "Main";
    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    const links = page.getByRole("navigation", { name: navigationName }).getByRole("link");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    // The site's own pages; the menu also holds tel: and mailto: links.
    const targets = hrefs.filter((href) => href.startsWith("/"));
    expect(targets.length).toBeGreaterThanOrEqual(5);
    for (const target of targets) {
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), target).toBeVisible();
    }
  });

  test("an unknown path shows the not-found page with its links", async ({ page }) => {
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found|could not find|can.t find/i);
    await page.getByRole("main").getByRole("link", { name: "Our services" }).click();
    await expect(page).toHaveURL(paths.services);
  });

  test("the enquiry form submits natively", async ({ page }) => {
    let posted: { method: string; body: URLSearchParams } | undefined;
    await page.route(/^https:\/\/formsubmit\.co\//, (route) => {
      posted = { method: route.request().method(), body: new URLSearchParams(route.request().postData() ?? "") };
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Sent</title>" });
    });
    await page.goto(paths.contact);
    await fillEnquiry(page);
    await page
      .getByRole("main")
      .locator("form")
      .getByRole("button", { name: /send|submit/i })
      .click();
    await expect.poll(() => posted?.method).toBe("POST");
    for (const [name, value] of Object.entries(typedEnquiry)) expect(posted?.body.get(name)).toBe(value);
    expect(posted?.body.get("_honey")).toBe("");
  });
});
