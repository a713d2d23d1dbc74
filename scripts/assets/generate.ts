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
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { threadId } from "node:worker_threads";
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
import { uploadsOnDisk } from "../../app/content/unused-uploads.ts";
import { filePaths } from "../../app/lib/file-paths.ts";
import { crawlerFiles } from "../../app/lib/paths.ts";
import { certificatePreview } from "./art/certificate-preview.ts";
import { renderBrochure } from "./brochure.ts";
import { renderSampleCertificate } from "./certificates.ts";
import { renderCrawlerFiles } from "./crawler-files.ts";
import { fontFaces } from "./fonts.ts";
import { renderIcons } from "./icons.ts";
import { movedCityPages, movedPageHtml } from "./moved-pages.ts";
import { renderSampleDocument, sampleDocumentInputs } from "./sample-documents.ts";
import { renderSocialImage, socialCards } from "./social-images.ts";

const root = join(import.meta.dirname, "..", "..");
/** `$SITE_ASSETS_CACHE` lets the build benchmark start from an empty cache, as a fresh clone does. */
const cacheRoot = process.env.SITE_ASSETS_CACHE ?? join(root, "node_modules", ".cache", "site-assets");

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

/** Files one job draws, by URL path. */
type Drawn = Array<[urlPath: string, data: Buffer | string]>;

/**
 * One piece of the drawing: a share picture, a PDF, the icons. `inputs` is everything from the
 * content it is drawn from, so its key (with the code, fonts and pictures: `drawingsHash`) changes
 * exactly when the file would: a word changed on one page redraws that page's share picture only.
 */
export type AssetJob = { id: string; inputs: unknown; draw: () => Promise<Drawn> };

/** Every job, in the order the files were always written; the slowest (the PDFs) are started first by `drawInParallel`. */
export function assetJobs(): AssetJob[] {
  const jobs: AssetJob[] = [
    {
      id: "icons",
      inputs: { company: content.company, certifications: content.certifications, documentWords },
      draw: async () => [
        ...(await renderIcons(content.company)),
        ...[...certificatePreviews()].map(([file, svg]): [string, string] => [`/art/${file}`, svg]),
      ],
    },
  ];
  for (const certificate of content.certifications) {
    const urlPath = filePaths.certificate(certificate.file);
    // The real certificate, once the owner has uploaded it, is copied by Vite from public/certificates/.
    if (!certificate.sample) continue;
    jobs.push({
      id: `certificate ${certificate.file}`,
      inputs: { certificate, company: content.company, documentWords },
      draw: async () => [[urlPath, await renderSampleCertificate(certificate, content.company, documentWords)]],
    });
  }
  // The files drawn from words, in every language: both renderers shape Telugu and Devanagari
  // (docs/decisions/018-files-per-language.md).
  for (const language of languages) {
    const languageContent = contentFor(language);
    const words = documentWordsFor(language);
    for (const card of socialCards(languageContent)) {
      const { company } = languageContent;
      jobs.push({
        id: `social ${language} ${card.key}`,
        inputs: { card, phone: company.mainPhone.number, siteUrl: company.siteUrl },
        draw: async () => [
          [crawlerFiles.socialImage(card.key, language), await renderSocialImage(card, languageContent)],
        ],
      });
    }
    jobs.push({
      id: `brochure ${language}`,
      inputs: { languageContent, words },
      draw: async () => [[filePaths.brochure(language), await renderBrochure(languageContent, words)]],
    });
    const inputs = sampleDocumentInputs(
      languageContent,
      claimsContentFor(language),
      estimateContentFor(language),
      words,
    );
    for (const slug of documentSlugs) {
      jobs.push({
        id: `sample ${language} ${slug}`,
        inputs: { inputs, slug },
        draw: async () => [[filePaths.sampleDocument(slug, language), await renderSampleDocument(slug, inputs)]],
      });
    }
  }
  jobs.push({
    id: "moved-pages",
    inputs: { cities: content.servedCities, siteUrl: content.company.siteUrl, language: documentWords.language },
    draw: async () =>
      movedCityPages(content.servedCities).map((moved): [string, string] => [
        `${moved.from}index.html`,
        movedPageHtml(moved, content.company.siteUrl, documentWords.language),
      ]),
  });
  return jobs;
}

/** A module as Vite's module runner reports it (`/abs/path.ts`), or a file under the repository. */
const isContent = (file: string) => file.startsWith(join(root, "app", "content") + sep);

/**
 * What every drawing depends on besides its content: the code that draws it (`code`, the modules
 * the generator loads, the content's own modules aside: the content enters each job as its values),
 * the libraries (the lockfile), the fonts, and the drawings and photographs a job may embed.
 * Without `code` (the dev server), every module under app/ and scripts/assets/ but the content.
 */
export function drawingsHash(code?: readonly string[]): string {
  const underRepository = (folder: string, keep: (file: string) => boolean) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter(keep)
      .map((file) => join(root, folder, file));
  const sourceCode = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
  const modules = code
    ? code.filter((file) => file.startsWith(root + sep) && !file.includes(`${sep}node_modules${sep}`))
    : [...underRepository("app", sourceCode), ...underRepository("scripts/assets", sourceCode)];
  const files = [
    ...modules.filter((file) => !isContent(file)),
    join(root, "package-lock.json"),
    ...fontFaces.map((face) => face.file),
    ...underRepository("public/art", () => true),
    // Only the photographs the content names: an upload it no longer names draws nothing again (issue 51).
    ...uploadsOnDisk(root).used.map((file) => join(root, file)),
  ];
  const hash = createHash("sha256");
  for (const file of [...new Set(files)].sort()) {
    if (existsSync(file) && statSync(file).isFile())
      hash.update(relative(root, file)).update("\0").update(readFileSync(file));
  }
  return hash.digest("hex");
}

/** The cache folder of a job's files: its name, then the hash of its inputs and `drawings`. */
export function jobFolder(job: AssetJob, drawings: string): string {
  const key = createHash("sha256").update(drawings).update(job.id).update(JSON.stringify(job.inputs)).digest("hex");
  return join(cacheRoot, `${job.id.replace(/[^\w.-]+/g, "-")}-${key.slice(0, 16)}`);
}

const listName = "files.json";

/** Whether the job's files for these inputs are in the cache. */
export const isDrawn = (folder: string) => existsSync(join(folder, listName));

/**
 * Draws the job named `id` into its cache folder. Drawn into a private folder and renamed into
 * place, so builds running side by side never see half a job.
 */
export async function drawJob(id: string, drawings: string): Promise<number> {
  const job = assetJobs().find((candidate) => candidate.id === id);
  if (!job) throw new Error(`no asset job "${id}"`);
  const folder = jobFolder(job, drawings);
  if (isDrawn(folder)) return 0;
  const drawing = `${folder}-${process.pid}-${threadId}`;
  rmSync(drawing, { recursive: true, force: true });
  const drawn = await job.draw();
  for (const [urlPath, data] of drawn) write(drawing, urlPath, data);
  writeFileSync(join(drawing, listName), JSON.stringify(drawn.map(([urlPath]) => urlPath)));
  try {
    renameSync(drawing, folder);
  } catch {
    rmSync(drawing, { recursive: true, force: true });
  }
  return drawn.length;
}

/** Draws the jobs with these ids, one after another, in this thread (the dev server's way). */
async function drawInThisThread(ids: readonly string[], drawings: string): Promise<void> {
  for (const id of ids) await drawJob(id, drawings);
}

export type GenerateResult = { files: string[]; made: number; reused: number; jobsDrawn: number; jobs: number };

/**
 * Writes every generated file into `outDir` and returns their URL paths. Each job's files are
 * kept in node_modules/.cache/site-assets under the hash of its inputs, so only the jobs whose
 * inputs changed are drawn (by `draw`: scripts/build-assets.ts draws them on both cores); the
 * others are copied from the cache.
 */
export async function generateAssets(
  outDir: string,
  options: {
    code?: readonly string[];
    draw?: (ids: readonly string[], drawings: string) => Promise<void>;
    /** Only draw what is missing from the cache, writing nothing into `outDir` (the build draws while the pages build). */
    drawOnly?: boolean;
    /** Only the jobs whose id starts with one of these (the owner's tests, which read a few files: scripts/build-assets.ts `--only`). */
    only?: readonly string[];
  } = {},
): Promise<GenerateResult> {
  const drawings = drawingsHash(options.code);
  const { only } = options;
  const jobs = assetJobs()
    .filter((job) => !only || only.some((prefix) => job.id.startsWith(prefix)))
    .map((job) => ({ job, folder: jobFolder(job, drawings) }));
  const stale = jobs.filter(({ folder }) => !isDrawn(folder));
  if (stale.length > 0) {
    await (options.draw ?? drawInThisThread)(
      stale.map(({ job }) => job.id),
      drawings,
    );
  }
  const staleIds = new Set(stale.map(({ job }) => job.id));
  if (options.drawOnly) {
    const made = stale.reduce(
      (sum, { folder }) => sum + (JSON.parse(readFileSync(join(folder, listName), "utf8")) as string[]).length,
      0,
    );
    return { files: [], made, reused: 0, jobsDrawn: stale.length, jobs: jobs.length };
  }
  const files: string[] = [];
  let made = 0;
  const now = new Date();
  for (const { job, folder } of jobs) {
    const list = JSON.parse(readFileSync(join(folder, listName), "utf8")) as string[];
    for (const urlPath of list) {
      mkdirSync(dirname(join(outDir, urlPath)), { recursive: true });
      copyFileSync(join(folder, urlPath), join(outDir, urlPath));
    }
    // Marks the folder as used, for `pruneCache`.
    utimesSync(folder, now, now);
    files.push(...list);
    if (staleIds.has(job.id)) made += list.length;
  }
  // Written on every build, not cached: the sitemap's pages are last modified on the day it is built.
  const textFiles = renderCrawlerFiles(new Date());
  for (const [urlPath, text] of textFiles) write(outDir, urlPath, text);
  pruneCache(new Set(jobs.map(({ folder }) => folder)));
  return {
    files: [...files, ...textFiles.keys()],
    made,
    reused: files.length - made,
    jobsDrawn: stale.length,
    jobs: jobs.length,
  };
}

/** How long a cached job nobody used stays: long enough for a branch switched back to. */
const keptUnused = 14 * 24 * 60 * 60 * 1000;

/** Removes cached jobs unused for `keptUnused`, and drawings left half-done by a build that was stopped. */
function pruneCache(inUse: ReadonlySet<string>): void {
  for (const name of readdirSync(cacheRoot)) {
    const folder = join(cacheRoot, name);
    if (inUse.has(folder) || name === "dev") continue;
    const age = Date.now() - statSync(folder).mtimeMs;
    if (age > keptUnused || (/-\d+-\d+$/.test(name) && age > 60 * 60 * 1000)) {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}
