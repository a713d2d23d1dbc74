/**
 * WCAG 2.2 AA beyond what every-route.spec.ts checks on every page (axe, headings, touch targets,
 * reflow, text size): on each page template at both widths, every control is reached by Tab and
 * shows a focus ring; the skip link works; moving content is pausable and still under reduced
 * motion; axe over every section and the footer drawn. axe in the states a visitor opens (menu,
 * search, a dialog, an open answer) is in the spec of the page or part that has them.
 */

import type { Page } from "@playwright/test";
import { content } from "../../app/content/content.server";
import { localizedPath, translatedLanguages } from "../../app/lib/page-language";
import { paths } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { expect, test, testOnWorkerPage, waitForCarousels, waitForHydration, withMotion } from "./fixtures";
import { oneRoutePerTemplate } from "./routes";

const { services } = content;
const words = content.interface;

async function open(page: Page, route: string, status = 200): Promise<void> {
  const response = await page.goto(route);
  expect(response?.status(), `${route} answers ${status}`).toBe(status);
  await waitForHydration(page);
  // The pointer must not rest on content that pauses while hovered.
  await page.mouse.move(0, 0);
}

/**
 * Transitions off, so styles read at once are their end state: the slide being faded in, the
 * focus ring being drawn.
 */
const withoutTransitions = (page: Page) =>
  page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });

const anyService = paths.service(services[0]?.slug ?? "");

test.describe("skip link", { tag: "@both" }, () => {
  testOnWorkerPage("is the first Tab stop and moves focus to the main content", async ({ page }) => {
    for (const route of [paths.home, anyService]) {
      await open(page, route);
      await page.keyboard.press("Tab");
      const skipLink = page.getByRole("link", { name: words.skipToContent });
      await expect(skipLink, route).toBeFocused();
      await expect(skipLink, route).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main"), route).toBeFocused();
      // The next Tab continues inside the main content, not back in the header.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main"))), route).toBe(true);
    }
  });
});

// every-route.spec.ts runs axe on each page as it loads, when a section below the first screen and
// the footer are still placeholders (decision 050) and axe checks only what the placeholder's box
// holds. Here every one of them is drawn, so each text is checked against its own background.
test.describe("every section drawn", { tag: "@both" }, () => {
  // The home page holds the most sections; its Telugu and Hindi copies wrap their words elsewhere.
  const translatedHomes = translatedLanguages.map((language) => localizedPath(language, paths.home));
  for (const route of [...oneRoutePerTemplate, ...translatedHomes]) {
    testOnWorkerPage(`axe finds nothing on ${route} with all its sections and the footer drawn`, async ({ page }) => {
      await open(page, route);
      await page.addStyleTag({ content: ".drawn-when-near { content-visibility: visible !important; }" });
      expect(await page.locator(".drawn-when-near").count(), "sections drawn when near").toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

/** How many ancestors may draw an element's focus ring (a card for the link stretched over it, a label for its box). */
const ringAncestors = 4;

test.describe("keyboard", { tag: "@both" }, () => {
  const templates = [
    ...oneRoutePerTemplate.map((route) => ({ route, status: 200 })),
    { route: "/no-such-page/", status: 404 },
  ];
  for (const { route, status } of templates) {
    // One page per worker walks the templates (see testOnWorkerPage): what a test adds to a page goes with it.
    testOnWorkerPage(`on ${route}: every control is reached by Tab and shows a focus ring`, async ({ page }) => {
      testOnWorkerPage.slow(); // a Tab press and a look at each of up to a hundred controls
      await open(page, route, status);
      // Every control a sighted keyboard user can see, tagged so the Tab walk can name it.
      const count = await page.evaluate(() => {
        const selector =
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
        let index = 0;
        for (const element of document.querySelectorAll<HTMLElement>(selector)) {
          if (element.closest("[inert], [aria-hidden='true']") || element.matches(":disabled")) continue;
          const box = element.getBoundingClientRect();
          const visuallyHidden = box.width <= 1 || box.height <= 1;
          // The skip link is hidden until focused; it is checked on its own above.
          if (
            !element.checkVisibility({ visibilityProperty: true }) ||
            (visuallyHidden && !element.matches(".sr-only"))
          )
            continue;
          element.dataset.tabCheck = String(index++);
        }
        return index;
      });
      expect(count, "the page has controls to check").toBeGreaterThan(5);
      // Rings compared in their end state: a ring that fades in would read as its start.
      await withoutTransitions(page);

      // Each control's look at rest is read first; then, as Tab reaches a control, its look with
      // focus is read in the page (no round trip per press). The ring is visible when an outline
      // appears, or a box shadow changes, on the element or one of its first ancestors.
      await page.evaluate((levels) => {
        type Looks = { outline: string; boxShadow: string }[];
        const looks = (element: HTMLElement): Looks => {
          const found: Looks = [];
          let node: HTMLElement | null = element;
          for (let level = 0; node && level <= levels; level++, node = node.parentElement) {
            const style = getComputedStyle(node);
            const outline =
              style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) === 0
                ? "none"
                : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
            found.push({ outline, boxShadow: style.boxShadow });
          }
          return found;
        };
        const resting = new Map<string, Looks>();
        for (const element of document.querySelectorAll<HTMLElement>("[data-tab-check]")) {
          resting.set(element.dataset.tabCheck ?? "", looks(element));
        }
        const walk = { reached: [] as string[], withoutRing: [] as string[] };
        (window as unknown as { tabWalk: typeof walk }).tabWalk = walk;
        // On the window, in the capture phase: it sees every focus move first. A listener on the
        // document misses those inside a form whose code is still loading, where React's own
        // listener stops the event, to replay it once the form has hydrated.
        window.addEventListener(
          "focusin",
          (event) => {
            const element = event.target as HTMLElement;
            const id = element.dataset?.tabCheck;
            if (id === undefined || walk.reached.includes(id)) return;
            walk.reached.push(id);
            const rest = resting.get(id) ?? [];
            const ring = looks(element).some(
              (look, level) =>
                (look.outline !== "none" && look.outline !== rest[level]?.outline) ||
                look.boxShadow !== rest[level]?.boxShadow,
            );
            if (!ring) {
              walk.withoutRing.push(
                `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
              );
            }
          },
          true,
        );
      }, ringAncestors);
      // Enough presses for every control plus the browser's own stops, with room to spare. (A
      // date field takes a Tab per part; it is reached once.)
      for (let press = 0; press < count + 15; press++) await page.keyboard.press("Tab");
      const { reached, withoutRing } = await page.evaluate(
        () => (window as unknown as { tabWalk: { reached: string[]; withoutRing: string[] } }).tabWalk,
      );

      // Controls that went away meanwhile (the translator's button once it loads or fails) do not
      // count, nor the other radio buttons of a group Tab has reached: a group is one Tab stop, its
      // buttons chosen with the arrow keys.
      const missed = await page.evaluate(
        (seen) =>
          [...document.querySelectorAll<HTMLElement>("[data-tab-check]")]
            .filter((element) => !seen.includes(element.dataset.tabCheck ?? "") && element.checkVisibility())
            .filter(
              (element) =>
                !(element instanceof HTMLInputElement && element.type === "radio" && element.name) ||
                ![...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${element.name}"]`)].some(
                  (radio) => radio.form === element.form && seen.includes(radio.dataset.tabCheck ?? ""),
                ),
            )
            .map(
              (element) =>
                `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
            ),
        reached,
      );
      expect(missed, "controls Tab never reaches").toEqual([]);
      expect(withoutRing, "controls without a visible focus ring").toEqual([]);
    });
  }
});

/** How the owner's words describe a carousel to screen readers (English). */
const carouselDescription = content.interface.carousel.roleDescription;
/** The names the owner gave the controls that stop moving content: "Pause …", and the city strip's hold. */
const stopControlName = new RegExp(
  `^(${[content.interface.carousel.pauseLabel.split("{what}")[0] ?? "", content.interface.home.cityStrip.holdLabel]
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})`,
);

/**
 * What is moving on the page: which slide each carousel shows, and the CSS animations that run
 * for ever (marquees), with the position they have reached.
 */
async function motionState(page: Page) {
  return page.evaluate((described) => {
    const carousels = [...document.querySelectorAll<HTMLElement>(`[aria-roledescription="${described}"]`)].map(
      (carousel) => {
        const slides = [...carousel.querySelectorAll<HTMLElement>("[aria-roledescription]")].filter(
          (slide) => slide.getAttribute("aria-roledescription") !== described,
        );
        return slides.findIndex(
          (slide) =>
            !slide.closest("[inert]") &&
            slide.getAttribute("aria-hidden") !== "true" &&
            slide.checkVisibility({ visibilityProperty: true }),
        );
      },
    );
    const endless = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY);
    return {
      carousels,
      runningMarquees: endless.filter((animation) => animation.playState === "running").length,
      marquees: endless.length,
    };
  }, carouselDescription);
}

/**
 * Scrolls the page through once and back to the top, as a visitor reads it: a light section below
 * the first screen is not drawn until it comes near (decision 050), and a strip in it does not run
 * until then.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const section of document.querySelectorAll("main section")) {
      section.scrollIntoView({ behavior: "instant" });
      await new Promise((drawn) => requestAnimationFrame(drawn));
    }
    scrollTo({ top: 0, behavior: "instant" });
  });
}

/** Moves the page clock on a second at a time, letting React re-render between the timers. */
async function letTimePass(page: Page, seconds: number): Promise<void> {
  for (let second = 0; second < seconds; second++) await page.clock.runFor(1000);
}

/** Where the moving content is (issue 6): the hero and cities on the home page, testimonials, services. */
const movingContent: { route: string; carousels: number; marquees: number }[] = [
  { route: paths.home, carousels: 1, marquees: 1 },
  { route: paths.about, carousels: 1, marquees: 0 },
  { route: anyService, carousels: 0, marquees: 1 },
];

test.describe("moving content", () => {
  test.use(withMotion);
  for (const { route, carousels, marquees } of movingContent) {
    test(`on ${route} stands still under prefers-reduced-motion`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.clock.install();
      await open(page, route);
      if (carousels > 0) await waitForCarousels(page);
      await scrollThrough(page);
      await withoutTransitions(page);
      const before = await motionState(page);
      expect(before.carousels.length).toBeGreaterThanOrEqual(carousels);
      expect(before.runningMarquees, "no endless animation runs").toBe(0);
      await letTimePass(page, 20);
      expect(await motionState(page)).toEqual(before);
    });

    // The pause controls must be visible at either width.
    test(`on ${route} moves, and stops with its own pause control`, { tag: "@both" }, async ({ page }) => {
      await page.clock.install();
      await open(page, route);
      if (carousels > 0) await waitForCarousels(page);
      await scrollThrough(page);
      await withoutTransitions(page);
      const start = await motionState(page);
      expect(start.carousels.length, "carousels").toBeGreaterThanOrEqual(carousels);
      expect(start.runningMarquees, "moving strips").toBeGreaterThanOrEqual(marquees);

      // Each piece of moving content sits in a section with a visible control to stop it.
      await page.evaluate((described) => {
        const moving = [
          ...document.querySelectorAll(`[aria-roledescription="${described}"]`),
          ...document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
            .map((animation) => (animation.effect as KeyframeEffect | null)?.target),
        ];
        for (const element of moving) element?.closest("section")?.setAttribute("data-moving", "");
      }, carouselDescription);
      const sections = page.locator("section[data-moving]");
      const sectionCount = await sections.count();
      expect(sectionCount).toBeGreaterThanOrEqual(carousels + marquees);
      if (start.carousels.length > 0) {
        // Longer than one slide's turn (4-5 s), shorter than a full round of three.
        await letTimePass(page, 7);
        // The timer has fired; React draws the next slide in a task of its own, on the real clock.
        await expect
          .poll(async () => (await motionState(page)).carousels, { message: "carousels move on by themselves" })
          .not.toEqual(start.carousels);
      }
      for (let index = 0; index < sectionCount; index++) {
        const section = sections.nth(index);
        const stop = section
          .getByRole("button", { name: stopControlName })
          .or(section.getByRole("checkbox", { name: stopControlName }));
        await expect(stop.first(), "a pause or stop control").toBeVisible();
        await stop.first().click();
      }
      // Hover and focus also hold the content; take both away so only the controls hold it.
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const paused = await motionState(page);
      expect(paused.runningMarquees, "strips stopped").toBe(0);
      await letTimePass(page, 20);
      expect(await motionState(page)).toEqual(paused);
    });
  }
});
