/**
 * Security beyond each page's headers and script policy (every-route.spec.ts): assets, redirects
 * and unknown paths carry the headers too, nothing private is served, and the policy is enforced
 * and never trips while a visitor uses the site.
 */
import type { Page } from "@playwright/test";
import { sentenceText } from "../../app/components/ui/sentence";
import { content } from "../../app/content/content.server";
import { pagePath, paths } from "../../app/lib/paths";
import { lastService } from "./content-picks";
import { expectSecurityHeaders } from "./expect-headers";
import { expect, test, waitForHydration, withMotion } from "./fixtures";

const { enquiry, mainNavigation, pages, services } = content;

const { faq, gallery, galleryWords, heroSlides } = content;
const words = content.interface;

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
    for (const page of [paths.about, paths.services, paths.service(lastService.slug), paths.contact]) {
      const response = await request.get(page.slice(0, -1), { maxRedirects: 0 });
      expect(response.status(), page).toBe(301);
      expect(response.headers().location).toBe(page);
      expectSecurityHeaders(response);
    }
    const withQuery = await request.get(`${paths.contact.slice(0, -1)}?service=${lastService.slug}`, {
      maxRedirects: 0,
    });
    expect(withQuery.headers().location).toBe(`${paths.contact}?service=${lastService.slug}`);
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
  test.use(withMotion);
  // The menu is there at phone width only.
  test("menu, search, slideshow and accordions on the home page", { tag: "@both" }, async ({ page, isMobile }) => {
    const violations = await recordViolations(page);
    await page.goto(paths.home);
    await waitForHydration(page);

    if (isMobile) {
      await page.getByRole("button", { name: words.header.menu.openLabel }).click();
      await expect(page.getByRole("navigation", { name: words.header.menu.label })).toBeVisible();
      await page.getByRole("button", { name: words.header.menu.closeLabel }).click();
    }

    await page.getByRole("button", { name: words.header.search.openLabel, exact: true }).first().click();
    await page.getByRole("combobox", { name: words.header.search.fieldLabel }).fill("pack");
    await expect(
      page.getByRole("listbox", { name: words.searchBox.resultsLabel }).getByRole("option").first(),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // Any position of any count, in the owner's words for a slide's button.
    const slideButton = words.home.hero.slideButton.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const slideDots = page.getByRole("button", {
      name: new RegExp(`^${slideButton.replace(/\\\{\w+\\\}/g, "\\d+")}$`),
    });
    await expect(slideDots).toHaveCount(heroSlides.length);
    for (let index = heroSlides.length - 1; index >= 0; index--) await slideDots.nth(index).click();

    for (const { question } of faq.slice(0, 3)) {
      const summary = page.locator("details > summary", { hasText: question });
      await summary.scrollIntoViewIfNeeded();
      await summary.click();
    }

    // Brings the footer (and with it the translation widget's loader) into view.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.getByLabel(words.footer.visitorCountLabel)).toHaveText(/\d/);
    expect(violations).toEqual([]);
  });

  test("a service page's carousel and the services list", async ({ page }) => {
    const [first, second, third] = services;
    if (!first || !second || !third) throw new Error("fewer than three services in the content");
    const { carousel: carouselWords, serviceDetail } = content.interface;
    const violations = await recordViolations(page);
    await page.goto(paths.service(first.slug));
    await waitForHydration(page);

    // The strip of all services, a section named by its heading; its one control is Pause/Play.
    const carousel = page.getByRole("region", { name: serviceDetail.carouselHeading });
    const what = { what: serviceDetail.carouselMoving };
    const pause = carousel.getByRole("button", { name: sentenceText(carouselWords.pauseLabel, what) });
    const play = carousel.getByRole("button", { name: sentenceText(carouselWords.playLabel, what) });
    await pause.click();
    await play.click();
    // Held still, so a card can be clicked where it stands.
    await pause.click();
    await expect(play).toBeVisible();
    await carousel.getByRole("link", { name: second.title, exact: true }).click();
    await expect(page).toHaveURL(paths.service(second.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.heading);

    // The services list, reached through the menu, and a card on it.
    const servicesLabel = mainNavigation.find((item) => item.page === "services")?.label ?? "";
    await page.getByRole("button", { name: content.interface.header.menu.openLabel }).click();
    await page
      .getByRole("navigation", { name: content.interface.header.menu.label })
      .getByRole("link", { name: servicesLabel, exact: true })
      .click();
    await expect(page).toHaveURL(paths.services);
    // The list's page itself, not the service page still on screen, whose carousel has the same cards.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.services.heading);
    await page.getByRole("main").getByRole("article").getByRole("link", { name: third.title, exact: true }).click();
    await expect(page).toHaveURL(paths.service(third.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.heading);
    expect(violations).toEqual([]);
  });

  test("the gallery's picture dialog", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(pagePath("gallery"));
    await waitForHydration(page);
    // A picture is a link to the full-size file that JavaScript opens in a dialog instead.
    const openers = page.getByRole("main").getByRole("link", { name: galleryWords.viewLarger });
    await expect(openers).toHaveCount(gallery.length);
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
    const { fields } = enquiry;
    const form = page.getByRole("form", { name: enquiry.formHeading });
    await form.getByRole("textbox", { name: fields.name.label }).fill("Ravi Kumar");
    await form.getByRole("textbox", { name: fields.email.label }).fill("ravi@example.in");
    await form.getByRole("textbox", { name: fields.phone.label }).fill("98480 12345");
    await form.getByRole("combobox", { name: fields.service.label }).selectOption({ index: 1 });
    await form.getByRole("textbox", { name: fields.message.label }).fill("2BHK from Kukatpally to Pune in March.");
    const violationsBeforeSending = [...violations];
    await form.getByRole("button", { name: enquiry.submitLabel }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(paths.contact) || url.hostname !== "localhost");
    expect(violationsBeforeSending).toEqual([]);
    expect(violations).toEqual([]);
  });
});
