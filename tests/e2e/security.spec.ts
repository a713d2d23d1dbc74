/**
 * Security beyond each page's headers and script policy (every-route.spec.ts): assets, redirects
 * and unknown paths carry the headers too, nothing private is served, and the policy is enforced
 * and never trips while a visitor uses the site.
 */
import type { Page } from "@playwright/test";
import { paths } from "../../app/lib/paths";
import { expectSecurityHeaders } from "./expect-headers";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("headers as served", () => {
  // Each page's own headers and script policy are checked in every-route.spec.ts.
  test("hashed assets are cached for a year and compressed with brotli or gzip", async ({ request }) => {
    const html = await (await request.get(paths.home)).text();
    // The boot script names the modules it imports once the page has loaded.
    const scriptPath = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(scriptPath).toBeTruthy();
    expect(stylesheet).toBeTruthy();
    for (const asset of [scriptPath, stylesheet] as string[]) {
      const br = await request.get(asset, { headers: { "accept-encoding": "br, gzip" } });
      expect(br.status()).toBe(200);
      expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expectSecurityHeaders(br);
    }
    const css = await request.get(stylesheet as string, { headers: { "accept-encoding": "br, gzip" } });
    expect(css.headers()["content-encoding"]).toBe("br");
    const gzip = await request.get(stylesheet as string, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(gzip.headers().vary).toBe("Accept-Encoding");
    expect(await gzip.text()).toBe(await css.text());
  });

  test("pages are compressed and revalidated with an ETag", async ({ request }) => {
    const page = await request.get(paths.about, { headers: { "accept-encoding": "br" } });
    expect(page.headers()["content-encoding"]).toBe("br");
    const etag = page.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get(paths.about, { headers: { "if-none-match": etag as string } });
    expect(again.status()).toBe(304);
  });

  test("a page without its trailing slash answers 301 to the page", async ({ request }) => {
    for (const page of [paths.about, paths.services, paths.service("packaging"), paths.contact]) {
      const response = await request.get(page.slice(0, -1), { maxRedirects: 0 });
      expect(response.status(), page).toBe(301);
      expect(response.headers().location).toBe(page);
      expectSecurityHeaders(response);
    }
    const withQuery = await request.get(`${paths.contact.slice(0, -1)}?service=packaging`, { maxRedirects: 0 });
    expect(withQuery.headers().location).toBe(`${paths.contact}?service=packaging`);
  });

  test("unknown paths get the not-found page with 404, and folders are never listed", async ({ request }) => {
    for (const path of ["/no-such-page", "/assets/", "/assets", "/art/", "/services/no-such-service/extra/"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots"');
      expect(html, path).not.toMatch(/Index of|Directory listing/i);
    }
  });

  test("the Netlify / Cloudflare Pages _headers file is not served to visitors", async ({ request }) => {
    expect((await request.get("/_headers")).status()).toBe(404);
  });
});

/** Records every CSP violation on every document the page shows, across navigations. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  return violations;
}

test.describe("no policy violations while the visitor uses the site", () => {
  // The menu is there at phone width only.
  test("menu, search, slideshow and accordions on the home page", { tag: "@both" }, async ({ page, isMobile }) => {
    const violations = await recordViolations(page);
    await page.goto(paths.home);
    await waitForHydration(page);

    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
      await page.getByRole("button", { name: "Close menu" }).click();
    }

    await page.getByRole("button", { name: "Search", exact: true }).first().click();
    await page.getByRole("combobox", { name: /Search services/ }).fill("pack");
    await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");

    const slideDots = page.getByRole("button", { name: /^Slide \d+ of \d+$/ });
    const dots = await slideDots.count();
    for (let index = dots - 1; index >= 0; index--) await slideDots.nth(index).click();

    const summaries = page.locator("details > summary");
    const accordions = Math.min(await summaries.count(), 3);
    for (let index = 0; index < accordions; index++) {
      await summaries.nth(index).scrollIntoViewIfNeeded();
      await summaries.nth(index).click();
    }

    // Brings the footer (and with it the translation widget's loader) into view.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.getByLabel("Visitor count on this browser")).toHaveText(/\d/);
    expect(violations).toEqual([]);
  });

  test("a service page's carousel and the services list", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(paths.service("packaging"));
    await waitForHydration(page);
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    if (await carousel.count()) {
      for (const button of await carousel.getByRole("button").all()) {
        if (await button.isVisible()) await button.click();
      }
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(paths.home);
    expect(violations).toEqual([]);
  });

  test("the gallery's picture dialog", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(paths.gallery);
    await waitForHydration(page);
    // A picture is a link to the full-size file that JavaScript opens in a dialog instead.
    const openers = page
      .getByRole("main")
      .getByRole("link")
      .filter({ has: page.getByRole("img") })
      .or(page.getByRole("main").getByRole("button", { name: /view|open|enlarge|photo|picture/i }));
    test.skip((await openers.count()) === 0, "the gallery has no pictures to open yet");
    await openers.first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(violations).toEqual([]);
  });

  test("the enquiry form, filled in and sent", async ({ page }) => {
    const violations = await recordViolations(page);
    // Stands in for FormSubmit; form-action is checked before the request would leave.
    await page.route(/^https:\/\/formsubmit\.co\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Sent</title><p>Sent</p>" }),
    );
    await page.goto(paths.contact);
    await waitForHydration(page);
    const form = page.getByRole("main").getByRole("form").first();
    await form.getByRole("textbox", { name: /name/i }).first().fill("Ravi Kumar");
    await form
      .getByRole("textbox", { name: /e-?mail/i })
      .first()
      .fill("ravi@example.in");
    await form
      .getByRole("textbox", { name: /phone|mobile/i })
      .first()
      .fill("98480 12345");
    const service = form.getByRole("combobox", { name: /service/i });
    if (await service.count()) await service.first().selectOption({ index: 1 });
    await form
      .getByRole("textbox", { name: /message|move|details/i })
      .last()
      .fill("2BHK from Kukatpally to Pune in March.");
    const violationsBeforeSending = [...violations];
    await form.getByRole("button", { name: /send|submit/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(paths.contact) || url.hostname !== "localhost");
    expect(violationsBeforeSending).toEqual([]);
    expect(violations).toEqual([]);
  });
});
