/**
 * The owner types figures into the real editor as Indians write them (issue 51, decision 038):
 * "2,420" typed key by key, "₹2,420" pasted, "1,20,000". Each is saved into the file as the plain
 * number, never as 420; a figure below its plausible range is refused with the range, and nothing
 * is written. The other figures of the file stay numbers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pickFolder } from "../support/folder-picker.ts";
import { openEditor, openEntry, scrollTo, test } from "./editor-session";
import { expect } from "./fixtures";

test("a rate typed or pasted with commas and ₹ is saved as the number; one below its range is refused", {
  tag: "@desktop",
}, async ({ page, owner }) => {
  const { copy, editorUrl } = owner;
  const file = join(copy, "app/content/facts/estimate.json");
  const rates = () => JSON.parse(readFileSync(file, "utf8")).estimate.rates;
  const before = rates();
  await pickFolder(page, copy);
  await openEditor(page, editorUrl);
  await openEntry(page, "Facts", "The estimate's rates");
  const save = page.getByRole("button", { name: "Save", exact: true });
  const minimumCharge = page.getByRole("textbox", { name: "Minimum charge (₹)", exact: true });
  const first = await scrollTo(page, minimumCharge.first());
  await expect(first).toHaveValue(String(before.vehicles[0].minimumCharge));

  // Below the range: refused with the range, and the file is not touched.
  await first.fill("420");
  await save.click();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "from 500 to 50,000" })).toBeVisible();
  expect(rates()).toEqual(before);

  // Typed key by key, as a phone's keyboard sends it.
  await first.fill("");
  await first.pressSequentially("2,420");
  await expect(first).toHaveValue("2,420");
  await save.click();
  await expect.poll(() => rates().vehicles[0].minimumCharge).toBe(2420);

  // Pasted with the rupee sign, from a message or a sheet.
  await openEntry(page, "Facts", "The estimate's rates");
  const again = await scrollTo(page, minimumCharge.first());
  await expect(again).toHaveValue("2420");
  await again.selectText();
  await page.evaluate(() => navigator.clipboard.writeText("₹2,600")).catch(() => {});
  await again.press("ControlOrMeta+V");
  // Where the browser keeps the clipboard from the page, the text goes in as a paste puts it.
  if ((await again.inputValue()) !== "₹2,600") await again.fill("₹2,600");
  await expect(again).toHaveValue("₹2,600");
  await save.click();
  await expect.poll(() => rates().vehicles[0].minimumCharge).toBe(2600);

  // Nothing else changed, and every other figure is still a number.
  const after = rates();
  after.vehicles[0].minimumCharge = before.vehicles[0].minimumCharge;
  expect(after).toEqual(before);
});
