/**
 * Everything the build draws from the content: icons and manifest, share images, the brochure,
 * sample certificate PDFs and certificate previews, the pages left at moved addresses, the sitemap,
 * robots.txt and the search indexes. Written into the built site's folder; a file
 * the owner has put in public/ (a real certificate PDF) is never overwritten.
 */

import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { documentSlugs } from "../../app/content/claims-schema.ts";
import {
  claimsContentFor,
  content,
  contentFor,
  documentWords,
  documentWordsFor,
  estimateContentFor,
} from "../../app/content/content.server.ts";
import { languages } from "../../app/content/languages.ts";
import { filePaths } from "../../app/lib/file-paths.ts";
import { crawlerFiles } from "../../app/lib/paths.ts";
import { certificatePreview } from "./art/certificate-preview.ts";
import { renderBrochure } from "./brochure.ts";
import { renderSampleCertificate } from "./certificates.ts";
import { renderCrawlerFiles } from "./crawler-files.ts";
import { fontFaces } from "./fonts.ts";
import { renderIcons } from "./icons.ts";
import { movedCityPages, movedPageHtml } from "./moved-pages.ts";
import { publicDir } from "./raster.ts";
import { renderSampleDocument, sampleDocumentInputs } from "./sample-documents.ts";
import { renderSocialImages } from "./social-images.ts";

const assetsScriptsDir = import.meta.dirname;
const cacheRoot = join(import.meta.dirname, "..", "..", "node_modules", ".cache", "site-assets");

function write(outDir: string, urlPath: string, data: Buffer | string): void {
  const file = join(outDir, urlPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** The certificate previews as SVG files, keyed by their content file name. */
export function certificatePreviews(): Map<string, string> {
  return new Map(
    content.certifications
      .filter((certificate) => certificate.preview.src.endsWith(".svg"))
      .map((certificate) => [certificate.preview.src, certificatePreview(certificate, content.company, documentWords)]),
  );
}

async function renderAll(outDir: string): Promise<string[]> {
  const written: string[] = [];
  const put = (urlPath: string, data: Buffer | string) => {
    write(outDir, urlPath, data);
    written.push(urlPath);
  };
  const step = async (name: string, run: () => Promise<void>) => {
    const started = performance.now();
    await run();
    if (process.env.ASSETS_TIMING) console.log(`  ${name}: ${Math.round(performance.now() - started)} ms`);
  };
  await step("icons", async () => {
    for (const [urlPath, data] of await renderIcons(content.company)) put(urlPath, data);
    for (const [file, svg] of certificatePreviews()) put(`/art/${file}`, svg);
  });
  await step("certificates", async () => {
    for (const certificate of content.certifications) {
      const urlPath = filePaths.certificate(certificate.file);
      // The real certificate, when the owner has added it, is copied by Vite from public/.
      if (existsSync(join(publicDir, urlPath))) continue;
      put(urlPath, await renderSampleCertificate(certificate, content.company, documentWords));
    }
  });
  // The files drawn from words, in every language: both renderers shape Telugu and Devanagari
  // (docs/decisions/018-files-per-language.md).
  for (const language of languages) {
    const languageContent = contentFor(language);
    const words = documentWordsFor(language);
    await step(`social images (${language})`, async () => {
      for (const [key, png] of await renderSocialImages(languageContent)) {
        put(crawlerFiles.socialImage(key, language), png);
      }
    });
    await step(`brochure (${language})`, async () =>
      put(filePaths.brochure(language), await renderBrochure(languageContent, words)),
    );
    await step(`sample documents (${language})`, async () => {
      const inputs = sampleDocumentInputs(
        languageContent,
        claimsContentFor(language),
        estimateContentFor(language),
        words,
      );
      for (const slug of documentSlugs) {
        put(filePaths.sampleDocument(slug, language), await renderSampleDocument(slug, inputs));
      }
    });
  }
  await step("moved-pages", async () => {
    for (const moved of movedCityPages(content.servedCities)) {
      put(`${moved.from}index.html`, movedPageHtml(moved, content.company.siteUrl, documentWords.language));
    }
  });
  return written;
}

/**
 * What the generated files depend on: the content and the documents' words, the drawings and fonts they embed, the
 * generator's own code, and which real certificates the owner has added.
 */
function inputsHash(): string {
  const hash = createHash("sha256");
  for (const language of languages) {
    const estimate = estimateContentFor(language);
    hash
      .update(JSON.stringify(contentFor(language)))
      .update(JSON.stringify(documentWordsFor(language)))
      .update(JSON.stringify(claimsContentFor(language)))
      .update(JSON.stringify(estimate.rates));
  }
  const files = [
    ...readdirSync(join(publicDir, "art")).map((file) => join(publicDir, "art", file)),
    ...readdirSync(assetsScriptsDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => join(assetsScriptsDir, file)),
    ...fontFaces.map((face) => face.file),
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  for (const certificate of content.certifications) {
    hash.update(String(existsSync(join(publicDir, filePaths.certificate(certificate.file)))));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Writes every generated file into `outDir` and returns their URL paths. The files are drawn
 * once per set of inputs and kept in node_modules/.cache/site-assets, so a build that changed
 * neither content nor drawings copies them in a moment.
 */
export async function generateAssets(outDir: string): Promise<string[]> {
  const cached = join(cacheRoot, inputsHash());
  const listFile = join(cached, "files.json");
  if (!existsSync(listFile)) {
    // Drawn into a private folder and renamed into place, so builds running side by side never see half a set.
    const drawing = `${cached}-${process.pid}`;
    rmSync(drawing, { recursive: true, force: true });
    const files = await renderAll(drawing);
    writeFileSync(join(drawing, "files.json"), JSON.stringify(files));
    try {
      renameSync(drawing, cached);
    } catch {
      rmSync(drawing, { recursive: true, force: true });
    }
  } else if (process.env.ASSETS_TIMING) {
    console.log(`  reused ${cached}`);
  }
  const files = JSON.parse(readFileSync(listFile, "utf8")) as string[];
  if (resolve(outDir) !== resolve(cached)) {
    for (const urlPath of files) {
      mkdirSync(dirname(join(outDir, urlPath)), { recursive: true });
      copyFileSync(join(cached, urlPath), join(outDir, urlPath));
    }
  }
  // Written on every build, not cached: the sitemap's pages are last modified on the day it is built.
  const textFiles = renderCrawlerFiles(new Date());
  for (const [urlPath, text] of textFiles) write(outDir, urlPath, text);
  return [...files, ...textFiles.keys()];
}
