/**
 * What the owner's tests of the web editor share (tests/e2e/editor*.spec.ts): the editor started
 * on its own origin (`npm run edit`), opened in local mode on a copy of the repository that the
 * stand-in folder dialog hands it (tests/support/folder-picker.ts), its lists, entries and fields
 * found as the owner finds them, and the copy's site rebuilt and served so a test can find the
 * owner's change on the pages.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { createSiteServer } from "../../scripts/static-server.ts";
import { copyOfRepository } from "../support/folder-picker.ts";
import { test as browserTest, expect, nextFrames, watchForErrors } from "./fixtures";

export const repository = resolve(import.meta.dirname, "..", "..");

/** The build the browser tests run against: what a rebuild of a copy borrows the files it does not make from. */
export const testedBuild = join(repository, process.env.BUILD_DIR ?? "build", "client");

/**
 * Rebuilds the pages of the site in `root` into `<root>/<buildDir>`: `react-router build`, which
 * reads the content and writes every page (it is where a content mistake stops `npm run build`),
 * and `postbuild`, which gives each page its policy. The steps after it draw the brochure, icons
 * and share pictures and compress everything; on this 2-core machine they took minutes under load,
 * and nothing here looks at them. Returns the exit status and all it printed.
 */
export function build(root: string, buildDir: string) {
  const env = { ...process.env, BUILD_DIR: buildDir };
  const pages = spawnSync("npx", ["react-router", "build"], { cwd: root, env, encoding: "utf8", timeout: 400_000 });
  const post =
    pages.status === 0
      ? spawnSync("node", ["scripts/postbuild.ts"], { cwd: root, env, encoding: "utf8", timeout: 60_000 })
      : pages;
  return { status: post.status, output: `${pages.stdout}\n${pages.stderr}\n${post.stdout}\n${post.stderr}` };
}

/**
 * The build's drawing step (scripts/build-assets.ts) in `root`, for what the owner's tests read:
 * the icons and certificates' previews, and the brochures, each drawn again only if what it is
 * drawn from changed. Not the 180 share pictures and sample documents: the owner's changes (a
 * phone, an upload) change what every one of them is drawn from, so all were drawn again, about
 * 70 s of CPU that no test looked at; the tested build's copies stand in for them
 * (`borrowMissingFiles`). The main build draws them all.
 */
export function drawAssets(root: string) {
  const drawn = spawnSync("node", ["scripts/build-assets.ts", "--only=icons,brochure"], {
    cwd: root,
    encoding: "utf8",
    timeout: 600_000,
  });
  return { status: drawn.status, output: `${drawn.stdout}\n${drawn.stderr}` };
}

/** What an owner's task leaves to be found on the rebuilt site, in a visitor's tab (`withRebuiltSite`). */
export type RebuiltSiteCheck = (visitor: Page, origin: string) => Promise<void>;

/** Files the pages ask for that this rebuild does not make (icons, manifest), taken from the tested build. */
export function borrowMissingFiles(from: string, to: string) {
  for (const file of readdirSync(from, { recursive: true, encoding: "utf8" })) {
    // Not the compressed copies: a server would send the old page's copy in place of the new page.
    if (/\.(br|gz)$/.test(file) || existsSync(join(to, file)) || !statSync(join(from, file)).isFile()) continue;
    cpSync(join(from, file), join(to, file));
  }
}

/**
 * `npm run edit` on a free port: the editor's own site, on an origin apart from the public site's
 * (docs/decisions/021-editor-on-its-own-origin.md). Resolves with the address it prints, and a stop.
 */
export async function startEditor(): Promise<{ url: string; stop: () => void }> {
  const editor = spawn("npm", ["run", "-s", "edit"], {
    cwd: repository,
    // Any free port: two editor tests may run at once, and the owner may have `npm run edit` open on 5180.
    env: { ...process.env, EDIT_PORT: "0" },
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
  // The browser tests' Chromium resolves only localhost (playwright.config.ts), where the editor also listens.
  return { url: url.replace("//127.0.0.1:", "//localhost:"), stop };
}

/**
 * Moves every pane that scrolls on by 400 px, and the window. The editor draws fields as they
 * scroll into view; the wheel scrolled only what was under the pointer, and under load the form's
 * lower fields were never drawn (the sixth vehicle's km rate).
 */
async function scrollEveryPane(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("*")) {
      if (element.scrollHeight > element.clientHeight && /auto|scroll/.test(getComputedStyle(element).overflowY))
        element.scrollBy(0, 400);
    }
    window.scrollBy(0, 400);
  });
  await nextFrames(page);
}

/**
 * Brings `target` into view. The editor draws fields as they scroll into view, so a field further
 * down the form is not in the page until the form is scrolled towards it.
 */
export async function scrollTo(page: Page, target: Locator): Promise<Locator> {
  for (let step = 0; step < 60 && (await target.count()) === 0; step++) await scrollEveryPane(page);
  await target.scrollIntoViewIfNeeded();
  return target;
}

/** Whether two parsed JSON values say the same: keys in any order, and a `false` the editor adds where nothing was means nothing. */
export function sameMeaning(before: unknown, after: unknown): boolean {
  if (Array.isArray(before) || Array.isArray(after)) {
    return (
      Array.isArray(before) &&
      Array.isArray(after) &&
      before.length === after.length &&
      before.every((item, index) => sameMeaning(item, after[index]))
    );
  }
  if (typeof before === "object" && before !== null && typeof after === "object" && after !== null) {
    const was = before as Record<string, unknown>;
    const is = after as Record<string, unknown>;
    const keys = new Set([...Object.keys(was), ...Object.keys(is)]);
    return [...keys].every((key) =>
      key in was ? key in is && sameMeaning(was[key], is[key]) : is[key] === false || is[key] === "",
    );
  }
  return before === after;
}

/** The one place two parsed JSON values differ in a string (`pages.home.description`), or every place they differ otherwise. */
export function differences(before: unknown, after: unknown, path = ""): string[] {
  if (typeof before === "object" && before !== null && typeof after === "object" && after !== null) {
    const was = before as Record<string, unknown>;
    const is = after as Record<string, unknown>;
    return [...new Set([...Object.keys(was), ...Object.keys(is)])].flatMap((key) =>
      sameMeaning(was[key], is[key]) ? [] : differences(was[key], is[key], path ? `${path}.${key}` : key),
    );
  }
  return sameMeaning(before, after) ? [] : [path];
}

/**
 * The text box whose value is `value`, scrolled into view: of the language `lang` (or of any, for a
 * facts file), named `name`, inside `within` (a list, brought to the top of the view first so its
 * first items are drawn), each optional. Found by its value and marked, not by its place: the
 * editor draws a list's items only as they come into view and adds fields above as the form
 * scrolls, so a position moves (a fast run typed the call phone's new number into the second
 * phone's box, issue 56). Every pane scrolls as `scrollTo` scrolls them.
 */
export async function fieldWithValue(
  page: Page,
  value: string,
  { lang, name, within }: { lang?: string; name?: string; within?: Locator } = {},
): Promise<Locator> {
  const scope = within ?? page;
  let fields = scope.locator(lang ? `textarea[lang="${lang}"], input[lang="${lang}"]` : "textarea, input");
  if (name) fields = fields.and(scope.getByRole("textbox", { name, exact: true }));
  const mark = `field-${Math.random().toString(36).slice(2)}`;
  const find = () =>
    fields.evaluateAll(
      (inputs, [wanted, found]) => {
        const input = inputs.find((each) => (each as HTMLInputElement).value === wanted);
        input?.setAttribute("data-found", found as string);
        return Boolean(input);
      },
      [value, mark],
    );
  if (within) {
    await (await scrollTo(page, within)).evaluate((list) => list.scrollIntoView({ block: "start" }));
    await nextFrames(page);
  }
  for (let step = 0; step < 80 && !(await find()); step++) await scrollEveryPane(page);
  const field = page.locator(`[data-found="${mark}"]`);
  await field.scrollIntoViewIfNeeded();
  return field;
}

/** Opens an entry of the editor's list `list` ("Facts", "Words") by its label. */
export async function openEntry(page: Page, list: string, label: string) {
  // After a save the editor goes back to the list by itself, taking the button with it (a click
  // on it then waits in vain, a second an entry, a fifth of the every-entry test); an entry it
  // keeps open (a refused save) is left by the button.
  const cancel = page.getByRole("button", { name: "Cancel Editing" });
  if (await cancel.isVisible()) {
    await cancel
      .waitFor({ state: "detached", timeout: 1_000 })
      .catch(() => cancel.click({ timeout: 1_000 }))
      .catch(() => {});
  }
  const listItem = page.getByRole("treeitem", { name: new RegExp(`^${list}\\b(?!:)`) });
  // A words page behind English says so after its label (scripts/editor/translations-script.ts).
  const row = page.getByRole("row", {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: ⚠ Behind English in .*)?$`),
  });
  // Back on the list it saved from, the editor shows that list's rows: choosing the list again only
  // draws them again (a third of a second an entry, on half the entries of the every-entry test).
  if ((await listItem.getAttribute("aria-selected")) !== "true" || !(await row.isVisible())) await listItem.click();
  // A long list draws its rows as they scroll into view (of the 27 cities, the last few are not
  // there at first): one further down is reached by bringing the last drawn row into view. The
  // list being swapped for the one just chosen can take that row away mid-scroll: look again.
  const rows = page.getByRole("grid", { name: "Files" }).getByRole("row");
  for (let step = 0; step < 20 && !(await row.isVisible()); step++) {
    await rows
      .last()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => {});
    await nextFrames(page);
  }
  await row.click();
}

/** Opens the editor at `url` in local mode on the folder the stand-in dialog hands it (`pickFolder`). */
export async function openEditor(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole("button", { name: /Work with Local Repository/ }).click();
  // Reading the whole repository through the stand-in dialog takes a while on a busy machine.
  await expect(page.getByRole("treeitem", { name: /^Facts/ })).toBeVisible({ timeout: 90_000 });
}

/**
 * Serves `<root>/build/client` (a rebuilt copy) on a free port, with the files the rebuild does not
 * make borrowed from the tested build, and opens it for `visit` in a tab of its own beside the
 * editor's, as the owner would look at the published site; fails on the tab's console errors as
 * `page` does. The editor's page is left as it is: navigating it away could be refused while the
 * editor still counts an edit as unsaved (a cut-off `page.goto`, net::ERR_ABORTED, 27 November 2026).
 */
export async function withRebuiltSite(
  editor: Page,
  root: string,
  visit: (visitor: Page, origin: string) => Promise<void>,
) {
  borrowMissingFiles(testedBuild, join(root, "build", "client"));
  const server = createSiteServer(join(root, "build", "client"));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const visitor = await editor.context().newPage();
  const consoleErrors = watchForErrors(visitor);
  try {
    await visit(visitor, `http://localhost:${(server.address() as AddressInfo).port}`);
  } finally {
    await visitor.close();
    server.close();
  }
  expect(consoleErrors(), "console errors on the rebuilt site").toEqual([]);
}

/**
 * The browser tests' `test` (tests/e2e/fixtures.ts) with an `owner`: a copy of the repository for the owner's editor to
 * work on (hand it to `pickFolder`), gone after the test, and the editor's address. The editor is
 * started once per worker (`npm run edit` writes it from the content, about 4 s) and serves every
 * owner test of the worker: it is the same for every copy, which the folder dialog chooses. An
 * owner's task rebuilds the site, so it gets fifteen minutes, each step half a minute, and a page
 * load two (the editor is a 2 MB script: on a busy 2-core machine its first load alone can take
 * most of a minute).
 */
export const test = browserTest.extend<{ owner: { copy: string; editorUrl: string } }, { editorUrl: string }>({
  editorUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const editor = await startEditor();
      try {
        await use(editor.url);
      } finally {
        editor.stop();
      }
    },
    { scope: "worker" },
  ],
  owner: async ({ page, editorUrl }, use, testInfo) => {
    testInfo.setTimeout(900_000);
    page.context().setDefaultTimeout(30_000);
    page.context().setDefaultNavigationTimeout(120_000);
    const copy = copyOfRepository(repository);
    try {
      await use({ copy, editorUrl });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  },
});
