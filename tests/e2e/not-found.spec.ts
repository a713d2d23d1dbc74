/**
 * The not-found page: any unknown address answers 404 with a page that helps the visitor on,
 * before and after hydration, and an unknown service's address shows "Service not found".
 * An unknown slug of every template (a page per service, per city, any later one) does so in
 * every language. every-route.spec.ts checks its head, markup, axe and JavaScript-off rendering
 * with the other pages; hostile-input.spec.ts sends it odd and hostile addresses.
 */
import type { Page } from "@playwright/test";
import { content, contentFor } from "../../app/content/content.server";
import { type Language, languages, languageTags } from "../../app/content/languages";
import { localizedPath } from "../../app/lib/page-language";
import { type PageTemplate, pageTemplates, templatePagePath } from "../../app/lib/page-registry";
import { paths } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { hub } from "./content-picks";
import { expect, nextFrames, test, waitForHydration } from "./fixtures";

const { pages, services } = content;
const words = content.interface;
/** The not-found page's link to a page, by the id its entry has in the words. */
function notFoundLink(id: string): string {
  const link = words.notFound.links.find((entry) => entry.id === id);
  if (!link) throw new Error(`the not-found page has no ${id} link`);
  return link.label;
}

const unknownPaths = ["/no-such-page", "/about-us/", "/gallery/photos/1", "/contact/form"];

async function expectHelpfulNotFound(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(pages.notFound.heading);
  await expect(main.getByRole("searchbox", { name: words.notFound.searchLabel })).toBeVisible();
  await expect(main.getByText(words.notFound.searchHint)).toBeVisible();
  for (const { label } of words.notFound.links) {
    await expect(main.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  for (const service of services) {
    await expect(main.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
      "href",
      paths.service(service.slug),
    );
  }
  await expect(main.getByRole("link", { name: /^\+91/ }).first()).toHaveAttribute("href", /^tel:\+91\d{10}$/);
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
  await page.getByRole("main").getByRole("searchbox", { name: words.notFound.searchLabel }).fill(hub.slug);
  await page.getByRole("main").getByRole("button", { name: words.notFound.searchButton }).click();
  await expect(page).toHaveURL(`${paths.search}?q=${hub.slug}`);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the pre-rendered fallback is the same helpful page, and its links work", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expectHelpfulNotFound(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: notFoundLink("services") })
      .click();
    await expect(page).toHaveURL(paths.services);
  });
});

test.describe("an unknown service", () => {
  test("shows Service not found with an emoji and a way back to the services", async ({ page }) => {
    const response = await page.goto(paths.service("moving-to-mars"));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.serviceNotFound.heading);
    await expect(page.getByRole("main").getByText("📦")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: words.serviceNotFound.servicesLink }).click();
    await expect(page).toHaveURL(paths.services);
  });

  // A view of its own, not the not-found page that every-route.spec.ts scans.
  test("passes axe", { tag: "@both" }, async ({ page }) => {
    await page.goto(paths.service("no-such-service"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.serviceNotFound.heading);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/**
 * What an unknown slug of a template shows in a language once hydrated: a service's address its
 * own "Service not found" (the original site's), any other template's the not-found page.
 * Without JavaScript every one shows the not-found page, the language's SPA fallback.
 */
function unknownSlugHeadings(template: PageTemplate, language: Language) {
  const { pages, interface: words } = contentFor(language);
  return {
    hydrated: template.name === "service" ? words.serviceNotFound.heading : pages.notFound.heading,
    withoutJavaScript: pages.notFound.heading,
  };
}

const unknownSlugPath = (template: PageTemplate, language: Language) =>
  localizedPath(language, templatePagePath(template, "no-such-slug"));

for (const template of pageTemplates) {
  test.describe(`an unknown slug of the ${template.name} pages, in every language`, () => {
    // React's hydration mismatch (#418) is an uncaught page error, and "Something went wrong" comes
    // with one: the page fixture fails the test on either, and on any console error but the 404s.
    test("answers 404 and hydrates into the language's not-found view without an error", async ({ page }) => {
      for (const language of languages) {
        const path = unknownSlugPath(template, language);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await waitForHydration(page);
        await expect(page.locator("html"), path).toHaveAttribute("lang", languageTags[language]);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(
          unknownSlugHeadings(template, language).hydrated,
        );
        if (template.name === "service") await expect(page.getByRole("main").getByText("📦"), path).toBeVisible();
        await expect(page.getByRole("main").getByRole("link").first(), path).toBeVisible();
        // Whatever hydration would report has been reported before the next address is opened.
        await nextFrames(page);
      }
    });

    test("with JavaScript off, the server's page is the language's not-found page", async ({ request }) => {
      for (const language of languages) {
        const path = unknownSlugPath(template, language);
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${languageTags[language]}"`);
        const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
        expect(heading, path).toBe(unknownSlugHeadings(template, language).withoutJavaScript);
        expect(html, path).toMatch(/<meta name="robots" content="noindex/);
      }
    });
  });
}

/**
 * Only the not-found pages carry the not-found view's words (every other page's data would carry
 * them for nothing, decision 049), so an in-app move to a missing address, as a broken link would
 * make, loads that address from the host: its 404 page in the language, words and all.
 */
test.describe("an in-app move to an address the site does not have", () => {
  const moves = [
    {
      name: "a page that was never there",
      to: "/no-such-page/",
      heading: (language: Language) => contentFor(language).pages.notFound,
    },
    {
      name: "a service's",
      to: paths.service("moving-to-mars"),
      heading: (language: Language) => contentFor(language).interface.serviceNotFound,
    },
  ];
  for (const move of moves) {
    test(`to ${move.name} shows the language's not-found view, answered 404, in every language`, async ({ page }) => {
      for (const language of languages) {
        await page.goto(localizedPath(language, paths.about));
        await waitForHydration(page);
        const missing = localizedPath(language, move.to);
        const document = page.waitForResponse((response) => response.request().isNavigationRequest());
        // The router moves on a history step without loading a document, as it does for a link.
        await page.evaluate((path) => {
          history.pushState(null, "", path);
          history.pushState(null, "", `${path}#next`);
          history.back();
        }, missing);
        expect((await document).status(), missing).toBe(404);
        await waitForHydration(page);
        await expect(page).toHaveURL(missing);
        await expect(page.locator("html"), missing).toHaveAttribute("lang", languageTags[language]);
        await expect(page.getByRole("heading", { level: 1 }), missing).toHaveText(move.heading(language).heading);
        await nextFrames(page);
      }
    });
  }
});
