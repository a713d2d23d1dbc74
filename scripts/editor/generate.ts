/**
 * Generates the editor's configuration for the checkout at `root` and writes the editor into
 * `folder` (scripts/build-admin.ts for the build, scripts/edit.ts for `npm run edit`). Loaded
 * through Vite's module runner, since the content it reads is TypeScript with extension-less imports.
 */
import { company } from "../../app/content/company";
import { contentAsWritten } from "../../app/content/content-as-written";
import { fieldWords } from "../../app/content/field-labels";
import { languageForReplies, sourceLanguage } from "../../app/content/languages";
import { translationsBehind } from "../../app/content/translations-behind";
import { writeEditor } from "./bundle";
import { editorConfig } from "./config";
import { contentJsonSchema, dataFiles, deploySettings, editorLocales, writtenInTypeScript } from "./sources";

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
    behindEnglish: behindEnglishByField(),
    fieldWords,
  });
  if (missing.length > 0) {
    throw new Error(
      `The editor cannot show these keys: no schema in app/content/ defines them (fix the data file or the schema):\n${missing.map((path) => `  - ${path}`).join("\n")}`,
    );
  }
  const written = writeEditor(folder, config, editorTitle);
  return { files, skipped, written, config };
}

/** The translations behind English (app/content/translations-behind.ts), by file and field: `home.json:faq[].answer` → ["Telugu (తెలుగు)"]. */
export function behindEnglishByField(): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const item of translationsBehind()) {
    const key = `${item.file}:${item.path.replace(/\[[^\]]+\]/g, "[]")}`;
    const names = byField.get(key) ?? [];
    const name = languageForReplies[item.language];
    if (!names.includes(name)) names.push(name);
    byField.set(key, names);
  }
  return byField;
}
