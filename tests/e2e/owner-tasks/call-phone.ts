/**
 * The owner changes the phone the call buttons dial (Facts › The company): a malformed number is
 * refused with the reason and nothing is written; a good one is saved, the file keeping its format,
 * and the rebuilt site dials it from the header, the floating button and the structured data. Then
 * an edit only the build can judge: a GSTIN of the right shape whose check character is wrong is
 * saved by the editor and stops the build, which names the field.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { fieldWithValue, openEntry, type RebuiltSiteCheck, scrollTo } from "../editor-session";
import { expect, waitForHydration } from "../fixtures";

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

/** Changes the call buttons' phone in the open editor; returns what the rebuilt site must show. */
export async function changeCallPhone(page: Page, copy: string): Promise<RebuiltSiteCheck> {
  const facts = companyFactsFile(copy);
  const before = readFileSync(facts.path, "utf8");
  const callIndex = facts.read().phones.findIndex((phone) => phone.callButtons);
  expect(callIndex, "one phone is marked for the call buttons").toBeGreaterThanOrEqual(0);
  const oldNumbers = facts.read().phones.map((phone) => phone.number);
  const oldNumber = oldNumbers[callIndex] as string;

  await openEntry(page, "Facts", "The company");
  // Found by its number, not its place (the list's first box drawn can be the second phone's).
  const phones = page.getByRole("group", { name: /Phone numbers\W+Field$/ });
  const phone = await fieldWithValue(page, oldNumber, { name: "Phone number", within: phones });
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
  // Every phone's number, so a save into another phone's box shows as that.
  await expect
    .poll(() => facts.read().phones.map((phone) => phone.number))
    .toEqual(oldNumbers.map((number, index) => (index === callIndex ? newNumber : number)));
  const after = readFileSync(facts.path, "utf8");
  // Nothing else changes, and the file keeps its format: 2-space JSON, keys in their order. (The
  // editor writes `"callButtons": false` on the phones left unticked, which means the same as none.)
  const unticked = (text: string) => text.replace(/,\n\s*"callButtons": false/g, "");
  expect(unticked(after)).toBe(unticked(before).replace(`"number": "${oldNumber}"`, `"number": "${newNumber}"`));
  expect(after).toBe(`${JSON.stringify(JSON.parse(after), null, 2)}\n`);
  const lint = spawnSync("npx", ["biome", "check", facts.path], { cwd: copy, encoding: "utf8" });
  expect(lint.status, `npm run lint passes on the saved file:\n${lint.stdout}${lint.stderr}`).toBe(0);

  // The rebuilt site dials the new number from the header, the floating button and the structured data.
  return async (visitor, origin) => {
    await visitor.goto(`${origin}/`);
    await waitForHydration(visitor);
    const dial = `tel:${newNumber.replace(/\s/g, "")}`;
    await expect(visitor.getByRole("banner").getByRole("link", { name: newNumber }).first()).toHaveAttribute(
      "href",
      dial,
    );
    const floating = visitor.getByRole("complementary", { name: /Call or WhatsApp/ });
    await expect(floating.getByRole("link", { name: /Call now/ })).toHaveAttribute("href", dial);
    const structured = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join("\n")).toContain(`"telephone":"${newNumber}"`);
  };
}

/** A GSTIN whose check character is wrong: the editor saves it (it cannot judge it), the build stops and names the field. */
export async function wrongGstinStopsTheBuild(page: Page, copy: string) {
  const facts = companyFactsFile(copy);
  await openEntry(page, "Facts", "The company");
  const gstin = facts.read().gstin;
  const wrongCheck = `${gstin.slice(0, -1)}${gstin.endsWith("A") ? "B" : "A"}`;
  const gstinField = await scrollTo(page, page.getByRole("textbox", { name: "GSTIN", exact: true }));
  await gstinField.fill(wrongCheck);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => facts.read().gstin).toBe(wrongCheck);
  // `npm run build` as the owner's host runs it: its first step reads the content and stops there
  // (decision 039), so no page is built (the pages' build alone, as the rebuild above runs it, met
  // the mistake only once every page was compiled: most of a minute of both cores).
  const failed = spawnSync("npm", ["run", "-s", "build"], {
    cwd: copy,
    env: { ...process.env, BUILD_DIR: "build-next" },
    encoding: "utf8",
    timeout: 400_000,
  });
  const output = `${failed.stdout}\n${failed.stderr}`;
  expect(failed.status, `the build stops:\n${output.slice(-3000)}`).not.toBe(0);
  expect(output, "and says which field is wrong").toMatch(/company\.gstin/);
  expect(existsSync(join(copy, "build-next", "client")), "before it builds a page").toBe(false);
}
