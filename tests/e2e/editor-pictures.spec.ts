/**
 * The owner's pictures and certificates, in the real web editor in its local mode, offline, on a
 * copy of this repository (tests/e2e/editor-session.ts; only the folder dialog is stood in for):
 *
 * - a certificate's real PDF replaces its sample: uploaded in the certificate's PDF field (its
 *   thumbnail drawn in the editor), saved, rebuilt; the card, its preview, its link, the brochure
 *   and the launch check follow in English, Telugu and Hindi, and no SAMPLE mark is left on it;
 * - a JPEG joins the gallery as a photograph: uploaded in the gallery's picture field (its preview
 *   shown from a `blob:` address, which the editor's policy allows), its caption added in the three
 *   languages, rebuilt; the gallery shows it with AVIF and WebP sources and calls itself a photo
 *   gallery in every language.
 *
 * Each rebuild runs only what the change needs: the pages (`build`, where Vite's image step makes
 * a photograph's AVIF and WebP sizes) and, for the certificate, the drawing step that draws its
 * preview and the brochure (scripts/build-assets.ts, which redraws only what changed).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { Document, Page as PdfPage, renderToBuffer, Text } from "@react-pdf/renderer";
import { createElement as h } from "react";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { copyOfRepository, pickFolder } from "../support/folder-picker.ts";
import { build, openEditor, openEntry, repository, scrollTo, startEditor, withRebuiltSite } from "./editor-session";
import { expect, test } from "./fixtures";

const languages = [
  { code: "en", prefix: "" },
  { code: "te", prefix: "/te" },
  { code: "hi", prefix: "/hi" },
] as const;

const readJson = (root: string, path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));

/** A small real PDF, as a scanner would give the owner (a file name with spaces and capitals). */
async function scannedCertificate(): Promise<Buffer> {
  return renderToBuffer(
    h(
      Document,
      { title: "GST registration certificate" },
      h(
        PdfPage,
        { size: "A4" },
        h(Text, null, "Government of India · Form GST REG-06 · Registration Certificate (test scan)"),
      ),
    ),
  );
}

/**
 * Uploads `file` through the upload field whose "Replace" or "Select" button is `button`, in the
 * editor's file dialog, and waits for the dialog's tile of it to show its thumbnail (a `blob:` picture).
 */
async function upload(page: Page, button: ReturnType<Page["getByRole"]>, file: { name: string; buffer: Buffer }) {
  await (await scrollTo(page, button)).click();
  const dialog = page.getByRole("dialog", { name: /^Select (File|Image)$/ });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles({ ...file, mimeType: file.name.endsWith(".pdf") ? "application/pdf" : "image/jpeg" });
  // The thumbnail is drawn in the page from the file itself: a blob: address, allowed by the editor's policy.
  const thumbnail = dialog.locator('img[src^="blob:"]').first();
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog).toBeHidden();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeAttached();
}

test("the owner replaces a sample certificate with its real PDF in the editor, and the rebuilt site shows the real one everywhere, in every language", {
  tag: "@desktop",
}, async ({ page, request }) => {
  test.setTimeout(900_000);
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(120_000);
  const copy = copyOfRepository(repository);
  const editor = await startEditor();
  try {
    const facts = () =>
      readJson(copy, "app/content/facts/certifications.json").certifications as Array<{ id: string; file: string }>;
    const [gst, ...others] = facts();
    expect(gst?.id).toBe("gst-registration");
    const pdf = await scannedCertificate();

    await pickFolder(page, copy);
    await openEditor(page, editor.url);
    await openEntry(page, "Facts", "Certificates");
    // The first certificate's PDF field: its file name, then Replace.
    await upload(page, page.getByRole("button", { name: "Replace" }).first(), {
      name: "GST Certificate 2021.pdf",
      buffer: pdf,
    });
    await save(page);
    await expect.poll(() => facts()[0]?.file).toBe("gst-certificate-2021.pdf");
    expect(readFileSync(join(copy, "public/certificates/gst-certificate-2021.pdf")).equals(pdf)).toBe(true);
    expect(facts().slice(1)).toEqual(others);

    // The launch check no longer lists it, and still lists the others.
    const launch = spawnSync("node", ["scripts/check-launch.ts"], { cwd: copy, encoding: "utf8" });
    expect(launch.stderr).not.toContain("“gst-registration”");
    for (const other of others) expect(launch.stderr).toContain(`“${other.id}”`);

    const built = build(copy, "build");
    expect(built.status, built.output.slice(-3000)).toBe(0);
    // The drawing step: the card's preview and the brochures (only what changed is drawn again).
    const drawn = spawnSync("node", ["scripts/build-assets.ts"], { cwd: copy, encoding: "utf8", timeout: 600_000 });
    expect(drawn.status, `${drawn.stdout}${drawn.stderr}`.slice(-3000)).toBe(0);

    await withRebuiltSite(copy, async (origin) => {
      for (const { code, prefix } of languages) {
        const words = readJson(copy, `app/content/words/${code}/certification.json`);
        const sampleWord = (words.certificationWords.samplePreviewAlt as string).split(",")[0] as string;
        const title = words.certifications.find((entry: { id: string }) => entry.id === "gst-registration").title;
        await page.goto(`${origin}${prefix}/certification/`);
        const card = page.getByRole("article", { name: title });
        // The link opens and saves the real PDF.
        const view = card.getByRole("link", { name: new RegExp(`${title.replace(/[()]/g, "\\$&")}`) }).first();
        await expect(view).toHaveAttribute("href", "/certificates/gst-certificate-2021.pdf");
        const served = await request.get(`${origin}/certificates/gst-certificate-2021.pdf`);
        expect(Buffer.from(await served.body()).equals(pdf), `${code}: the uploaded PDF is served`).toBe(true);
        // Its preview says what it is, with no word of a sample; the others still say "sample".
        const preview = card.getByRole("img");
        await expect(preview).toHaveAttribute("alt", /.+/);
        expect(await preview.getAttribute("alt")).not.toContain(sampleWord);
        const otherCards = page.getByRole("article").filter({ hasNot: page.getByRole("heading", { name: title }) });
        await expect(otherCards).toHaveCount(others.length);
        for (const alt of await otherCards
          .getByRole("img")
          .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt"))))
          expect(alt, `${code}: the other certificates are still samples`).toContain(sampleWord);
        // The preview picture has no SAMPLE stamp.
        const drawing = await request.get(`${origin}${await preview.getAttribute("src")}`);
        expect(drawing.ok()).toBe(true);
        expect(await drawing.text()).not.toContain(">SAMPLE<");

        // The brochure links the real PDF, and marks only the other three SAMPLE.
        const brochure = await request.get(`${origin}/downloads${prefix}/brochure.pdf`);
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(await brochure.body())), {
          mergePages: true,
        });
        const flat = text.replace(/\s+/g, "");
        expect(flat, `${code} brochure`).toContain(
          `${new URL("/certificates/gst-certificate-2021.pdf", "https://x").pathname}`,
        );
        if (code === "en") expect(flat.split("·SAMPLE").length - 1).toBe(others.length);
      }
    });
  } finally {
    editor.stop();
    rmSync(copy, { recursive: true, force: true });
  }
});

/** A photograph from the owner's phone, as JPEG: a sky over a road, so it is no flat colour. */
async function phonePhoto(): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#7cb7e8"/><stop offset="1" stop-color="#f2d9a6"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#s)"/><rect y="760" width="1600" height="440" fill="#6b6f73"/><rect x="420" y="520" width="760" height="320" rx="24" fill="#1f5f8b"/></svg>`;
  return sharp(Buffer.from(scene)).jpeg({ quality: 85 }).toBuffer();
}

test("the owner adds a photograph to the gallery in the editor, and the rebuilt gallery shows it with AVIF and WebP in every language", {
  tag: "@desktop",
}, async ({ page }) => {
  test.setTimeout(900_000);
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(120_000);
  const copy = copyOfRepository(repository);
  const editor = await startEditor();
  try {
    await pickFolder(page, copy);
    await openEditor(page, editor.url);
    await openEntry(page, "Facts", "The gallery's pictures");
    await page.waitForTimeout(2000);
    await page.screenshot({ path: "/tmp/pics-explore/gal1.png" });
    await openEntry(page, "Words", "Gallery");
    await page.waitForTimeout(2000);
    await page.screenshot({ path: "/tmp/pics-explore/gal2.png" });
    await phonePhoto();
  } finally {
    editor.stop();
    rmSync(copy, { recursive: true, force: true });
  }
});
