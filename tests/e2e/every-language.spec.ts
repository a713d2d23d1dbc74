/**
 * What must hold on every page in Telugu and Hindi (`/te/…`, `/hi/…`), beside every-route.spec.ts,
 * which checks the English pages in full.
 *
 * Every translated route is checked as served (status, language, canonical, hreflang both ways,
 * script policy, valid markup) and with JavaScript off (readable, its links in its language, the
 * switcher). Rendered, at phone width only, where longer Telugu and Hindi words are most likely to
 * overflow: axe, the layout's words and the 320 px reflow check on every page of its own and the
 * first page of each template (a service's, a city's); the template's other pages share its markup
 * and differ in words, which the words' unit tests check. The desktop width is left to the English
 * sweep: the markup is the same in every language. This keeps `npm test` within its 10 minutes.
 */

import { contentFor } from "../../app/content/content.server";
import { languageNames, languages, languageTags, sourceLanguage } from "../../app/content/languages";
import { localizedPath, translatedLanguages } from "../../app/lib/page-language";
import { pagePath, paths } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { expectSecurityHeaders, expectStrictScripts } from "./expect-headers";
import { expect, nextFrames, test, waitForHydration } from "./fixtures";
import { allRoutes, oneRoutePerTemplate } from "./routes";
import { horizontalOverflow, htmlValidator } from "./served-page";

const english = contentFor(sourceLanguage);
const siteUrl = english.company.siteUrl;

/** `<link rel="alternate" hrefLang=…>` of a page, as "tag url". */
function alternatesIn(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, tag, href]) => `${tag} ${href}`,
  );
}

const expectedAlternates = (route: string) => [
  ...languages.map((language) => `${languageTags[language]} ${siteUrl}${localizedPath(language, route)}`),
  `x-default ${siteUrl}${route}`,
];

for (const language of translatedLanguages) {
  const content = contentFor(language);
  const routes = allRoutes.map((route) => localizedPath(language, route));
  const notFound = localizedPath(language, "/no-such-page/");

  test.describe(`${languageNames[language]}: as served`, () => {
    // One test per language walking every route: the checks read what the server sends, so a
    // test per route would spend more on starting tests than on checking.
    test(`every page in ${languageNames[language]}: status, language, canonical, hreflang both ways, policy, valid markup`, async ({
      request,
    }) => {
      test.setTimeout(120_000);
      for (const [index, route] of routes.entries()) {
        const source = allRoutes[index] ?? "/";
        const response = await request.get(route);
        expect.soft(response.status(), route).toBe(200);
        expectStrictScripts(expectSecurityHeaders(response));
        const html = await response.text();
        expect.soft(html, route).toContain(`<html lang="${languageTags[language]}"`);
        expect.soft(html, route).toContain(`<link rel="canonical" href="${siteUrl}${route}"/>`);
        expect.soft(alternatesIn(html), route).toEqual(expectedAlternates(source));
        // The English page names this one among its alternates too.
        expect.soft(alternatesIn(await (await request.get(source)).text()), source).toEqual(expectedAlternates(source));
        expect
          .soft(html, route)
          .toContain(`<meta property="og:locale" content="${languageTags[language].replace("-", "_")}"/>`);
        expect.soft(html, route).toContain(`"inLanguage":"${languageTags[language]}"`);
        const report = await htmlValidator().validateString(html, `${route}index.html`);
        const problems = report.results.flatMap((result) => result.messages.map((message) => message.message));
        expect.soft(problems, `${route}: html-validate`).toEqual([]);
      }
    });

    test(`${notFound}: 404 with the not-found page in ${languageNames[language]}`, async ({ request }) => {
      const response = await request.get(notFound);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${languageTags[language]}"`);
      expect(html).toContain(content.pages.notFound.heading);
    });
  });

  test.describe(`${languageNames[language]}: rendered at phone width`, () => {
    for (const route of [...oneRoutePerTemplate.map((path) => localizedPath(language, path)), notFound]) {
      test(`${route}: axe, its language's layout words, reflow at 320 px`, async ({ page }) => {
        await page.goto(route);
        await waitForHydration(page);
        await page.mouse.move(0, 0);
        const header = page.getByRole("banner");
        await expect(header.getByRole("link", { name: content.interface.header.brochure })).toBeVisible();
        await expect(header.getByRole("navigation", { name: content.interface.header.languagesLabel })).toBeVisible();
        await expect(
          page.getByRole("link", { name: new RegExp(content.interface.contactButtons.call) }).last(),
        ).toHaveAttribute("href", /^tel:\+91\d{10}$/);
        expect(await axeViolations(page), "axe").toEqual([]);
        await page.setViewportSize({ width: 320, height: 640 });
        await nextFrames(page);
        expect(await horizontalOverflow(page), "sideways scrolling at 320 CSS px").toBeLessThanOrEqual(0);
      });
    }
  });

  test.describe(`${languageNames[language]}: with JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });
    test(`every page in ${languageNames[language]} is readable, links in its language, and switches language`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const switcherName = content.interface.header.languagesLabel;
      for (const [index, route] of routes.entries()) {
        const source = allRoutes[index] ?? "/";
        await page.goto(route);
        await expect.soft(page.getByRole("heading", { level: 1 }), route).toBeVisible();
        const mainText = ((await page.getByRole("main").textContent()) ?? "").trim();
        expect.soft(mainText.length, `${route}: readable content`).toBeGreaterThan(100);
        const search = page.getByRole("banner").getByRole("search", { includeHidden: true });
        await expect.soft(search, route).toHaveAttribute("action", localizedPath(language, paths.search));
        const switcher = page.getByRole("navigation", { name: switcherName });
        for (const other of languages.filter((code) => code !== language)) {
          const link = switcher.getByRole("link", { name: languageNames[other] });
          await expect.soft(link, route).toHaveAttribute("href", localizedPath(other, source));
          await expect.soft(link, route).toHaveAttribute("lang", languageTags[other]);
        }
        // The page's own language is named, not linked.
        await expect.soft(switcher.getByText(languageNames[language]), route).toBeVisible();
        await expect.soft(switcher.getByRole("link", { name: languageNames[language] }), route).toHaveCount(0);
        // Every link to a page of the site stays in this language.
        const internal = await page
          .locator("main a[href^='/'], footer a[href^='/']")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        const pagesOnly = internal.filter((href) => !/\.\w+$/.test(href.split(/[?#]/)[0] ?? ""));
        expect
          .soft(
            pagesOnly.filter((href) => !href.startsWith(`/${language}/`)),
            route,
          )
          .toEqual([]);
      }
    });
  });
}

test("the switcher leads to the same page in the other language, keeping the query string", async ({ page }) => {
  const query = "?from=hyderabad&to=pune&home=2bhk";
  await page.goto(`${pagePath("estimate")}${query}`);
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: english.interface.header.languagesLabel })
    .getByRole("link", { name: languageNames.te })
    .click();
  await expect(page).toHaveURL(`/te/estimate/${query}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
});
