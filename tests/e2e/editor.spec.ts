/**
 * The owner's web editor at /admin/ in its local mode, offline (docs/decisions/016-web-editor.md),
 * on copies of this repository, with only the browser's folder dialog replaced
 * (tests/support/folder-picker.ts):
 *
 * - every entry of every list saves: each is opened, changed in one letter (or one figure, or one
 *   id where it has no sentence), saved, and every language's file compared on disk by meaning;
 * - the phone the call buttons dial: a malformed one is refused, a good one saved and found on the
 *   rebuilt site; a GSTIN whose check character is wrong (which the editor cannot judge) fails the
 *   build naming the field;
 * - the rates rise 10%, a Telugu sentence is fixed and the founder's quote changes in English: the
 *   rebuilt pages follow in every language, and the build lists the Telugu and Hindi quotes as
 *   behind English (decision 022).
 *
 * Each rebuild builds only the site's pages (see `build`), the costliest step in the browser tests.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { pickFolder } from "../support/folder-picker.ts";
import {
  build,
  differences,
  fieldWithValue,
  openEditor,
  openEntry,
  sameMeaning,
  scrollTo,
  test,
  testedBuild,
  withRebuiltSite,
} from "./editor-session";
import { expect, waitForHydration } from "./fixtures";

const newNumber = "+91 99887 66554";

type Phone = { number: string; callButtons?: boolean };
type Company = { phones: Phone[]; gstin: string };

/** The facts file that holds the company's phones, and where the company sits in it. */
function companyFactsFile(root: string): { path: string; read: () => Company } {
  const folder = join(root, "app/content/facts");
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    const path = join(folder, name);
    const read = () => {
      const value = JSON.parse(readFileSync(path, "utf8"));
      return (value.company ?? value) as Company;
    };
    if (Array.isArray(read().phones)) return { path, read };
  }
  throw new Error("no facts file in app/content/facts holds the company's phones");
}

/** Opens the editor in local mode on the picked folder, and the company's facts in it. */
async function openCompany(page: Page, editorUrl: string) {
  await openEditor(page, editorUrl);
  await page.getByRole("treeitem", { name: /^Facts/ }).click();
  await page.getByRole("row", { name: "The company" }).click();
}

/** The `index`th phone's number field. */
async function phoneField(page: Page, index: number): Promise<Locator> {
  const phones = await scrollTo(page, page.getByRole("group", { name: /Phone numbers\W+Field$/ }));
  return scrollTo(page, phones.getByRole("textbox", { name: "Phone number", exact: true }).nth(index));
}

type EditorEntry = {
  collection: string;
  collectionLabel: string;
  name: string;
  label: string;
  file: string;
  i18n: boolean;
};

/**
 * Every entry is one owner's save after another, about three seconds each in the editor: the
 * entries are dealt round into parts, each in its own editor on its own copy, so the parts run
 * on as many workers as are free (together they take as long as one part and a start).
 */
const entryParts = 4;

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
    await expect(fields.first()).toBeVisible({ timeout: 20_000 });
    // A sentence (it has a space), never an id, a date or a code, whose letters have rules.
    const mark = `changed-${entry.collection}-${entry.name}`.replace(/[^\w-]/g, "-");
    const old = await fields.evaluateAll((inputs, name) => {
      const sentences = inputs.filter((input) => /\s/.test((input as HTMLInputElement).value));
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
      const figure = page.getByRole("spinbutton");
      const values = await figure.evaluateAll((inputs) =>
        inputs.map((input) => Number((input as HTMLInputElement).value)),
      );
      const index = values.findIndex((value) => value >= 10);
      if (index >= 0) await figure.nth(index).fill(String((values[index] ?? 0) + 1));
      else {
        const id = await fields.evaluateAll((inputs, name) => {
          const code = inputs.find((input) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test((input as HTMLInputElement).value));
          code?.setAttribute("data-changed", name);
          return (code as HTMLInputElement | undefined)?.value ?? "";
        }, mark);
        await page.locator(`[data-changed="${mark}"]`).fill(`${id}-saved`);
      }
    }
    await save.click();
    const saved = await expect
      .poll(() => JSON.parse(readFileSync(files[0] as string, "utf8")) as unknown, { timeout: 20_000 })
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
}

test("the owner changes the phone the call buttons dial in the editor, and the rebuilt site dials it", async ({
  page,
  owner,
}) => {
  const { copy, editorUrl } = owner;
  const facts = companyFactsFile(copy);
  const before = readFileSync(facts.path, "utf8");
  const callIndex = facts.read().phones.findIndex((phone) => phone.callButtons);
  expect(callIndex, "one phone is marked for the call buttons").toBeGreaterThanOrEqual(0);
  const oldNumber = facts.read().phones[callIndex]?.number;

  await pickFolder(page, copy);
  await openCompany(page, editorUrl);
  const phone = await phoneField(page, callIndex);
  const save = page.getByRole("button", { name: "Save", exact: true });

  // A malformed phone is refused, with the reason, and nothing is written.
  await phone.fill("+91 12345");
  await save.click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: /\+91 and then the 10-digit number/ })).toBeVisible();
  expect(readFileSync(facts.path, "utf8")).toBe(before);

  // A good one is saved into the file on disk, and nothing else in the file changes.
  await phone.fill(newNumber);
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeAttached();
  const after = readFileSync(facts.path, "utf8");
  expect(facts.read().phones[callIndex]?.number).toBe(newNumber);
  // Nothing else changes, and the file keeps its format: 2-space JSON, keys in their order. (The
  // editor writes `"callButtons": false` on the phones left unticked, which means the same as none.)
  const unticked = (text: string) => text.replace(/,\n\s*"callButtons": false/g, "");
  expect(unticked(after)).toBe(unticked(before).replace(`"number": "${oldNumber}"`, `"number": "${newNumber}"`));
  expect(after).toBe(`${JSON.stringify(JSON.parse(after), null, 2)}\n`);
  const lint = spawnSync("npx", ["biome", "check", facts.path], { cwd: copy, encoding: "utf8" });
  expect(lint.status, `npm run lint passes on the saved file:\n${lint.stdout}${lint.stderr}`).toBe(0);

  // The rebuilt site dials the new number from the header, the floating button and the structured data.
  const built = build(copy, "build");
  expect(built.status, built.output.slice(-3000)).toBe(0);
  await withRebuiltSite(copy, async (origin) => {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const dial = `tel:${newNumber.replace(/\s/g, "")}`;
    await expect(page.getByRole("banner").getByRole("link", { name: newNumber }).first()).toHaveAttribute("href", dial);
    const floating = page.getByRole("complementary", { name: /Call or WhatsApp/ });
    await expect(floating.getByRole("link", { name: /Call now/ })).toHaveAttribute("href", dial);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join("\n")).toContain(`"telephone":"${newNumber}"`);
  });

  // An edit only the build can judge: a GSTIN of the right shape whose check character is wrong.
  await openCompany(page, editorUrl);
  const gstin = facts.read().gstin;
  const wrongCheck = `${gstin.slice(0, -1)}${gstin.endsWith("A") ? "B" : "A"}`;
  const gstinField = await scrollTo(page, page.getByRole("textbox", { name: "GSTIN", exact: true }));
  await gstinField.fill(wrongCheck);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeAttached();
  expect(facts.read().gstin).toBe(wrongCheck);
  const failed = build(copy, "build-next");
  expect(failed.status, "the build stops").not.toBe(0);
  expect(failed.output, "and says which field is wrong").toMatch(/company\.gstin/);
});

/** The Pune city page's 2 BHK price range, as its table shows it. */
async function pune2Bhk(page: Page, origin: string, prefix: string): Promise<string> {
  await page.goto(`${origin}${prefix}/cities/pune/`);
  const row = page.getByRole("row").filter({ hasText: /2 BHK/ });
  return ((await row.getByRole("cell").last().textContent()) ?? "").trim();
}

test("the owner raises the rates, fixes a Telugu sentence and changes the founder's quote in the editor; the rebuilt site follows in every language", {
  tag: "@desktop",
}, async ({ page, owner }) => {
  const { copy, editorUrl } = owner;
  // The tested build's Pune page, as served: its 2 BHK row's price.
  const punePage = readFileSync(join(testedBuild, "cities/pune/index.html"), "utf8");
  const priceBefore = /2 BHK[^₹]*?(₹[\d,]+ – ₹[\d,]+)/.exec(punePage.replace(/<[^>]+>/g, " "))?.[1] ?? "";
  expect(priceBefore, "the tested build prices a 2 BHK move to Pune").toMatch(/₹/);
  const rates = () => JSON.parse(readFileSync(join(copy, "app/content/facts/estimate.json"), "utf8")).estimate.rates;
  const words = (language: string) =>
    JSON.parse(readFileSync(join(copy, `app/content/words/${language}/home.json`), "utf8"));
  const oldRates = rates();
  const teluguHeading: string = words("te").pages.home.heading;
  const fixedHeading = teluguHeading.replace("ప్యాకర్స్ అండ్ మూవర్స్", "ప్యాకర్స్ మరియు మూవర్స్");
  expect(fixedHeading).not.toBe(teluguHeading);
  const newQuote = "Every family trusts us with everything they own. We pack each home as if it were our own mother's.";

  await pickFolder(page, copy);
  await openEditor(page, editorUrl);
  const save = page.getByRole("button", { name: "Save", exact: true });

  // 1. Every vehicle's km rate rises 10%: number fields, typed as numbers.
  await openEntry(page, "Facts", "The estimate's rates");
  const perKm = page.getByRole("spinbutton", { name: "Each km after that (₹)" });
  await scrollTo(page, perKm.first());
  const vehicles = oldRates.vehicles as Array<{ perKm: number }>;
  for (const [index, vehicle] of vehicles.entries()) {
    const field = await scrollTo(page, perKm.nth(index));
    await field.fill(String(Math.round(vehicle.perKm * 11) / 10));
  }
  await save.click();
  await expect
    .poll(() => rates().vehicles.map((vehicle: { perKm: number }) => vehicle.perKm))
    .toEqual(vehicles.map((vehicle) => Math.round(vehicle.perKm * 11) / 10));
  expect({ ...rates(), vehicles: [] }).toEqual({ ...oldRates, vehicles: [] });

  // 2. A Telugu sentence on the home page, beside its English.
  await openEntry(page, "Words", "Home");
  await page.getByRole("radio", { name: "Telugu", exact: true }).last().click();
  await (await fieldWithValue(page, teluguHeading, "te")).fill(fixedHeading);
  // 3. The founder's quote, in English only.
  const quote = await fieldWithValue(page, words("en").founderQuote, "en");
  await quote.fill(newQuote);
  await expect(quote).toHaveValue(newQuote);
  await save.click();
  await expect.poll(() => words("te").pages.home.heading).toBe(fixedHeading);
  await expect.poll(() => words("en").founderQuote).toBe(newQuote);

  // The rebuild lists the Telugu and Hindi quotes as behind English, and does not fail for them.
  const built = build(copy, "build");
  expect(built.status, built.output.slice(-3000)).toBe(0);
  expect(built.output).toMatch(/te: app\/content\/words\/te\/home\.json founderQuote/);
  expect(built.output).toMatch(/hi: app\/content\/words\/hi\/home\.json founderQuote/);
  await withRebuiltSite(copy, async (origin) => {
    const [low = 0, high = 0] = (priceBefore.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, "")));
    for (const prefix of ["", "/te", "/hi"]) {
      const price = await pune2Bhk(page, origin, prefix);
      const [newLow = 0, newHigh = 0] = (price.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, "")));
      // The km rate is one part of the price: the whole rises, by less than 10%.
      expect(newLow, `${prefix || "/"} Pune 2 BHK: ${priceBefore} -> ${price}`).toBeGreaterThan(low);
      expect(newHigh).toBeGreaterThan(high);
      expect(newHigh).toBeLessThanOrEqual(Math.ceil(high * 1.1));
    }
    await page.goto(`${origin}/te/`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(fixedHeading);
    await page.goto(`${origin}/`);
    await expect(page.getByText(newQuote)).toBeVisible();
  });
});
