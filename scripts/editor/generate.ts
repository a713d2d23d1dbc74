/**
 * Generates the editor's configuration for the checkout at `root` and writes the editor into
 * `folder` (scripts/build-admin.ts for the build, scripts/edit.ts for `npm run edit`). Loaded
 * through Vite's module runner, since the content it reads is TypeScript with extension-less imports.
 */

import type { CmsConfig } from "@sveltia/cms";
import { company } from "../../app/content/company";
import { contentAsWritten } from "../../app/content/content-as-written";
import { fieldWords } from "../../app/content/field-labels";
import { languageForReplies, sourceLanguage } from "../../app/content/languages";
import { translationsBehind } from "../../app/content/translations-behind";
import { writeEditor } from "./bundle";
import { editorConfig } from "./config";
import { contentJsonSchema, dataFiles, deploySettings, editorLocales, writtenInTypeScript } from "./sources";
import type { TranslationsSettings } from "./translations-script";

/** "Edit the website: Godavari Packers", with the company's short name as English writes it. */
export const editorTitle = `Edit the website: ${contentAsWritten(sourceLanguage).site.company.shortName}`;

export function buildEditor(root: string, folder: string) {
  const schema = contentJsonSchema();
  const { files, skipped } = dataFiles(root, schema);
  const deploy = deploySettings(root);
  const { config, missing } = editorConfig({
    schema,
    files,
    locales: editorLocales,
    defaultLocale: sourceLanguage,
    repository: deploy.repository,
    branch: deploy.branch,
    authBaseUrl: deploy.authBaseUrl || undefined,
    siteUrl: company.siteUrl,
    imageFolder: "app/assets/images",
    title: editorTitle,
    writtenInTypeScript: writtenInTypeScript(schema, files),
    fieldWords,
  });
  if (missing.length > 0) {
    throw new Error(
      `The editor cannot show these keys: no schema in app/content/ defines them (fix the data file or the schema):\n${missing.map((path) => `  - ${path}`).join("\n")}`,
    );
  }
  const written = writeEditor(folder, config, editorTitle, translationsSettings(config));
  return { files, skipped, written, config };
}

/**
 * What the editor's page needs to keep languages in step (translations-script.ts): each words page
 * by list and label, each language's name, and what the build finds behind English now, which the
 * page brings up to date from every page it opens or saves.
 */
export function translationsSettings(config: CmsConfig): TranslationsSettings {
  const pages = Object.fromEntries(
    (config.collections ?? [])
      .filter((collection) => collection.name === "words" || collection.name?.startsWith("words-"))
      .map((collection) => [
        collection.name,
        Object.fromEntries(
          ("files" in collection ? (collection.files ?? []) : []).map((file) => [file.name, file.label ?? file.name]),
        ),
      ]),
  );
  const seed: Record<string, string[]> = {};
  for (const item of translationsBehind()) {
    const name = item.file.replace(/\.json$/, "");
    const folder = name.includes("/") ? `words-${name.split("/")[0]}` : "words";
    // As config.ts names a file's entry: `cities/pune` is `cities-pune` in the list `words-cities`.
    const key = `${folder}/${name.replace(/[^a-z0-9]+/gi, "-")}`;
    seed[key] = [...new Set([...(seed[key] ?? []), item.language])];
  }
  return {
    defaultLocale: sourceLanguage,
    locales: editorLocales,
    localeNames: Object.fromEntries(
      Object.entries(languageForReplies).map(([code, name]) => [code, name.replace(/ \(.*$/, "")]),
    ),
    pages,
    seed,
  };
}
