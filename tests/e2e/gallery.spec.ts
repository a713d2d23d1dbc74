import type { Page } from "@playwright/test";
import { content } from "../../app/content/content.server";
import { pagePath } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const { gallery, galleryWords, pages } = content;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const thumbnails = (page: Page) =>
  page.getByRole("main").getByRole("link", { name: new RegExp(`${escapeRegExp(galleryWords.viewLarger)}$`) });
const dialog = (page: Page) => page.getByRole("dialog");

async function openGallery(page: Page) {
  await page.goto(pagePath("gallery"));
  await waitForHydration(page);
}

test("shows every picture with its caption, drawings labelled, each linking to the picture file", async ({
  page,
  request,
}) => {
  await openGallery(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.gallery.heading);
  expect(gallery.length).toBeGreaterThanOrEqual(9);
  await expect(thumbnails(page)).toHaveCount(gallery.length);
  const figures = page.getByRole("main").getByRole("figure");
  for (const [index, item] of gallery.entries()) {
    const figure = figures.nth(index);
    await expect(figure.getByRole("img", { name: item.image.alt })).toBeAttached();
    await expect(figure).toContainText(item.caption);
    // A drawing says so where it is shown; the heading says "photo" only when there is one.
    if (item.kind === "drawing") await expect(figure.getByText(galleryWords.drawing)).toBeVisible();
    // The link opens the picture's own file (its largest size, for a photograph).
    const href = (await thumbnails(page).nth(index).getAttribute("href")) ?? "";
    expect(href, item.image.src).toContain(item.image.src.replace(/\.\w+$/, ""));
    const file = await request.get(href);
    expect(file.status(), item.image.src).toBe(200);
    expect(file.headers()["content-type"], item.image.src).toMatch(/^image\//);
  }
});

// The dialog's layout differs by width, so it is scanned by axe at both.
test("a picture opens larger in a dialog that passes axe and Escape closes, returning focus", { tag: "@both" }, async ({
  page,
}) => {
  await openGallery(page);
  const first = gallery[0];
  const second = gallery[1];
  if (!first || !second) throw new Error("the gallery needs pictures");

  await thumbnails(page).first().click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName(new RegExp(first.caption.slice(0, 30)));
  await expect(dialog(page).getByRole("img", { name: first.image.alt })).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: galleryWords.close })).toBeFocused();
  await expect(page).toHaveURL(pagePath("gallery"));
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(thumbnails(page).first()).toBeFocused();

  // From the keyboard: Enter opens, the arrow keys and buttons step, Close closes.
  await thumbnails(page).nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toContainText(second.caption);
  await page.keyboard.press("ArrowRight");
  await expect(dialog(page)).toContainText(gallery[2]?.caption ?? "");
  await dialog(page).getByRole("button", { name: galleryWords.previous }).click();
  await dialog(page).getByRole("button", { name: galleryWords.previous }).click();
  await expect(dialog(page)).toContainText(first.caption);
  await dialog(page).getByRole("button", { name: galleryWords.previous }).click();
  await expect(dialog(page)).toContainText(gallery.at(-1)?.caption ?? "");
  await dialog(page).getByRole("button", { name: galleryWords.close }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(thumbnails(page).last()).toBeFocused();
});

test("the page behind the dialog is out of reach, and a click beside the picture closes it", async ({ page }) => {
  await openGallery(page);
  await thumbnails(page).first().click();
  // A modal dialog makes the page inert: Tab cycles through the dialog (and the browser's own
  // controls, which leave the document's focus on <body>), never onto the page behind.
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press("Tab");
    const inDialogOrBrowser = await dialog(page).evaluate(
      (element) => element.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(inDialogOrBrowser).toBe(true);
  }
  await page.mouse.click(2, 2);
  await expect(dialog(page)).toBeHidden();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a picture is a plain link to its file", async ({ page }) => {
    await page.goto(pagePath("gallery"));
    const href = await thumbnails(page).first().getAttribute("href");
    expect(href).toMatch(/\.(?:svg|avif|webp|jpe?g|png)$/);
    await thumbnails(page).first().click();
    await expect(page).toHaveURL(href ?? "");
  });
});
