import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * WCAG 2.2 A and AA, and axe's best practices (landmarks, one main, heading order), which a run
 * without tags also applies.
 */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe's findings as short lines (rule, impact, the first few elements), so a failure reads at a
 * glance. `include` narrows the scan to the part of the page a test has just changed.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page in one go. The default analyses each frame apart and then
  // finishes in a new blank page, about a second more per run here, for frames (other origins'
  // iframes) that this site does not have.
  const builder = new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}
