/**
 * The owner's web editor at /admin/ in its local mode, offline (docs/decisions/016-web-editor.md):
 * on a copy of this repository, it refuses a malformed phone, saves the phone the call buttons dial
 * into the facts file on disk, and a rebuild of the copy shows the new number in the header, the
 * floating call button and the structured data. An edit the editor cannot judge (a GSTIN whose check
 * character is wrong) fails the build with a message naming the field: Cloudflare Pages publishes
 * only a build that succeeds, so the live site stays on its last good version (deploy/README.md).
 *
 * Only the browser's folder dialog is replaced (tests/support/folder-picker.ts). One test, at phone
 * width only: it builds the site's pages twice (the second build stops at once), the costliest step
 * in the browser tests.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { createSiteServer } from "../../scripts/static-server.ts";
import { copyOfRepository, pickFolder } from "../support/folder-picker.ts";
import { expect, test, waitForHydration } from "./fixtures";

const repository = resolve(import.meta.dirname, "..", "..");
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

/**
 * Rebuilds the pages of the site in `root` into `<root>/<buildDir>`: `react-router build`, which
 * reads the content and writes every page (it is where a content mistake stops `npm run build`),
 * and `postbuild`, which gives each page its policy. The steps after it draw the brochure, icons
 * and share pictures and compress everything; on this 2-core machine they took minutes under load,
 * and nothing here looks at them. Returns the exit status and all it printed.
 */
function build(root: string, buildDir: string) {
  const env = { ...process.env, BUILD_DIR: buildDir };
  const pages = spawnSync("npx", ["react-router", "build"], { cwd: root, env, encoding: "utf8", timeout: 400_000 });
  const post =
    pages.status === 0
      ? spawnSync("node", ["scripts/postbuild.ts"], { cwd: root, env, encoding: "utf8", timeout: 60_000 })
      : pages;
  return { status: post.status, output: `${pages.stdout}\n${pages.stderr}\n${post.stdout}\n${post.stderr}` };
}

/** Files the pages ask for that this rebuild does not make (icons, manifest), taken from the tested build. */
function borrowMissingFiles(from: string, to: string) {
  for (const file of readdirSync(from, { recursive: true, encoding: "utf8" })) {
    // Not the compressed copies: a server would send the old page's copy in place of the new page.
    if (/\.(br|gz)$/.test(file) || existsSync(join(to, file)) || !statSync(join(from, file)).isFile()) continue;
    cpSync(join(from, file), join(to, file));
  }
}

/**
 * `npm run edit` on EDIT_PORT: the editor's own site, on an origin apart from the public site's
 * (docs/decisions/021-editor-on-its-own-origin.md). Resolves with the address it prints, and a stop.
 */
async function startEditor(): Promise<{ url: string; stop: () => void }> {
  const editor = spawn("npm", ["run", "-s", "edit"], {
    cwd: repository,
    env: { ...process.env, EDIT_PORT: process.env.EDIT_PORT ?? "5180" },
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = () => editor.pid && process.kill(-editor.pid, "SIGTERM");
  let printed = "";
  const url = await new Promise<string>((resolve, reject) => {
    editor.stdout.setEncoding("utf8").on("data", (text: string) => {
      printed += text;
      const address = /http:\/\/127\.0\.0\.1:\d+\/admin\//.exec(printed)?.[0];
      if (address) resolve(address);
    });
    editor.on("exit", (code) => reject(new Error(`npm run edit exited (${code}):\n${printed}`)));
  });
  return { url, stop };
}

let editorUrl = "";

/** Opens the editor in local mode on the picked folder, and the company's facts in it. */
async function openCompany(page: Page) {
  await page.goto(editorUrl);
  await page.getByRole("button", { name: /Work with Local Repository/ }).click();
  await page.getByRole("treeitem", { name: /^Facts/ }).click();
  await page.getByRole("row", { name: "The company" }).click();
}

/**
 * Brings `target` into view. The editor draws fields as they scroll into view, so a field further
 * down the form is not in the page until the form is scrolled towards it.
 */
async function scrollTo(page: Page, target: Locator): Promise<Locator> {
  for (let step = 0; step < 60 && (await target.count()) === 0; step++) {
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await target.scrollIntoViewIfNeeded();
  return target;
}

/** The `index`th phone's number field. */
async function phoneField(page: Page, index: number): Promise<Locator> {
  const phones = await scrollTo(page, page.getByRole("group", { name: /Phone numbers\W+Field$/ }));
  return scrollTo(page, phones.getByRole("textbox", { name: "Phone number", exact: true }).nth(index));
}

test("the owner changes the phone the call buttons dial in the editor, and the rebuilt site dials it", async ({
  page,
}) => {
  // Two builds of the site's pages; each step in the browser gets half a minute.
  test.setTimeout(600_000);
  page.setDefaultTimeout(30_000);
  const copy = copyOfRepository(repository);
  const editor = await startEditor();
  // The browser tests' Chromium resolves only localhost (playwright.config.ts), where the editor also listens.
  editorUrl = editor.url.replace("//127.0.0.1:", "//localhost:");
  try {
    const facts = companyFactsFile(copy);
    const before = readFileSync(facts.path, "utf8");
    const callIndex = facts.read().phones.findIndex((phone) => phone.callButtons);
    expect(callIndex, "one phone is marked for the call buttons").toBeGreaterThanOrEqual(0);
    const oldNumber = facts.read().phones[callIndex]?.number;

    await pickFolder(page, copy);
    await openCompany(page);
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
    borrowMissingFiles(join(repository, process.env.BUILD_DIR ?? "build", "client"), join(copy, "build", "client"));
    const server = createSiteServer(join(copy, "build", "client"));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      const dial = `tel:${newNumber.replace(/\s/g, "")}`;
      await expect(page.getByRole("banner").getByRole("link", { name: newNumber }).first()).toHaveAttribute(
        "href",
        dial,
      );
      const floating = page.getByRole("complementary", { name: /Call or WhatsApp/ });
      await expect(floating.getByRole("link", { name: /Call now/ })).toHaveAttribute("href", dial);
      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(structured.join("\n")).toContain(`"telephone":"${newNumber}"`);
    } finally {
      server.close();
    }

    // An edit only the build can judge: a GSTIN of the right shape whose check character is wrong.
    await openCompany(page);
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
  } finally {
    editor.stop();
    rmSync(copy, { recursive: true, force: true });
  }
});
