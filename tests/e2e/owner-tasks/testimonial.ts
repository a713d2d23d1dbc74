/**
 * The owner removes a testimonial in English (Words › About, its own Remove button): the editor
 * removes it from the Telugu and Hindi files too, and the rebuilt About page has no trace of it in
 * any language (issue 51). A task of the one editing session (editor-tasks.spec.ts), checked on its
 * one rebuild: on its own, in editor-languages.spec.ts, it cost a rebuild of the pages.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { openEntry, type RebuiltSiteCheck, scrollTo } from "../editor-session";
import { expect } from "../fixtures";

type Testimonial = { id: string; quote: string };
const languages = [
  ["en", ""],
  ["te", "/te"],
  ["hi", "/hi"],
] as const;

/** Removes the last English testimonial in the open editor; returns what the rebuilt site must show. */
export async function removeTestimonial(page: Page, copy: string): Promise<RebuiltSiteCheck> {
  const testimonials = (language: string): Testimonial[] =>
    JSON.parse(readFileSync(join(copy, `app/content/words/${language}/about.json`), "utf8")).testimonials;
  const removed = testimonials("en").at(-1) as Testimonial;
  /** The removed testimonial's quote in each language, as it was. */
  const removedIn = Object.fromEntries(
    languages.map(([language]) => [language, testimonials(language).find((item) => item.id === removed.id)?.quote]),
  );

  await openEntry(page, "Words", "About");
  const list = page.getByRole("group", { name: /^\W*Testimonials\W*Field$/ }).first();
  await (await scrollTo(page, list.getByRole("button", { name: "Remove", exact: true }).last())).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  for (const [language] of languages)
    await expect
      .poll(() => testimonials(language).map((item) => item.id), `${language}: the testimonials saved`)
      .not.toContain(removed.id);

  return async (visitor, origin) => {
    for (const [language, prefix] of languages) {
      await visitor.goto(`${origin}${prefix}/about/`);
      for (const kept of testimonials(language)) await expect(visitor.getByText(kept.quote)).toBeAttached();
      const gone = removedIn[language];
      if (gone) await expect(visitor.getByText(gone)).toHaveCount(0);
    }
  };
}
