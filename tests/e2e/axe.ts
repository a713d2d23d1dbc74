import type { Page } from "@playwright/test";
import axe from "axe-core";

/**
 * WCAG 2.2 A and AA, and axe's best practices (landmarks, one main, heading order), which a run
 * without tags also applies.
 */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** How many times a scan is taken again because a slide or fade changed the page under it. */
const rescansAfterTransition = 3;

/**
 * axe's findings as short lines (rule, impact, the first few elements), so a failure reads at a
 * glance. `include` narrows the scan to the part of the page a test has just changed.
 *
 * A slideshow that moves on by itself (the testimonials every 4 s) may start a half-second fade
 * while axe reads colours; a half-faded slide's contrast is a frame of an animation, not what a
 * visitor reads. So the scan starts once running fades have ended, and is taken again if a
 * transition started during it; a page that keeps changing still fails after a few scans.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  for (let scan = 0; ; scan++) {
    await finiteAnimationsDone(page);
    await page.evaluate(() => {
      window.__transitionsDuringScan = 0;
      document.addEventListener("transitionrun", countTransition, true);
      function countTransition() {
        window.__transitionsDuringScan = (window.__transitionsDuringScan ?? 0) + 1;
      }
      window.__stopCountingTransitions = () => document.removeEventListener("transitionrun", countTransition, true);
    });
    const violations = await scanOnce(page, include);
    const changed = await page.evaluate(() => {
      window.__stopCountingTransitions?.();
      return (window.__transitionsDuringScan ?? 0) > 0;
    });
    if (violations.length === 0 || !changed || scan === rescansAfterTransition) return violations;
  }
}

/**
 * axe is put into a document once (a page that moves in-app keeps it): AxeBuilder puts its 550 KB
 * in again, twice, on every scan, about 0.4 s each time here. It runs in legacy mode (in the page in
 * one go; this site has no frames of other origins to analyse apart). Only violations are reported
 * in full: every rule still checks every element, but axe builds the selectors and summaries of
 * passing and inapplicable elements (one each instead of all), which was about 40% of a scan's time.
 */
async function scanOnce(page: Page, include: string | undefined): Promise<string[]> {
  if (!(await page.evaluate(() => typeof window.axe?.run === "function"))) {
    await page.evaluate(`${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"] });`);
  }
  return page.evaluate(
    async ({ tags, include }) => {
      const results = await (window.axe as typeof axe).run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(", ")}`,
      );
    },
    { tags: axeTags, include },
  );
}

/**
 * Waits for the page's running transitions and finite animations (not the endless city strip) to
 * end. One in a section not yet drawn (decision 050) does not advance until the section is, so it
 * is not waited for.
 */
function finiteAnimationsDone(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === "running" &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY) &&
          ((animation.effect as KeyframeEffect | null)?.target?.checkVisibility({ contentVisibilityAuto: true }) ??
            true),
      );
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

declare global {
  interface Window {
    __transitionsDuringScan?: number;
    __stopCountingTransitions?: () => void;
    axe?: typeof axe;
  }
}
