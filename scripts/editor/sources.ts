/**
 * What the editor's configuration is generated from: the content's schemas as one JSON Schema, and
 * the data files that exist (docs/decisions/016-web-editor.md). Loaded through Vite's module
 * runner (the content is TypeScript with extension-less imports), like scripts/build-assets.ts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { z } from "zod";
import { claimsContentSchema } from "../../app/content/claims-schema";
import { contentAsWritten } from "../../app/content/content-as-written";
import { documentWordsFrom } from "../../app/content/documents";
import { documentWordsSchema } from "../../app/content/documents-schema";
import { estimateContentSchema } from "../../app/content/estimate-schema";
import { languages, languageTags, sourceLanguage } from "../../app/content/languages";
import { pageWordsSchema } from "../../app/content/pages-schema";
import { type SiteContent, siteContentSchema } from "../../app/content/schema";
import type { WordValue } from "../../app/content/word-tree";
import { camelCase, type DataFile, inTree, type JsonSchema, valueKeyPaths } from "./config";

/** The languages the words files are written in, English first (the folder names under words/). */
export const editorLocales = [sourceLanguage, ...languages.filter((language) => language !== sourceLanguage)];

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/**
 * The content tree's schema: the site's content, with the estimate's, the claims page's and the
 * documents' under `estimate`, `claims` and `documents`, as app/content/content-as-written.ts
 * lays the words over the facts.
 */
export function contentJsonSchema(): JsonSchema {
  const site = toJson(siteContentSchema);
  return {
    type: "object",
    properties: {
      ...site.properties,
      estimate: toJson(estimateContentSchema),
      claims: toJson(claimsContentSchema),
      documents: toJson(documentWordsSchema),
      // The gallery page's two sets of words, one of which becomes pages.gallery (gallery.ts).
      galleryPageWords: toJson(
        z.strictObject({ withPhotos: galleryPageWords, drawingsOnly: galleryPageWords }).meta({
          title: "Gallery page: its title and introduction",
          description: "The first set while the gallery shows a photograph, the second while it shows only drawings",
        }),
      ),
    },
  };
}

const galleryPageWords = pageWordsSchema.pick({ title: true, description: true, heading: true, intro: true });

/** The English content as the build composes it, as one tree shaped like `contentJsonSchema()`. */
function composedContent(): Record<string, unknown> {
  const { site, estimate, claims, documents } = contentAsWritten(sourceLanguage);
  const documentWords = documentWordsFrom(
    site as unknown as SiteContent,
    languageTags[sourceLanguage],
    documents as WordValue,
  );
  return { ...site, estimate, claims, documents: documentWords };
}

function jsonFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.split(sep).join("/"))
    .sort();
}

/**
 * The facts files (`app/content/facts/*.json`) and the English words files
 * (`app/content/words/en/**\/*.json`) of the checkout at `root`. A file none of whose top-level
 * keys is content (the translators' glossary) is left out and named in `skipped`.
 */
export function dataFiles(root: string, schema: JsonSchema): { files: DataFile[]; skipped: string[] } {
  const files: DataFile[] = [];
  const skipped: string[] = [];
  const known = new Set(Object.keys(schema.properties ?? {}));
  const add = (kind: DataFile["kind"], folder: string) => {
    for (const file of jsonFiles(join(root, folder))) {
      const path = `${folder}/${file}`;
      const value: unknown = JSON.parse(readFileSync(join(root, path), "utf8"));
      const name = file.replace(/\.json$/, "");
      const keys = typeof value === "object" && value !== null ? Object.keys(value) : [];
      const isContent = keys.some((key) => known.has(key)) || (kind === "facts" && known.has(camelCase(name)));
      if (isContent) files.push({ kind, name, path, value });
      else skipped.push(relative(root, join(root, path)));
    }
  };
  add("facts", "app/content/facts");
  add("words", `app/content/words/${sourceLanguage}`);
  return { files, skipped };
}

/** deploy/editor-settings.json: the repository the editor commits to and the sign-in helper's address (no secret). */
export type DeploySettings = { repository: string; branch: string; authBaseUrl: string };

export function deploySettings(root: string): DeploySettings {
  const settings = JSON.parse(readFileSync(join(root, "deploy", "editor-settings.json"), "utf8")) as DeploySettings & {
    samples?: unknown;
  };
  const authBaseUrl = process.env.EDITOR_AUTH_URL || settings.authBaseUrl;
  const markedSample = Array.isArray(settings.samples) && settings.samples.includes("authBaseUrl");
  const problem = authBaseUrlProblem(authBaseUrl, markedSample);
  if (problem) throw new Error(problem);
  return {
    repository:
      process.env.EDITOR_REPOSITORY ||
      (isPlaceholder(settings.repository) ? originRepository(root) : undefined) ||
      settings.repository,
    branch: process.env.EDITOR_BRANCH || settings.branch,
    authBaseUrl,
  };
}

/**
 * What is wrong with the sign-in helper's address, if anything. The editor sends the owner's
 * GitHub sign-in there, and takes the token it hands back: it must be an https:// address (the
 * helper itself serves nothing else). Empty, Sveltia sends "Sign In with GitHub" to its default,
 * Netlify's sign-in (`api.netlify.com`), which knows nothing of this site: allowed only while the
 * address is still marked as a sample, when a personal access token is the way in.
 */
export function authBaseUrlProblem(value: string | undefined, markedSample: boolean): string | undefined {
  const where = "deploy/editor-settings.json, authBaseUrl";
  const how =
    "Write the address of the editor's sign-in helper, https://…workers.dev (deploy/README.md, The editor's sign-in helper)";
  const address = (value ?? "").trim();
  if (!address) {
    return markedSample
      ? undefined
      : `${where}: it is empty, and no longer marked as a sample. ${how}, or put "authBaseUrl" back in "samples".`;
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `${where}: "${address}" is not a web address. ${how}.`;
  }
  if (url.protocol !== "https:") return `${where}: "${address}" must start with https://. ${how}.`;
  if (url.username || url.password || url.search || url.hash) {
    return `${where}: "${address}" must be the helper's address alone, with no name, password, ? or #. ${how}.`;
  }
  return undefined;
}

/**
 * The key paths the build writes from TypeScript: the facts the words are laid over, and what it
 * takes from one place for another (the claim form's fields are the enquiry form's). Everything in
 * the composed English content that no data file holds. The editor cannot change these, and does
 * not offer them in a data file either.
 */
export function writtenInTypeScript(schema: JsonSchema, files: DataFile[]): Set<string> {
  const inFiles = new Set(files.flatMap((file) => valueKeyPaths(inTree(file, schema), schema)));
  return new Set(valueKeyPaths(composedContent(), schema).filter((path) => !inFiles.has(path)));
}

const isPlaceholder = (repository: string) =>
  !/^[\w.-]+\/[\w.-]+$/.test(repository) || repository === "OWNER/REPOSITORY";

/**
 * `owner/name` of the checkout's GitHub remote, if it has one: Cloudflare Pages builds from a
 * clone of the repository, so the editor finds its repository without being told.
 */
export function originRepository(root: string): string | undefined {
  const run = spawnSync("git", ["remote", "get-url", "origin"], { cwd: root, encoding: "utf8" });
  const match = /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(run.stdout?.trim() ?? "");
  return match?.[1];
}
