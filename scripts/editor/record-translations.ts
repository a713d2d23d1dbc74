/**
 * Records what English said beside each translation (app/content/translation-record.ts, decision
 * 046) in the translated words files themselves, under `translatedFrom`: the editor does it on every
 * save; run `node scripts/editor/record-translations.ts` after editing a translation by hand, and
 * `--accept te:home.json:founderQuote/text` for a translation that still fits a changed English. A
 * sentence behind English keeps its record, so it stays listed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..", "..");
const load = async <Module>(path: string) =>
  (await runnerImport<Module>(join(root, path), { configFile: false, logLevel: "error" })).module;
const behind = await load<typeof import("../../app/content/translations-behind.ts")>(
  "app/content/translations-behind.ts",
);
const { wordFiles } = await load<typeof import("../../app/content/word-files.ts")>("app/content/word-files.ts");
const accepted = new Set(
  process.argv.flatMap((argument, index) => (process.argv[index - 1] === "--accept" ? [argument] : [])),
);
for (const { file, record } of behind.nextRecords(wordFiles, accepted)) {
  const path = join(root, file.path);
  writeFileSync(path, withRecord(readFileSync(path, "utf8"), record));
}
const left = behind.translationsBehind(
  wordFiles.map((file) => ({
    ...file,
    record: JSON.parse(readFileSync(join(root, file.path), "utf8")).translatedFrom,
  })),
);
console.log(
  left.length
    ? behind.describeTranslationsBehind(left, wordFiles)
    : "Every translation is recorded, and none is behind English.",
);

/**
 * The file's text with its record as the last key, written as Biome formats it; the rest of the
 * text stays as it was, so recording changes no sentence's line.
 */
export function withRecord(text: string, record: Record<string, string>): string {
  const start = text.search(/,\n {2}"translatedFrom": \{/);
  const words = (start >= 0 ? text.slice(0, start) : text.replace(/\n\}\n?$/, "")).trimEnd();
  const lines = Object.entries(record).map(
    ([path, hashes]) => `    ${JSON.stringify(path)}: ${JSON.stringify(hashes)}`,
  );
  return `${words},\n  "translatedFrom": ${lines.length ? `{\n${lines.join(",\n")}\n  }` : "{}"}\n}\n`;
}
