/**
 * The owner's pictures and certificates:
 *
 * - a certificate's real PDF replaces its sample: uploaded in the certificate's PDF field (its
 *   thumbnail drawn in the editor), saved; after the rebuild and the drawing step
 *   (`drawAssets`), the card, its preview, its link, the brochure and the launch check follow in
 *   English, Telugu and Hindi, and no SAMPLE mark is left on it;
 * - a JPEG joins the gallery as a photograph: uploaded in the gallery's picture field (its preview
 *   shown from a `blob:` address, which the editor's policy allows), its caption added in the three
 *   languages; the rebuilt gallery (Vite's image step makes its AVIF and WebP sizes) shows it with
 *   AVIF and WebP sources and calls itself a photo gallery in every language.
 *
 * The PDF is then replaced as an owner replaces one (issue 51): by the same PDF under a new name,
 * then by another scan under the first name. Each save writes the new name, the site shows the last
 * file, and the files it replaced are not published.
 *
 * A gallery picture is replaced as the certificate is: the first picture's Replace (the first of
 * the form, so found by place as the certificate's is), a phone's JPEG named as the phone names it,
 * then another under a new name. The rebuilt gallery shows the last; the first upload is not published.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { Document, Page as PdfPage, renderToBuffer, Text } from "@react-pdf/renderer";
import { createElement as h } from "react";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { certificateFileState } from "../../../app/content/certificate-files";
import { certificateFileName } from "../../../app/content/picture-files";
import { openEntry, type RebuiltSiteCheck, scrollTo } from "../editor-session";
import { expect } from "../fixtures";

const languages = [
  { code: "en", prefix: "" },
  { code: "te", prefix: "/te" },
  { code: "hi", prefix: "/hi" },
] as const;

const readJson = (root: string, path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));

/** A small real PDF, as a scanner would give the owner (a file name with spaces and capitals); `scan` tells two scans apart. */
async function scannedCertificate(scan = "test scan"): Promise<Buffer> {
  return renderToBuffer(
    h(
      Document,
      { title: "GST registration certificate" },
      h(
        PdfPage,
        { size: "A4" },
        h(Text, null, `Government of India · Form GST REG-06 · Registration Certificate (${scan})`),
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

/**
 * Saves the entry. The caller then waits for the files on disk to say what was saved: the editor's
 * "Entry saved" notice cannot tell this save from an earlier one (a second save while the first's
 * notice shows may not add a notice of its own), and on a quick machine it can come and go
 * between two looks (both seen in CI on 28 November 2026).
 */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

/** The names the editor saves the scanner's and the phone's files under: small ASCII letters, digits, hyphens and underscores. */
const savedPdf = "scan_uam-2017.pdf";
const savedPhoto = "img_20261120_123456-1.jpg";

/** The files in the rebuilt site's `folder` (`certificates`, `assets`) whose names start with one of `stems`. */
function published(copy: string, folder: string, stems: readonly string[]): string[] {
  const path = join(copy, "build", "client", folder);
  if (!existsSync(path)) return [];
  return readdirSync(path).filter((name) => stems.some((stem) => name.startsWith(stem)));
}

/** Replaces the first certificate's sample with a real PDF in the open editor; returns what the rebuilt site must show. */
export async function replaceSampleCertificate(page: Page, copy: string): Promise<RebuiltSiteCheck> {
  const facts = () =>
    readJson(copy, "app/content/facts/certifications.json").certifications as Array<{ id: string; file: string }>;
  const [first, ...others] = facts();
  if (!first) throw new Error("no certificate in Facts › Certificates");
  // The others still samples in this copy (the owner may have uploaded some already: issue 51).
  const samples = others.filter((other) => certificateFileState(certificateFileName(other.file), copy) !== "real");
  const pdf = await scannedCertificate();

  await openEntry(page, "Facts", "Certificates");
  // The first certificate's PDF field: its file name, then Replace.
  await upload(page, page.getByRole("button", { name: "Replace" }).first(), {
    // As a scanner names it (issue 51): capitals, an underscore and a space.
    name: "Scan_UAM 2017.pdf",
    buffer: pdf,
  });
  await save(page);
  await expect.poll(() => facts()[0]?.file).toBe(savedPdf);
  expect(readFileSync(join(copy, "public/certificates", savedPdf)).equals(pdf)).toBe(true);
  expect(facts().slice(1)).toEqual(others);

  // Replaced by the same PDF under a new name: the editor uploads it under that name, and does
  // not keep the old one for its content (issue 51: Save stayed grey, the field kept "/scan_uam_2017.pdf").
  await openEntry(page, "Facts", "Certificates");
  await upload(page, page.getByRole("button", { name: "Replace" }).first(), {
    name: "UAM certificate.pdf",
    buffer: pdf,
  });
  await save(page);
  await expect.poll(() => facts()[0]?.file).toBe("uam-certificate.pdf");
  expect(readFileSync(join(copy, "public/certificates/uam-certificate.pdf")).equals(pdf)).toBe(true);
  // Then by another scan under the first name: saved beside the first file, which it does not overwrite.
  const rescan = await scannedCertificate("second scan");
  await openEntry(page, "Facts", "Certificates");
  await upload(page, page.getByRole("button", { name: "Replace" }).first(), {
    name: "Scan_UAM 2017.pdf",
    buffer: rescan,
  });
  await save(page);
  await expect.poll(() => facts()[0]?.file).not.toBe("uam-certificate.pdf");
  const finalPdf = facts()[0]?.file as string;
  expect(finalPdf).toMatch(/^scan_uam-2017-\d+\.pdf$/);
  expect(readFileSync(join(copy, "public/certificates", finalPdf)).equals(rescan)).toBe(true);
  expect(readFileSync(join(copy, "public/certificates", savedPdf)).equals(pdf)).toBe(true);
  expect(facts().slice(1)).toEqual(others);

  // The launch check no longer lists it, and still lists the others.
  const launch = spawnSync("node", ["scripts/check-launch.ts"], { cwd: copy, encoding: "utf8" });
  expect(launch.stderr).not.toContain(`“${first.id}”`);
  for (const other of samples) expect(launch.stderr).toContain(`“${other.id}”`);

  // The rebuilt site, once the drawing step (`drawAssets`) has drawn the card's preview and the brochures.
  return async (visitor, origin) => {
    // The two files the last one replaced are not published: only the one in use is.
    expect(published(copy, "certificates", ["scan_uam", "uam-certificate"])).toEqual([finalPdf]);
    for (const { code, prefix } of languages) {
      const words = readJson(copy, `app/content/words/${code}/certification.json`);
      const sampleWord = (words.certificationWords.samplePreviewAlt as string).split(",")[0] as string;
      const title = words.certifications.find((entry: { id: string }) => entry.id === first.id).title;
      await visitor.goto(`${origin}${prefix}/certification/`);
      const card = visitor.getByRole("article", { name: title });
      // The link opens and saves the real PDF.
      const view = card.getByRole("link", { name: new RegExp(`${title.replace(/[()]/g, "\\$&")}`) }).first();
      await expect(view).toHaveAttribute("href", `/certificates/${finalPdf}`);
      const served = await visitor.request.get(`${origin}/certificates/${finalPdf}`);
      expect(Buffer.from(await served.body()).equals(rescan), `${code}: the last uploaded PDF is served`).toBe(true);
      // A real certificate is never shown as the drawing of its details (decision 030): without a
      // picture of its own, its card shows a plain document, no image; the others still samples say so.
      await expect(card.getByRole("img")).toHaveCount(0);
      const otherCards = visitor.getByRole("article").filter({ hasNot: visitor.getByRole("heading", { name: title }) });
      await expect(otherCards).toHaveCount(others.length);
      const alts = await otherCards.getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
      expect(
        alts.filter((alt) => alt?.includes(sampleWord)),
        `${code}: the other certificates still samples show their drawing as one`,
      ).toHaveLength(samples.length);

      // The brochure links the real PDF, and marks only the other samples SAMPLE.
      const brochure = await visitor.request.get(`${origin}/downloads${prefix}/brochure.pdf`);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await brochure.body())), {
        mergePages: true,
      });
      const flat = text.replace(/\s+/g, "");
      expect(flat, `${code} brochure`).toContain(`${new URL(`/certificates/${finalPdf}`, "https://x").pathname}`);
      if (code === "en") expect(flat.split("·SAMPLE").length - 1).toBe(samples.length);
    }
  };
}

type GalleryFact = { id: string; kind: "photo" | "drawing"; image: { src: string } };
const photoId = "family-move-kondapur";

/** The new photograph's caption and description, as the owner writes them in each language. */
const captions = [
  {
    code: "en",
    prefix: "",
    label: "English",
    caption: "A family's move from Kondapur: our crew loads the packed cartons into the truck.",
    alt: "Photograph of our truck outside a home in Kondapur on moving day",
  },
  {
    code: "te",
    prefix: "/te",
    label: "Telugu",
    caption: "కొండాపూర్ నుంచి ఒక కుటుంబం షిఫ్టింగ్: ప్యాక్ చేసిన కార్టన్లను మా సిబ్బంది ట్రక్‌లో లోడ్ చేస్తున్నారు.",
    alt: "షిఫ్టింగ్ రోజున కొండాపూర్‌లో ఒక ఇంటి ముందు మా ట్రక్ ఫోటో",
  },
  {
    code: "hi",
    prefix: "/hi",
    label: "Hindi",
    caption: "कोंडापुर से एक परिवार की शिफ़्टिंग: हमारी टीम पैक किए गए कार्टन ट्रक में लोड कर रही है।",
    alt: "शिफ़्टिंग के दिन कोंडापुर में एक घर के बाहर खड़े हमारे ट्रक की फ़ोटो",
  },
] as const;

/** A photograph from the owner's phone, as JPEG: a sky over a road, so it is no flat colour. */
async function phonePhoto(truck = "#1f5f8b"): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#7cb7e8"/><stop offset="1" stop-color="#f2d9a6"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#s)"/><rect y="760" width="1600" height="440" fill="#6b6f73"/><rect x="420" y="520" width="760" height="320" rx="24" fill="${truck}"/></svg>`;
  return sharp(Buffer.from(scene)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The text field `name` (of the language `lang`, if given) that is still empty: the new item's,
 * scrolled into view. Not the list's last such field: the editor draws a list's items as they
 * scroll into view, so the last one drawn can be the item before the new one, which would then
 * take the new one's words and leave the new one empty (a refused save, 28 November 2026).
 * Not `fieldWithValue(…, "")` either: that scrolls a fixed number of steps for a field already in
 * the form, where this waits for the item the editor is still adding (tried: it missed it).
 */
async function emptyField(page: Page, name: string, lang?: string): Promise<Locator> {
  const named = page.getByRole("textbox", { name, exact: true });
  const fields = lang ? page.locator(`input[lang="${lang}"], textarea[lang="${lang}"]`).and(named) : named;
  const mark = `empty-${Math.random().toString(36).slice(2)}`;
  await expect
    .poll(
      async () => {
        const found = await fields.evaluateAll((inputs, mark) => {
          const empty = inputs.find((input) => (input as HTMLInputElement).value === "");
          empty?.setAttribute("data-empty", mark);
          return Boolean(empty);
        }, mark);
        if (!found) await page.mouse.wheel(0, 400);
        return found;
      },
      // The editor adds the item after the upload is read: seconds on a busy machine (a run with
      // three workers missed it in five).
      { message: `an empty “${name}” field`, intervals: [100], timeout: 20_000 },
    )
    .toBe(true);
  const field = page.locator(`[data-empty="${mark}"]`);
  await field.scrollIntoViewIfNeeded();
  return field;
}

/** Adds a photograph to the gallery, captioned in three languages, in the open editor; returns what the rebuilt site must show. */
export async function addGalleryPhoto(page: Page, copy: string): Promise<RebuiltSiteCheck> {
  const galleryFacts = () => readJson(copy, "app/content/facts/gallery.json").gallery as GalleryFact[];
  const before = galleryFacts();
  const photo = await phonePhoto();

  // 1. The picture: added at the end of Facts › The gallery's pictures, uploaded, a photograph.
  await openEntry(page, "Facts", "The gallery's pictures");
  await (await scrollTo(page, page.getByRole("button", { name: /^Add\W+picture\W*$/ }))).click();
  const browse = page.getByRole("button", { name: "Browse" });
  // As a phone names it (issue 51): capitals, underscores, a space and brackets.
  await upload(page, browse, { name: "IMG_20261120_123456 (1).JPG", buffer: photo });
  // The field shows the picture itself, from a blob: address.
  const fieldPreview = page.locator('img[src^="blob:"]').last();
  await expect(fieldPreview).toBeVisible();
  await expect.poll(() => fieldPreview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await (await emptyField(page, "Id")).fill(photoId);
  await page.getByRole("radio", { name: "photo", exact: true }).last().check();
  await save(page);
  await expect.poll(() => galleryFacts().length).toBe(before.length + 1);
  expect(galleryFacts().slice(0, -1)).toEqual(before);
  const added = galleryFacts().at(-1);
  expect(added).toMatchObject({ id: photoId, kind: "photo" });
  // Uploaded where the build's image step reads photographs.
  const uploaded = join(copy, "app/assets/images", savedPhoto);
  expect(readFileSync(uploaded).equals(photo)).toBe(true);
  expect(added?.image.src).toMatch(new RegExp(`(^|/)${savedPhoto.replace(".", "\\.")}$`));

  // 2. Its caption and what it shows, in English, Telugu and Hindi, under the same id.
  await openEntry(page, "Words", "Gallery");
  for (const { code, label, caption, alt } of captions) {
    await page.getByRole("radio", { name: label, exact: true }).first().click();
    await page.mouse.move(300, 500);
    // The list keeps one item per picture in each language: a new one is added in each, unless
    // the editor has added it there already. Its end is drawn once the add button is in view.
    const add = await scrollTo(page, page.getByRole("button", { name: /^Add\W+picture\W*$/ }));
    const ids = page.locator(`input[lang="${code}"]`).and(page.getByRole("textbox", { name: "Id", exact: true }));
    const values = await ids.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    if (!values.includes("")) await add.click();
    await (await emptyField(page, "Id", code)).fill(photoId);
    await (await emptyField(page, "What the picture shows", code)).fill(alt);
    await (await emptyField(page, "Caption", code)).fill(caption);
  }
  await save(page);
  for (const { code, caption, alt } of captions) {
    await expect
      .poll(() => readJson(copy, `app/content/words/${code}/gallery.json`).gallery.at(-1), {
        message: code,
        timeout: 30_000,
      })
      .toEqual({ id: photoId, image: { alt }, caption });
  }

  // The rebuilt gallery: the build's image step has made the photograph's AVIF and WebP sizes.
  return async (visitor, origin) => {
    // The upload in use is made into sizes and published.
    expect(published(copy, "assets", [savedPhoto.replace(/\.jpg$/, "")]).length).toBeGreaterThan(0);
    for (const { code, prefix, caption, alt } of captions) {
      const galleryWords = readJson(copy, `app/content/words/${code}/gallery.json`);
      // The key's name is changing from "copy" to "words" (issue 33).
      const pageWords = galleryWords.galleryPageWords ?? galleryWords.galleryPageCopy;
      await visitor.goto(`${origin}${prefix}/gallery/`);
      // With a photograph in it, the visitor calls itself a photo gallery.
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(pageWords.withPhotos.heading);
      await expect(visitor).toHaveTitle(new RegExp(`^${pageWords.withPhotos.title.split("|")[0].trim()}`));
      const figure = visitor.getByRole("figure").filter({ hasText: caption });
      await expect(figure).toHaveCount(1);
      const picture = figure.getByRole("img", { name: alt });
      await expect(picture).toBeVisible();
      for (const type of ["image/avif", "image/webp"]) {
        const srcset = await figure.locator(`picture source[type="${type}"]`).getAttribute("srcset");
        expect(srcset, `${code}: a ${type} source`).toMatch(/\S+ \d+w/);
        const first = srcset?.split(",")[0]?.trim().split(" ")[0] ?? "";
        const served = await visitor.request.get(`${origin}${first}`);
        expect(served.status(), `${code}: ${first}`).toBe(200);
        expect(served.headers()["content-type"]).toBe(type);
      }
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  };
}

/** The new name the owner gives the replacing photograph the second time, and the name it is saved under. */
const renamedPhoto = { upload: "Kondapur move.jpg", saved: "kondapur-move.jpg" };

/** Replaces the gallery's first picture with a phone's photograph, then with another under a new name; returns what the rebuilt site must show. */
export async function replaceGalleryPicture(page: Page, copy: string): Promise<RebuiltSiteCheck> {
  const galleryFacts = () => readJson(copy, "app/content/facts/gallery.json").gallery as GalleryFact[];
  const [first, ...others] = galleryFacts();
  if (!first) throw new Error("no picture in Facts › The gallery's pictures");
  const firstPhoto = await phonePhoto("#8b3a1f");
  const secondPhoto = await phonePhoto("#2f7d32");

  // 1. Replaced by a phone's JPEG, named as the phone names it, and marked a photograph.
  await openEntry(page, "Facts", "The gallery's pictures");
  await upload(page, page.getByRole("button", { name: "Replace" }).first(), {
    name: "IMG_20261120_123456 (1).JPG",
    buffer: firstPhoto,
  });
  await page.getByRole("radio", { name: "photo", exact: true }).first().check();
  await save(page);
  await expect.poll(() => galleryFacts()[0]?.image.src).not.toBe(first.image.src);
  // Saved under the name made safe (with a number after it where an earlier upload has that name).
  const firstUpload = galleryFacts()[0]?.image.src.split("/").pop() as string;
  expect(firstUpload).toMatch(/^img_20261120_123456-1(-\d+)?\.jpg$/);
  expect(readFileSync(join(copy, "app/assets/images", firstUpload)).equals(firstPhoto)).toBe(true);
  expect(galleryFacts()[0]).toMatchObject({ id: first.id, kind: "photo" });

  // 2. Replaced again, by another photograph under a new name.
  await openEntry(page, "Facts", "The gallery's pictures");
  await upload(page, page.getByRole("button", { name: "Replace" }).first(), {
    name: renamedPhoto.upload,
    buffer: secondPhoto,
  });
  await save(page);
  await expect.poll(() => galleryFacts()[0]?.image.src.split("/").pop()).toBe(renamedPhoto.saved);
  expect(readFileSync(join(copy, "app/assets/images", renamedPhoto.saved)).equals(secondPhoto)).toBe(true);
  expect(galleryFacts()[0]).toMatchObject({ id: first.id, kind: "photo" });
  expect(galleryFacts().slice(1, others.length + 1)).toEqual(others);

  // The rebuilt gallery shows the last photograph in its place; the first upload is not published.
  return async (visitor, origin) => {
    expect(published(copy, "assets", [firstUpload.replace(/\.jpg$/, "")])).toEqual([]);
    expect(published(copy, "assets", [renamedPhoto.saved.replace(/\.jpg$/, "")]).length).toBeGreaterThan(0);
    for (const { code, prefix } of languages) {
      const words = readJson(copy, `app/content/words/${code}/gallery.json`).gallery as Array<{
        id: string;
        caption: string;
        image: { alt: string };
      }>;
      const shown = words.find((item) => item.id === first.id);
      if (!shown) throw new Error(`${code}: no words for the gallery's first picture`);
      await visitor.goto(`${origin}${prefix}/gallery/`);
      const figure = visitor.getByRole("figure").filter({ hasText: shown.caption });
      await expect(figure).toHaveCount(1);
      const srcset = await figure.locator('picture source[type="image/webp"]').getAttribute("srcset");
      expect(srcset, `${code}: the gallery's first picture is the last upload`).toContain("kondapur-move");
      const firstSource = srcset?.split(",")[0]?.trim().split(" ")[0] ?? "";
      expect((await visitor.request.get(`${origin}${firstSource}`)).status()).toBe(200);
      await expect(figure.getByRole("img", { name: shown.image.alt })).toBeVisible();
    }
  };
}
