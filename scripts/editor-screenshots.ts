/**
 * `node scripts/editor-screenshots.ts`: the pictures of the web editor in docs/owner-guide.md ("Changing what
 * the site says"), taken from the real editor so they stay true. It writes the editor for this
 * checkout into a temporary folder, serves it on this machine, opens it in Chromium in local mode on a
 * copy of the repository (the folder dialog stood in for, as in tests/e2e/editor.spec.ts), with
 * every request to another host refused, and saves PNGs into docs/editor/. Run it again after
 * upgrading the editor or changing the content's labels.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { runnerImport } from "vite";
import { editorPathPrefix } from "../app/lib/security-headers.ts";
import { copyOfRepository, pickFolder } from "../tests/support/folder-picker.ts";
import { chromiumPath } from "./chromium-path.ts";
import { createSiteServer } from "./static-server.ts";

const root = resolve(import.meta.dirname, "..");
const out = join(root, "docs", "editor");
mkdirSync(out, { recursive: true });

const site = mkdtempSync(join(tmpdir(), "editor-screenshots-"));
const { module } = await runnerImport<typeof import("./editor/generate.ts")>(join(root, "scripts/editor/generate.ts"), {
  configFile: false,
  logLevel: "error",
});
module.buildEditor(root, join(site, editorPathPrefix.slice(1)));
writeFileSync(join(site, "404.html"), "<!doctype html><title>Not found</title>\n");
const server = createSiteServer(site);
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
const copy = copyOfRepository(root);

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    "--disable-background-networking",
    "--no-first-run",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
  ],
});

/** Scrolls the form until `target` is drawn (the editor draws fields as they come into view). */
async function scrollTo(page: Page, target: Locator): Promise<Locator> {
  for (let step = 0; step < 60 && (await target.count()) === 0; step++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  await target.first().scrollIntoViewIfNeeded();
  return target;
}

async function editor(width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  page.setDefaultTimeout(60_000);
  // A 2 MB script: on a busy machine its first load can take most of a minute.
  page.setDefaultNavigationTimeout(180_000);
  await pickFolder(page, copy);
  await page.route(/^https:\/\/www\.githubstatus\.com\//, (route) =>
    route.fulfill({ json: { status: { indicator: "none" } } }),
  );
  await page.goto(`${origin}${editorPathPrefix}`);
  return page;
}

const shots: string[] = [];
async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, name) });
  shots.push(name);
}

try {
  const page = await editor(1280, 800);
  await page.getByRole("button", { name: /Sign In with \W*GitHub/ }).waitFor();
  await shoot(page, "1-sign-in.png");

  await page.getByRole("button", { name: /Work with Local Repository/ }).click();
  await page.getByRole("treeitem").first().waitFor({ timeout: 90_000 });
  await shoot(page, "2-what-you-can-edit.png");

  const facts = page.getByRole("treeitem", { name: /^Facts/ });
  if ((await facts.count()) > 0) {
    await facts.click();
    await page.getByRole("row", { name: "The company" }).click();
    const phone = await scrollTo(
      page,
      page
        .getByRole("group", { name: /Phone numbers\W+Field$/ })
        .getByRole("textbox", { name: "Phone number", exact: true }),
    );
    const centre = () => phone.first().evaluate((element) => element.scrollIntoView({ block: "center" }));
    await centre();
    await shoot(page, "3-the-company.png");
    await phone.first().fill("+91 12345");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("alert").first().waitFor();
    await centre();
    await shoot(page, "5-a-refused-phone.png");
  }

  // The estimate's rates: number fields with their meaning beside each one.
  await page.close();
  const rates = await editor(1280, 800);
  await rates.getByRole("button", { name: /Work with Local Repository/ }).click();
  await rates.getByRole("treeitem", { name: /^Facts/ }).click({ timeout: 90_000 });
  await rates.getByRole("row", { name: "The estimate's rates" }).click();
  const perKm = await scrollTo(rates, rates.getByRole("spinbutton", { name: "Each km after that (₹)" }));
  await perKm.first().evaluate((element) => element.scrollIntoView({ block: "center" }));
  await shoot(rates, "6-the-rates.png");

  await rates.close();
  const words = await editor(1280, 800);
  await words.getByRole("button", { name: /Work with Local Repository/ }).click();
  await words.getByRole("treeitem", { name: /^Words$/ }).click();
  await words.getByRole("row", { name: "Layout" }).click();
  await words.getByRole("radio", { name: "Telugu" }).last().click();
  await shoot(words, "4-telugu-beside-english.png");
  console.log(`editor-screenshots: ${shots.length} pictures in docs/editor/: ${shots.join(", ")}`);
} finally {
  await browser.close();
  server.close();
  rmSync(site, { recursive: true, force: true });
  rmSync(copy, { recursive: true, force: true });
}
