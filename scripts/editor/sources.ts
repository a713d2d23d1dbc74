/**
 * What the editor's configuration is generated from: the content's schemas as one JSON Schema, and
 * the data files that exist (docs/decisions/016-web-editor.md). Loaded through Vite's module
 * runner (the content is TypeScript with extension-less imports), like scripts/build-assets.ts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { z } from "zod";
import { claimsAndPaperwork } from "../../app/content/claims-and-paperwork";
import { claimsContentSchema } from "../../app/content/claims-schema";
import { estimateContentAsWritten } from "../../app/content/estimate-content";
import { estimateContentSchema } from "../../app/content/estimate-schema";
import { siteContentSchema } from "../../app/content/schema";
import { siteContentAsWritten } from "../../app/content/site-content";
import { camelCase, type DataFile, type JsonSchema, valueKeyPaths } from "./config";

/** The languages the words files are written in, English first (the folder names under words/). */
export const editorLocales = ["en", "te", "hi"] as const;

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/**
 * The content tree's schema: the site's content, with the estimate's and the claims page's under
 * `estimate` and `claims`, as app/content/content.server.ts puts the words over the facts.
 */
export function contentJsonSchema(): JsonSchema {
  const site = toJson(siteContentSchema);
  return {
    type: "object",
    properties: { ...site.properties, estimate: toJson(estimateContentSchema), claims: toJson(claimsContentSchema) },
  };
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
  add("words", `app/content/words/${editorLocales[0]}`);
  return { files, skipped };
}

/** deploy/editor-settings.json: the repository the editor commits to and the sign-in helper's address (no secret). */
export type DeploySettings = { repository: string; branch: string; authBaseUrl: string };

export function deploySettings(root: string): DeploySettings {
  const settings = JSON.parse(readFileSync(join(root, "deploy", "editor-settings.json"), "utf8")) as DeploySettings;
  return {
    repository:
      process.env.EDITOR_REPOSITORY ||
      (isPlaceholder(settings.repository) ? originRepository(root) : undefined) ||
      settings.repository,
    branch: process.env.EDITOR_BRANCH || settings.branch,
    authBaseUrl: process.env.EDITOR_AUTH_URL || settings.authBaseUrl,
  };
}

/**
 * The key paths still written in TypeScript (app/content/*.ts, the facts the words are laid over):
 * the editor cannot change them there, and does not offer them in a data file either.
 */
export function writtenInTypeScript(schema: JsonSchema): Set<string> {
  return new Set(
    valueKeyPaths({ ...siteContentAsWritten, estimate: estimateContentAsWritten, claims: claimsAndPaperwork }, schema),
  );
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
