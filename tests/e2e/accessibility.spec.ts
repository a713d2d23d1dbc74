/**
 * WCAG 2.2 AA, checked in the browser at phone and desktop widths (the Playwright projects):
 * axe on every route and in the menu, search and picture-viewer states; a skip link; headings in
 * order; every control reachable by Tab with a visible focus ring; touch targets; reflow and text
 * zoom; moving content that is pausable and still under reduced motion; readable body text.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { services } from "../../app/content/services";
import { paths } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";
import { allRoutes } from "./routes";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe's findings as short lines (rule, impact, the first few elements), so a failure reads at a glance. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

async function open(page: Page, route: string): Promise<void> {
  const response = await page.goto(route);
  expect(response?.status(), `${route} answers 200`).toBe(200);
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

test.describe("axe finds nothing", () => {
  for (const route of allRoutes) {
    test(`on ${route}`, async ({ page }) => {
      await open(page, route);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("with the mobile menu open", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button shows on small screens only");
    await open(page, paths.home);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("with the search box open and showing results", async ({ page }) => {
    await open(page, paths.home);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const box = page.getByRole("combobox", { name: /Search services/ });
    await box.fill("pune");
    await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("with a gallery picture open in the viewer", async ({ page }) => {
    await open(page, paths.gallery);
    // Each picture is a link to its file; with JavaScript it opens large in a dialog instead.
    const firstPicture = page
      .getByRole("main")
      .getByRole("link", { name: /view larger/ })
      .first();
    await expect(firstPicture).toBeVisible();
    await firstPicture.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("skip link", () => {
  for (const route of [paths.home, paths.service(services[0]?.slug ?? "")]) {
    test(`is the first Tab stop on ${route} and moves focus to the main content`, async ({ page }) => {
      await open(page, route);
      await page.keyboard.press("Tab");
      const skipLink = page.getByRole("link", { name: "Skip to main content" });
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      // The next Tab continues inside the main content, not back in the header.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
    });
  }
});

test.describe("headings", () => {
  for (const route of allRoutes) {
    test(`on ${route}: one h1 first, no level skipped`, async ({ page }) => {
      await open(page, route);
      // The accessibility tree, as a screen reader gets it (hidden slides and closed popovers left out).
      const snapshot = await page.locator("body").ariaSnapshot();
      const levels = [...snapshot.matchAll(/- heading .*\[level=(\d)\]/g)].map((match) => Number(match[1]));
      expect(
        levels.filter((level) => level === 1),
        "exactly one h1",
      ).toHaveLength(1);
      expect(levels[0], "the h1 comes first").toBe(1);
      const skips = levels.flatMap((level, index) =>
        index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [`h${levels[index - 1]} then h${level}`] : [],
      );
      expect(skips, `heading levels in order: ${levels.join(" ")}`).toEqual([]);
    });
  }
});

/**
 * The focus ring's look: outline and box shadow of the element and of a few ancestors (a card
 * may draw the ring for the link stretched over it, a label for its checkbox).
 */
type Ring = { outline: string; boxShadow: string }[];

/** How many ancestors may draw an element's focus ring. */
const ringAncestors = 4;

test.describe("keyboard", () => {
  for (const route of allRoutes) {
    test(`on ${route}: every control is reached by Tab and shows a focus ring`, async ({ page }) => {
      // A hundred Tab presses, each checked: more than the default time on a busy machine.
      test.slow();
      await open(page, route);
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

      const ring = (id: string) =>
        page.evaluate(
          ({ tabId, levels }) => {
            let element = document.querySelector<HTMLElement>(`[data-tab-check="${tabId}"]`);
            const looks: { outline: string; boxShadow: string }[] = [];
            for (let level = 0; element && level <= levels; level++, element = element.parentElement) {
              const style = getComputedStyle(element);
              const outline =
                style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) === 0
                  ? "none"
                  : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
              looks.push({ outline, boxShadow: style.boxShadow });
            }
            return looks satisfies Ring;
          },
          { tabId: id, levels: ringAncestors },
        );

      const reached = new Set<string>();
      const withoutRing: string[] = [];
      let previous: string | undefined;
      // Enough presses for every control plus the browser's own stops, with room to spare.
      for (let press = 0; press < count + 15; press++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const label = element
            ? `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}"`
            : "";
          return { id: element?.dataset.tabCheck, label };
        });
        if (focused.id === undefined || focused.id === previous) continue;
        previous = focused.id;
        if (reached.has(focused.id)) break;
        reached.add(focused.id);
        const focusedRing = await ring(focused.id);
        // The same element at rest: focus parked on the document, then compared.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const restingRing = await ring(focused.id);
        await page.evaluate((tabId) => {
          document
            .querySelector<HTMLElement>(`[data-tab-check="${tabId}"]`)
            ?.focus({ focusVisible: true } as FocusOptions);
        }, focused.id);
        // Visible: an outline appears, or a box shadow changes, on the element or an ancestor.
        const visible = focusedRing.some((look, level) => {
          const resting = restingRing[level];
          return (
            (look.outline !== "none" && look.outline !== resting?.outline) || look.boxShadow !== resting?.boxShadow
          );
        });
        if (!visible) withoutRing.push(focused.label);
      }

      // Controls that went away meanwhile (the translator's button once it loads or fails) do not count.
      const missed = await page.evaluate(
        (seen) =>
          [...document.querySelectorAll<HTMLElement>("[data-tab-check]")]
            .filter((element) => !seen.includes(element.dataset.tabCheck ?? "") && element.checkVisibility())
            .map(
              (element) =>
                `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
            ),
        [...reached],
      );
      expect(missed, "controls Tab never reaches").toEqual([]);
      expect(withoutRing, "controls without a visible focus ring").toEqual([]);
    });
  }
});

test.describe("touch targets", () => {
  for (const route of allRoutes) {
    test(`on ${route}: links and buttons are at least 24×24 CSS px`, async ({ page }) => {
      await open(page, route);
      const small = await page.evaluate(() => {
        const found: string[] = [];
        const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
        for (const element of document.querySelectorAll<HTMLElement>(selector)) {
          if (
            element.closest("[inert], [aria-hidden='true']") ||
            !element.checkVisibility({ visibilityProperty: true })
          )
            continue;
          // A box or radio inside its label is hit anywhere on the label.
          const target = element.matches("input") ? (element.closest("label") ?? element) : element;
          const box = target.getBoundingClientRect();
          // Visually hidden until focused (the skip link).
          if (box.width <= 1 && box.height <= 1) continue;
          // WCAG 2.5.8 exempts a link inside a sentence: its size is set by the text's line height.
          const style = getComputedStyle(target);
          const parentText = target.parentElement?.textContent?.trim() ?? "";
          const inSentence =
            style.display === "inline" && parentText.length > (target.textContent?.trim().length ?? 0) + 10;
          if (inSentence) continue;
          if (box.width < 24 || box.height < 24) {
            const name = (target.textContent || target.getAttribute("aria-label") || "").trim().slice(0, 40);
            found.push(`${target.tagName.toLowerCase()} "${name}" ${box.width.toFixed(0)}×${box.height.toFixed(0)}`);
          }
        }
        return found;
      });
      expect(small).toEqual([]);
    });
  }
});

/** Wider than the window: the page scrolls sideways, which reflow forbids. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("reflow and text zoom", () => {
  for (const route of allRoutes) {
    test(`${route} fits 320 CSS px without sideways scrolling`, async ({ page }) => {
      // 1280 px at 400% zoom, or a small phone: WCAG 1.4.10.
      await page.setViewportSize({ width: 320, height: 640 });
      await open(page, route);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });

    test(`${route} takes text at 200% without sideways scrolling`, async ({ page, isMobile }) => {
      test.skip(isMobile, "text zoom is checked at desktop width; phones are covered by the 320 px check");
      await open(page, route);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = "200%";
      });
      // Let layout settle (observers that measure text, such as the carousel's, run after a frame).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("text size on phones", () => {
  test.skip(({ isMobile }) => !isMobile, "phones only");

  for (const route of allRoutes) {
    test(`${route}: running text is at least 16 px`, async ({ page }) => {
      await open(page, route);
      const tooSmall = await page.evaluate(() => {
        const found: string[] = [];
        if (Number.parseFloat(getComputedStyle(document.body).fontSize) < 16) found.push("body");
        // Running text: paragraphs, list items, quotes and table cells with a sentence of their own
        // (40+ characters), as opposed to labels, kickers and captions.
        for (const element of document.querySelectorAll<HTMLElement>(
          "main p, main li, main dd, main blockquote, main td",
        )) {
          if (!element.checkVisibility({ visibilityProperty: true })) continue;
          const ownText = [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? "")
            .join("")
            .trim();
          if (ownText.length < 40) continue;
          const size = Number.parseFloat(getComputedStyle(element).fontSize);
          if (size < 16) found.push(`${element.tagName.toLowerCase()} ${size}px "${ownText.slice(0, 40)}"`);
        }
        return found;
      });
      expect(tooSmall).toEqual([]);
    });
  }
});

/**
 * What is moving on the page: which slide each carousel shows, and the CSS animations that run
 * for ever (marquees), with the position they have reached.
 */
async function motionState(page: Page) {
  return page.evaluate(() => {
    const carousels = [...document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]')].map(
      (carousel) => {
        const slides = [...carousel.querySelectorAll<HTMLElement>("[aria-roledescription]")].filter(
          (slide) => slide.getAttribute("aria-roledescription") !== "carousel",
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
  { route: paths.service(services[0]?.slug ?? ""), carousels: 0, marquees: 1 },
];

test.describe("moving content", () => {
  for (const { route, carousels, marquees } of movingContent) {
    test(`on ${route} stands still under prefers-reduced-motion`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.clock.install();
      await open(page, route);
      await withoutTransitions(page);
      const before = await motionState(page);
      expect(before.carousels.length).toBeGreaterThanOrEqual(carousels);
      expect(before.runningMarquees, "no endless animation runs").toBe(0);
      await letTimePass(page, 20);
      expect(await motionState(page)).toEqual(before);
    });

    test(`on ${route} moves, and stops with its own pause control`, async ({ page }) => {
      await page.clock.install();
      await open(page, route);
      await withoutTransitions(page);
      const start = await motionState(page);
      expect(start.carousels.length, "carousels").toBeGreaterThanOrEqual(carousels);
      expect(start.runningMarquees, "moving strips").toBeGreaterThanOrEqual(marquees);

      // Each piece of moving content sits in a section with a visible control to stop it.
      await page.evaluate(() => {
        const moving = [
          ...document.querySelectorAll('[aria-roledescription="carousel"]'),
          ...document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
            .map((animation) => (animation.effect as KeyframeEffect | null)?.target),
        ];
        for (const element of moving) element?.closest("section")?.setAttribute("data-moving", "");
      });
      const sections = page.locator("section[data-moving]");
      const sectionCount = await sections.count();
      expect(sectionCount).toBeGreaterThanOrEqual(carousels + marquees);
      if (start.carousels.length > 0) {
        // Longer than one slide's turn (4-5 s), shorter than a full round of three.
        await letTimePass(page, 7);
        const moved = await motionState(page);
        expect(moved.carousels, "carousels move on by themselves").not.toEqual(start.carousels);
      }
      for (let index = 0; index < sectionCount; index++) {
        const section = sections.nth(index);
        const stop = section
          .getByRole("button", { name: /pause|stop/i })
          .or(section.getByRole("checkbox", { name: /pause|stop/i }));
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
