import { resolve } from "node:path";
import { copyOfRepository, pickFolder } from "../support/folder-picker.ts";
import { test } from "./fixtures";

test("probe", async ({ page }) => {
  test.setTimeout(300_000);
  const copy = copyOfRepository(resolve(import.meta.dirname, "..", ".."));
  await pickFolder(page, copy);
  await page.route(/^https:\/\/www\.githubstatus\.com\//, (route) => route.fulfill({ json: { status: { indicator: "none" } } }));
  await page.goto("/admin/");
  await page.getByRole("button", { name: /Work with Local Repository/ }).click();
  await page.getByRole("treeitem", { name: /^Words/ }).first().click();
  await page.waitForTimeout(2000);
  console.log((await page.getByRole("treeitem").allTextContents()).join(" | "));
  console.log((await page.getByRole("row").allTextContents()).join(" | "));
  await page.getByRole("row", { name: /Home/ }).first().click();
  await page.waitForTimeout(3000);
  const save = page.getByRole("button", { name: "Save", exact: true });
  console.log("save enabled", await save.isEnabled(), await save.getAttribute("aria-disabled"));
  await page.screenshot({ path: "/tmp/ed/probe.png" });
  console.log((await page.getByRole("button").allTextContents()).join(" | "));
});
