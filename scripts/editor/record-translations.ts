/**
 * Records the English each translation was made from (app/content/translations-behind.ts,
 * docs/decisions/022-translations-behind-english.md): `node scripts/editor/record-translations.ts`
 * after translating, and `--accept te:home.json:pages.home.heading` for a translation that still
 * fits a changed English. A sentence behind English stays recorded as it was, so it stays listed.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..", "..");
const { module: words } = await runnerImport<typeof import("../../app/content/translations-behind.ts")>(
  join(root, "app/content/translations-behind.ts"),
  { configFile: false, logLevel: "error" },
);
const { module: languages } = await runnerImport<typeof import("../../app/content/languages.ts")>(
  join(root, "app/content/languages.ts"),
  { configFile: false, logLevel: "error" },
);
const accepted = new Set(
  process.argv.flatMap((argument, index) => (process.argv[index - 1] === "--accept" ? [argument] : [])),
);
for (const language of languages.languages.filter((code) => code !== languages.sourceLanguage)) {
  const record = words.nextRecord(language, undefined, undefined, accepted);
  writeFileSync(join(root, "app/content/translation-sources", `${language}.json`), recordText(record));
}
const behind = words.translationsBehind();
console.log(
  behind.length
    ? words.describeTranslationsBehind(behind)
    : "Every translation is recorded, and none is behind English.",
);

/** The record as Biome formats it: a file per object, a sentence's two hashes on its own line. */
function recordText(record: Record<string, Record<string, [string, string]>>): string {
  const files = Object.entries(record).map(([file, paths]) => {
    const lines = Object.entries(paths).map(
      ([path, pair]) => `    ${JSON.stringify(path)}: ${JSON.stringify(pair).replace(",", ", ")}`,
    );
    return `  ${JSON.stringify(file)}: {\n${lines.join(",\n")}\n  }`;
  });
  return `{\n${files.join(",\n")}\n}\n`;
}
