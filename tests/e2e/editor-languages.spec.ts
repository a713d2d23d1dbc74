/**
 * Languages in step, in the real editor (issue 51, decision 046): the owner changes the founder's
 * quote in English, updates the Telugu and Hindi beside it, then changes English a second time. The
 * Telugu and Hindi quotes are flagged behind English again, on the field and in the Words list,
 * by the editor as it runs (nothing rebuilt), and the build's content check lists each once with its
 * screen. A `{slot}` dropped from one paragraph of a Telugu list is refused. A testimonial removed in
 * English, gone from every language, is one of the owner's tasks (owner-tasks/testimonial.ts), checked
 * on their one rebuild: here it cost a rebuild of its own.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { pickFolder } from "../support/folder-picker.ts";
import { fieldWithValue, openEditor, openEntry, test } from "./editor-session";
import { expect } from "./fixtures";

const languageNames = { te: "Telugu", hi: "Hindi" } as const;

test("a second change to English is flagged behind in Telugu and Hindi, and a {slot} dropped in Telugu is refused", {
  tag: "@desktop",
}, async ({ page, owner }) => {
  const { copy, editorUrl } = owner;
  const words = (language: string, name: string) =>
    JSON.parse(readFileSync(join(copy, `app/content/words/${language}/${name}.json`), "utf8"));
  const save = page.getByRole("button", { name: "Save", exact: true });
  const homeRow = page.getByRole("grid", { name: "Files" }).getByRole("row", { name: /^Home\b/ });
  /** The pane of `language`, chosen with the editor's language buttons. */
  const showLanguage = async (language: "te" | "hi") => {
    await page.getByRole("radio", { name: languageNames[language], exact: true }).last().click();
  };
  /** The note on the founder's quote in `language`'s pane, as the owner reads it beside the field. */
  const quoteNote = async (language: "te" | "hi") => {
    const field = await fieldWithValue(page, words(language, "home").founderQuote, language);
    return page.locator("[data-key-path]", { has: field }).last().getByRole("note");
  };
  const englishQuote = async (text: string) => {
    const quote = await fieldWithValue(page, words("en", "home").founderQuote, "en");
    await quote.fill(text);
    await expect(quote).toHaveValue(text);
    await save.click();
    await expect.poll(() => words("en", "home").founderQuote).toBe(text);
  };

  await pickFolder(page, copy);
  await openEditor(page, editorUrl);

  await test.step("English changed: Telugu and Hindi are behind, in the list and on the field", async () => {
    await openEntry(page, "Words", "Home");
    await englishQuote("Every family trusts us with everything they own; we pack each home as our own.");
    await expect(homeRow).toContainText("Behind English in Telugu and Hindi");
    await openEntry(page, "Words", "Home");
    await showLanguage("te");
    await expect(await quoteNote("te")).toContainText("Behind English");
  });

  await test.step("Telugu and Hindi updated: nothing is behind", async () => {
    for (const [language, text] of [
      ["te", "ప్రతి కుటుంబం తమకున్నదంతా మాకు అప్పగిస్తుంది; ప్రతి ఇంటినీ మా సొంత ఇల్లులా ప్యాక్ చేస్తాం."],
      ["hi", "हर परिवार अपना सब कुछ हमें सौंपता है; हम हर घर को अपना समझकर पैक करते हैं।"],
    ] as const) {
      await showLanguage(language);
      const field = await fieldWithValue(page, words(language, "home").founderQuote, language);
      await field.fill(text);
    }
    await save.click();
    await expect.poll(() => words("hi", "home").founderQuote).toMatch(/^हर परिवार/);
    expect(words("te", "home").founderQuote).toMatch(/^ప్రతి కుటుంబం/);
    await expect(homeRow).toBeVisible();
    await expect(homeRow).not.toContainText("Behind English");
  });

  await test.step("English changed a second time: Telugu and Hindi are behind again, without a rebuild", async () => {
    await openEntry(page, "Words", "Home");
    await englishQuote("Every family hands us all they own. We pack each home as if it were our mother's.");
    await expect(homeRow).toContainText("Behind English in Telugu and Hindi");
    await openEntry(page, "Words", "Home");
    for (const language of ["te", "hi"] as const) {
      await showLanguage(language);
      await expect(await quoteNote(language)).toContainText("Behind English");
      await expect(
        page.getByRole("status").filter({ hasText: `Behind English in ${languageNames[language]}` }),
      ).toContainText("Founder");
    }
  });

  await test.step("a {slot} dropped from one Telugu paragraph is refused, naming the field", async () => {
    await openEntry(page, "Words", "About");
    await showLanguage("te");
    const paragraphs: string[] = words("te", "about").story.paragraphs;
    const withSlot = paragraphs.find((text) => text.includes("{companyName}"));
    expect(withSlot, "a Telugu paragraph of the story names the company").toBeDefined();
    const field = await inputWithValue(page, withSlot as string, "te");
    await field.fill((withSlot as string).replace("{companyName}", "మా కంపెనీ"));
    await save.click();
    await expect(page.getByText(/write \{companyName\} as the English has it/).first()).toBeVisible();
    expect(words("te", "about").story.paragraphs).toEqual(paragraphs);
    await field.fill(withSlot as string);
  });

  await test.step("the build's content check lists each quote behind English once, with its screen", () => {
    // The build's first step, which says what is behind English for the whole build (scripts/build.ts).
    const checked = spawnSync(process.execPath, ["scripts/check-content.ts"], { cwd: copy, encoding: "utf8" });
    const output = `${checked.stdout}\n${checked.stderr}`;
    expect(checked.status, output).toBe(0);
    for (const language of ["Telugu (తెలుగు)", "Hindi (हिंदी)"]) {
      const said = output.split("\n").filter((line) => line.startsWith(`  - ${language}: Words › Home`));
      expect(said, output).toHaveLength(1);
      expect(said[0]).toMatch(/Founder/);
    }
  });
});

/** The field of `lang` whose value is `value`, every pane scrolled until the editor has drawn it. */
async function inputWithValue(page: Page, value: string, lang: string) {
  const mark = `field-${Math.random().toString(36).slice(2)}`;
  const find = () =>
    page.locator(`textarea[lang="${lang}"], input[lang="${lang}"]`).evaluateAll(
      (inputs, [wanted, name]) => {
        const found = inputs.find((input) => (input as HTMLInputElement).value === wanted);
        found?.setAttribute("data-found", name as string);
        return Boolean(found);
      },
      [value, mark],
    );
  for (let step = 0; step < 60 && !(await find()); step++) {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>("*")) {
        if (element.scrollHeight > element.clientHeight && /auto|scroll/.test(getComputedStyle(element).overflowY))
          element.scrollBy(0, 400);
      }
    });
    await page.waitForTimeout(100);
  }
  const field = page.locator(`[data-found="${mark}"]`);
  await field.scrollIntoViewIfNeeded();
  return field;
}
