/**
 * The owner's web editor at /admin/ in its local mode, offline (docs/decisions/016-web-editor.md),
 * on copies of this repository, with only the browser's folder dialog replaced
 * (tests/support/folder-picker.ts): every entry of every list saves. Each is opened, changed in
 * one letter (or one figure, or one id where it has no sentence), saved, and every language's file
 * compared on disk by meaning. The owner's tasks, found on the rebuilt site, are in
 * editor-tasks.spec.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { pickFolder } from "../support/folder-picker.ts";
import { differences, openEditor, openEntry, sameMeaning, scrollTo, test } from "./editor-session";
import { expect } from "./fixtures";

type EditorEntry = {
  collection: string;
  collectionLabel: string;
  name: string;
  label: string;
  file: string;
  i18n: boolean;
};

/**
 * Every entry is one owner's save after another, one to two seconds each in the editor: the
 * entries are dealt round into parts, each in its own editor on its own copy, so the parts can run
 * on two workers at once. Two, not more: on the 2-core machine the owner's tasks
 * (editor-tasks.spec.ts) hold one worker for longer than both parts take on the other, and each
 * part's start (a browser context, a copy, the repository read through the folder dialog) costs
 * about five seconds (alone on one worker, four parts took 82 s and two 75 s; decision 024).
 */
const entryParts = 2;

/**
 * The sweep asks for less motion, as an owner may: the editor then changes views at once, without
 * its view transition (scripts/editor/bundle.ts), which drew and faded the whole page twice an
 * entry. Opening, changing and saving every entry runs the same code either way, but for the
 * transition; the owner's tasks (editor-tasks.spec.ts) run with the transitions. Almost half of
 * this test's time and most of its drawing (decision 027).
 */
test.use({ reducedMotion: "reduce" });

for (let part = 0; part < entryParts; part++) {
  test(`every entry of every list in the editor saves, in every language, and its files keep their meaning (part ${part + 1} of ${entryParts})`, {
    tag: "@desktop",
  }, async ({ page, request, owner }) => {
    await saveEveryEntry(page, request, owner, (index) => index % entryParts === part);
  });
}

/** Opens each entry `inPart` picks (by its place among every list's entries), changes one letter, saves it and reads it back from disk. */
async function saveEveryEntry(
  page: Page,
  request: APIRequestContext,
  owner: { copy: string; editorUrl: string },
  inPart: (index: number) => boolean,
) {
  const { copy, editorUrl } = owner;
  const config = (await (await request.get(`${editorUrl}config.json`)).json()) as {
    collections: Array<{
      name: string;
      label: string;
      files: Array<{ name: string; label: string; file: string; i18n: boolean }>;
    }>;
    i18n: { locales: string[] };
  };
  const entries: EditorEntry[] = config.collections.flatMap((collection) =>
    collection.files.map((file) => ({ collection: collection.name, collectionLabel: collection.label, ...file })),
  );
  expect(entries.length).toBeGreaterThan(40);
  await pickFolder(page, copy);
  await openEditor(page, editorUrl);
  const refused: string[] = [];
  for (const entry of entries.filter((_, index) => inPart(index))) {
    const files = (entry.i18n ? config.i18n.locales : [""]).map((locale) =>
      join(copy, entry.file.replace("{{locale}}", locale)),
    );
    const before = files.map((file) => JSON.parse(readFileSync(file, "utf8")) as unknown);
    await openEntry(page, entry.collectionLabel, entry.label);
    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeVisible();
    // The editor offers Save only once something changed: one letter of the longest English text
    // changes case (same length, same slots), every other field of every language is saved as it was.
    const fields = page.locator(
      entry.i18n
        ? 'textarea[lang="en"], input[type="text"][lang="en"]'
        : 'textarea, input[type="text"]:not([role="searchbox"])',
    );
    // The editor draws a list's items as they come into view: an entry that opens with names chosen
    // from another file (the household items' categories) has no text box drawn at its top.
    await scrollTo(page, fields.first());
    await expect(fields.first()).toBeVisible({ timeout: 20_000 });
    // A sentence (it has a space and a letter), never an id, a date, a code or a figure, whose letters have rules.
    const mark = `changed-${entry.collection}-${entry.name}`.replace(/[^\w-]/g, "-");
    const old = await fields.evaluateAll((inputs, name) => {
      const sentences = inputs.filter(
        (input) => /\s/.test((input as HTMLInputElement).value) && /[a-z]/i.test((input as HTMLInputElement).value),
      );
      const longest = sentences.sort(
        (a, b) => (b as HTMLInputElement).value.length - (a as HTMLInputElement).value.length,
      )[0];
      longest?.setAttribute("data-changed", name);
      return (longest as HTMLInputElement | undefined)?.value;
    }, mark);
    if (old !== undefined) {
      // The first letter outside a {slot}: a slot's name must stay as written.
      const at = old.replace(/\{\w+\}/g, (slot) => "_".repeat(slot.length)).search(/[a-z]/i);
      const letter = old.charAt(at);
      const other = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase();
      await page.locator(`[data-changed="${mark}"]`).fill(`${old.slice(0, at)}${other}${old.slice(at + 1)}`);
    } else {
      // Only figures and codes (the rates): one figure of ten or more goes up by one. Only codes
      // (the gallery's pictures): an id gets a suffix, which the editor's rules allow.
      // A figure is a text box that takes "2,420" as the owner writes it (scripts/editor/typed-numbers.ts).
      const figure = await fields.evaluateAll((inputs, name) => {
        const found = inputs.find(
          (input) => /^\d+$/.test((input as HTMLInputElement).value) && Number((input as HTMLInputElement).value) >= 10,
        );
        found?.setAttribute("data-changed", name);
        return (found as HTMLInputElement | undefined)?.value;
      }, mark);
      if (figure !== undefined) await page.locator(`[data-changed="${mark}"]`).fill(String(Number(figure) + 1));
      else {
        const id = await fields.evaluateAll((inputs, name) => {
          const code = inputs.find((input) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test((input as HTMLInputElement).value));
          // An entry whose every field is empty until the owner fills it (Visitor counting, off):
          // its first field, which names the site, gets the site's own domain.
          const field = code ?? inputs[0];
          field?.setAttribute("data-changed", name);
          return code ? (code as HTMLInputElement).value : undefined;
        }, mark);
        await page
          .locator(`[data-changed="${mark}"]`)
          .fill(id === undefined ? "www.godavaripackers.in" : `${id}-saved`);
      }
    }
    await save.click();
    // The file is read every tenth of a second: the default's growing waits lost half a second an entry.
    const saved = await expect
      .poll(() => JSON.parse(readFileSync(files[0] as string, "utf8")) as unknown, {
        timeout: 20_000,
        intervals: [100],
      })
      .not.toEqual(before[0])
      .then(
        () => true,
        () => false,
      );
    if (!saved) {
      const alerts = await page.getByRole("alert").allTextContents();
      refused.push(`${entry.collection}/${entry.name}: not saved (${alerts.join("; ").slice(0, 300)})`);
      await page
        .getByRole("button", { name: /Revert|Cancel|Discard/ })
        .first()
        .click()
        .catch(() => {});
      continue;
    }
    const after = files.map((file) => JSON.parse(readFileSync(file, "utf8")) as unknown);
    expect(differences(before[0], after[0]), `${entry.file}: only the changed text differs`).toHaveLength(1);
    for (const [index, file] of files.entries()) {
      if (index > 0) expect(sameMeaning(before[index], after[index]), `${file} keeps its meaning`).toBe(true);
    }
  }
  expect(refused).toEqual([]);
  expect(await page.evaluate(() => "startViewTransition" in document), "no view transitions with less motion").toBe(
    false,
  );
}
