import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/**
 * Starts using the page as a visitor does (a key press), which loads a pre-rendered form's code
 * (app/components/forms/until-needed.ts: the posted forms and the estimate load it on first use),
 * and waits until that code runs: it then keeps the draft, checks the fields and writes the
 * return address. The page listens for that first use from when its code runs: a key pressed
 * before then loads nothing (on a busy machine that can be seconds after the page shows), so the
 * key waits until the page has hydrated.
 */
export async function startUsingForm(page: Page, form: Locator): Promise<void> {
  await waitForHydration(page);
  await page.keyboard.press("Shift");
  await expect(form).toHaveAttribute("data-form", "running");
}

/**
 * Opens `path` at 4x CPU and presses a key the moment the page says it has hydrated: the window in
 * which React has not yet hydrated a form's waiting boundary (it does so after the rest of the
 * page), where a first key must still count as first use.
 */
export async function pressKeyOnHydration(page: Page, context: BrowserContext, path: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    polling: "raf",
  });
  await page.keyboard.press("Shift");
}
