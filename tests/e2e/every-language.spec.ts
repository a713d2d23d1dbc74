/**
 * What must hold on every page in Telugu and Hindi (`/te/…`, `/hi/…`), beside every-route.spec.ts,
 * which checks the English pages in full.
 *
 * Every translated route is checked as served (status, language, canonical, hreflang both ways,
 * script policy, valid markup) and with JavaScript off (readable, its links in its language, the
 * switcher), from the markup the server sends; a browser with JavaScript off confirms on one page
 * of each template that the styles show the heading and the switcher. Rendered, at phone width
 * only, where longer Telugu and Hindi words are most likely to overflow: axe, the layout's words
 * and the 320 px reflow check on every page of its own and the first page of each template (a
 * service's, a city's); the template's other pages share its markup and differ in words, which
 * the words' unit tests check. The desktop width is left to the English
 * sweep: the markup is the same in every language. This keeps `npm test` within its 10 minutes.
 */

import { contentFor } from "../../app/content/content.server";
import { languageNames, languages, languageTags, sourceLanguage } from "../../app/content/languages";
import { localizedPath, translatedLanguages } from "../../app/lib/page-language";
import { pagePath, paths } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { guidedRoute, hub, someHome } from "./content-picks";
import { expectSecurityHeaders, expectStrictScripts } from "./expect-headers";
import { expect, nextFrames, test, testOnWorkerPage, waitForHydration } from "./fixtures";
import { allRoutes, oneRoutePerTemplate } from "./routes";
import { hiddenByMarkup, horizontalOverflow, htmlValidator, parsePage, textOf } from "./served-page";

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
      // One page per worker walks the routes (see testOnWorkerPage).
      testOnWorkerPage(`${route}: axe, its language's layout words, reflow at 320 px`, async ({ page }) => {
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
    const switcherName = content.interface.header.languagesLabel;
    // The markup of every page, as the server sends it: what a browser with JavaScript off reads.
    test(`every page in ${languageNames[language]} is readable as served, links in its language, and switches language`, async ({
      request,
    }) => {
      test.setTimeout(120_000);
      for (const [index, route] of routes.entries()) {
        const source = allRoutes[index] ?? "/";
        const page = parsePage(await (await request.get(route)).text());
        const headings = [...page.querySelectorAll("h1")];
        expect.soft(headings.length, `${route}: one h1`).toBe(1);
        expect.soft(headings.some(hiddenByMarkup), `${route}: the h1 is not hidden`).toBe(false);
        expect.soft(textOf(page.querySelector("main")).length, `${route}: readable content`).toBeGreaterThan(100);
        const search = page.querySelector('header form[role="search"]');
        expect.soft(search?.getAttribute("action"), route).toBe(localizedPath(language, paths.search));
        const switcher = [...page.querySelectorAll("nav")].find(
          (nav) => nav.getAttribute("aria-label") === switcherName,
        );
        const switcherLinks = [...(switcher?.querySelectorAll("a") ?? [])];
        for (const other of languages.filter((code) => code !== language)) {
          const link = switcherLinks.find((candidate) => textOf(candidate) === languageNames[other]);
          expect.soft(link?.getAttribute("href"), `${route}: the ${other} link`).toBe(localizedPath(other, source));
          expect.soft(link?.getAttribute("lang"), `${route}: the ${other} link`).toBe(languageTags[other]);
        }
        // The page's own language is named, not linked.
        expect.soft(textOf(switcher), route).toContain(languageNames[language]);
        expect
          .soft(
            switcherLinks.filter((link) => textOf(link) === languageNames[language]),
            route,
          )
          .toEqual([]);
        // Every link to a page of the site stays in this language.
        const internal = [...page.querySelectorAll("main a[href^='/'], footer a[href^='/']")].map(
          (link) => link.getAttribute("href") ?? "",
        );
        const pagesOnly = internal.filter((href) => !/\.\w+$/.test(href.split(/[?#]/)[0] ?? ""));
        expect
          .soft(
            pagesOnly.filter((href) => !href.startsWith(`/${language}/`)),
            route,
          )
          .toEqual([]);
      }
    });

    // What only a browser can tell, on one page of each template: the styles show the heading and the switcher.
    test.describe("in a browser", () => {
      test.use({ javaScriptEnabled: false });
      testOnWorkerPage(
        `one page of each template in ${languageNames[language]} shows its heading and its language`,
        async ({ page }) => {
          test.setTimeout(120_000);
          for (const route of oneRoutePerTemplate.map((path) => localizedPath(language, path))) {
            await page.goto(route);
            await expect.soft(page.getByRole("heading", { level: 1 }), route).toBeVisible();
            const switcher = page.getByRole("navigation", { name: switcherName });
            await expect.soft(switcher.getByText(languageNames[language]), route).toBeVisible();
            await expect
              .soft(switcher.getByRole("link", { name: languageNames[sourceLanguage] }), route)
              .toHaveAttribute("href", localizedPath(sourceLanguage, route.replace(`/${language}/`, "/")));
          }
        },
      );
    });
  });
}

test("the switcher leads to the same page in the other language, keeping the query string", async ({ page }) => {
  const query = `?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`;
  await page.goto(`${pagePath("estimate")}${query}`);
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: english.interface.header.languagesLabel })
    .getByRole("link", { name: languageNames.te })
    .click();
  await expect(page).toHaveURL(`/te/estimate/${query}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
});
