/**
 * Telugu and Devanagari type (docs/decisions/017-type-for-telugu-and-devanagari.md): at 320 CSS px,
 * the narrowest phone, the longer Telugu and Hindi words fit their buttons, headings and labels,
 * and lines are spaced for the marks above and below the letters.
 *
 * One page of each template whose words are longest or whose boxes are narrowest (home, a service,
 * a city, the estimate, contact, claims), in one test per language. every-language.spec.ts already
 * checks every translated page for sideways scrolling; this spec looks inside the page: a text that
 * runs out of its own box (a button label past the button's edge) or is cut by it, which the page's
 * width does not show, and the fixed call bar, which is not part of the page's width at all.
 *
 * Nothing here depends on the glyphs' shapes: Debian's Chromium draws them with whatever font the
 * machine has, and the checks compare boxes and computed styles.
 */

import type { Page } from "@playwright/test";
import { contentFor } from "../../app/content/content.server";
import { languageNames } from "../../app/content/languages";
import { localizedPath } from "../../app/lib/page-language";
import { cityPagePath } from "../../app/lib/page-registry";
import { pagePath, paths } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";

const english = contentFor("en");

const pages = [
  paths.home,
  paths.service(english.services[0]?.slug ?? ""),
  cityPagePath(english.servedCities[0]?.slug ?? ""),
  pagePath("estimate"),
  paths.contact,
  pagePath("claimsAndPaperwork"),
];

/**
 * The line heights app/app.css sets for each script, as ratios of the font size: running text (up
 * to text-lg) and headings (text-xl and larger). The floor the marks above and below the letters
 * need (decision 017), so a later change to Tailwind's scale cannot tighten them unnoticed.
 */
const lineHeights = {
  te: { text: 1.8, heading: 1.5 },
  hi: { text: 1.7, heading: 1.4 },
} as const;

/**
 * The family each language's pages name first (decision 029): the script's own font, so its text
 * is shaped with it at once where it is installed by that name.
 */
const firstFamily = { te: "Noto Sans Telugu", hi: "Noto Sans Devanagari" } as const;

/** The first family of the font stack of the page's text and of its form controls. */
const firstFontFamilies = (page: Page) =>
  page.evaluate(() =>
    [document.body, document.querySelector("main :is(button, input, select)")]
      .filter((element) => element !== null)
      .map((element) => getComputedStyle(element).fontFamily.split(",")[0]?.trim().replaceAll('"', "")),
  );

/**
 * Text that runs out of the box it is set in, or out of the screen, or is cut off by a box that
 * hides its overflow. Only elements with text of their own, drawn on screen (visually hidden labels
 * for screen readers are skipped); text inside a box that scrolls or moves sideways on purpose may
 * lie beyond the screen.
 */
const textOutOfBox = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    // A box that scrolls sideways, or a strip that moves through a window (the city strip).
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX !== "visible";
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const ownText = [...element.childNodes].filter((node) => node.nodeType === 3 && node.textContent?.trim());
      if (ownText.length === 0 || !element.checkVisibility({ visibilityProperty: true })) continue;
      let hidden = false;
      let inScroller = false;
      for (let box: HTMLElement | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.clipPath !== "none" || style.clip !== "auto") hidden = true;
        if (box !== element && scrolls(style)) inScroller = true;
      }
      if (hidden) continue;
      const name = `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`;
      const box = element.getBoundingClientRect();
      for (const node of ownText) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.left < box.left - 1 || text.right > box.right + 1) {
          found.push(
            `${name}: text ${text.left.toFixed(0)}–${text.right.toFixed(0)} px, box ${box.left.toFixed(0)}–${box.right.toFixed(0)} px`,
          );
        }
        if (!inScroller && (text.left < -1 || text.right > screenWidth + 1)) {
          found.push(`${name}: text ${text.left.toFixed(0)}–${text.right.toFixed(0)} px, screen 0–${screenWidth} px`);
        }
      }
      const style = getComputedStyle(element);
      const cuts = (overflow: string) => overflow === "hidden" || overflow === "clip";
      if (cuts(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name}: cut at the side`);
      if (cuts(style.overflowY) && element.scrollHeight > element.clientHeight + 1) found.push(`${name}: cut below`);
    }
    return [...new Set(found)];
  });

/**
 * The smallest line height over font size of the body and the running text in the main content
 * (set below 20 px), and of its headings; the browser rounds line heights to a 64th of a pixel.
 */
const lineRatios = (page: Page) =>
  page.evaluate(() => {
    const ratio = (element: Element) => {
      const style = getComputedStyle(element);
      return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
    };
    const text = [document.body, ...document.querySelectorAll("main :is(p, li, dd, label)")].filter(
      (element) => element.checkVisibility() && Number.parseFloat(getComputedStyle(element).fontSize) < 20,
    );
    const headings = [...document.querySelectorAll("main :is(h1, h2, h3)")].filter((element) =>
      element.checkVisibility(),
    );
    return {
      text: Math.min(...text.map(ratio)),
      headings: Math.min(...headings.map(ratio)),
      headingCount: headings.length,
    };
  });

for (const language of ["te", "hi"] as const) {
  test(`${languageNames[language]} at 320 px: text fits its boxes, lines are spaced for the script`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of pages) {
      const route = localizedPath(language, path);
      await page.goto(route);
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${route}: sideways scrolling`).toBeLessThanOrEqual(0);
      expect(await textOutOfBox(page), `${route}: text out of its box`).toEqual([]);

      for (const family of await firstFontFamilies(page)) {
        expect(family, `${route}: the first font family`).toBe(firstFamily[language]);
      }

      const ratios = await lineRatios(page);
      expect(ratios.headingCount, `${route}: headings`).toBeGreaterThan(0);
      expect(ratios.text, `${route}: line height of running text`).toBeGreaterThanOrEqual(
        lineHeights[language].text - 0.01,
      );
      expect(ratios.headings, `${route}: line height of headings`).toBeGreaterThanOrEqual(
        lineHeights[language].heading - 0.01,
      );
    }

    // The menu, where the longest labels of the layout stand in a column narrower than the screen.
    await page.goto(localizedPath(language, paths.home));
    await waitForHydration(page);
    const { menu } = contentFor(language).interface.header;
    await page.getByRole("button", { name: menu.openLabel }).click();
    await expect(page.getByRole("navigation", { name: menu.label })).toBeVisible();
    expect(await textOutOfBox(page), "menu: text out of its box").toEqual([]);
  });
}
