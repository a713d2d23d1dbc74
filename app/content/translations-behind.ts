/**
 * Translations that fell behind English (docs/decisions/022-translations-behind-english.md).
 *
 * app/content/translation-sources/<language>.json records, for every sentence of that language,
 * a short hash of the English it was translated from and of the translation itself. A sentence is
 * behind English when English no longer matches its recorded hash while the translation still
 * matches its own: English changed and the translation did not. The build lists those as a
 * warning (never a failure: an out-of-date sentence is still a true one, only older), and the
 * editor shows the same list in the field's hint (scripts/editor/config.ts).
 *
 * `node scripts/editor/record-translations.ts` moves the record forward for every sentence that is
 * not behind (new sentences, translations updated since), and keeps the ones that are behind as
 * they are, so recording never hides one. `--accept te:home.json:pages.home.heading` says that
 * translation still fits the new English (a typo fixed in English, say).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Language, languages, sourceLanguage } from "./languages";
import { type WordFile, wordFiles } from "./word-files";
import { isTree, type WordValue } from "./word-tree";
import { wordsScreen } from "./words-screen";

/**
 * Every sentence of a tree with its key path, a list's item named by its id where it has one
 * (`faq[when-to-book].answer`), so a translation whose list is in another order still pairs up.
 */
export function sentencesOf(value: WordValue, path = ""): Array<{ path: string; text: string }> {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const id = isTree(item) && typeof item.id === "string" ? item.id : index;
      return sentencesOf(item, `${path}[${id}]`);
    });
  }
  if (isTree(value)) {
    return Object.entries(value)
      .filter(([key]) => key !== "id")
      .flatMap(([key, item]) => sentencesOf(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** Per words file (`home.json`), per key path: [hash of the English, hash of the translation]. */
export type TranslationRecord = Record<string, Record<string, [string, string]>>;

export type BehindEnglish = {
  language: Language;
  /** The words file inside the language's folder: `home.json`, `cities/pune.json`. */
  file: string;
  path: string;
  english: string;
  translation: string;
};

/** A short hash of a sentence: enough to tell two versions of it apart, short enough to commit. */
export const sentenceHash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

/** The records, as Vite gathers them (the build, Vitest) or, in plain Node (the browser tests' runner), from disk. */
function loadRecords(): Record<string, TranslationRecord> {
  try {
    const modules = import.meta.glob<TranslationRecord>("./translation-sources/*.json", {
      eager: true,
      import: "default",
    });
    return Object.fromEntries(
      Object.entries(modules).map(([path, record]) => [path.replace(/^.*\/(\w+)\.json$/, "$1"), record]),
    );
  } catch {
    const folder = fileURLToPath(new URL("./translation-sources/", import.meta.url));
    const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".json")) : [];
    return Object.fromEntries(
      files.map((name) => [name.replace(/\.json$/, ""), JSON.parse(readFileSync(`${folder}${name}`, "utf8"))]),
    );
  }
}

let records: Record<string, TranslationRecord> | undefined;
export function readRecord(language: Language): TranslationRecord {
  records ??= loadRecords();
  return records[language] ?? {};
}

const translatedLanguages = languages.filter((language) => language !== sourceLanguage);

/** Each translated sentence beside the English sentence at the same key path, per file. */
function pairs(files: WordFile[], language: Language) {
  const english = new Map(files.filter((file) => file.language === sourceLanguage).map((file) => [file.name, file]));
  return files
    .filter((file) => file.language === language && file.name !== "glossary.json")
    .flatMap((file) => {
      const source = english.get(file.name);
      if (!source) return [];
      const texts = new Map(sentencesOf(source.words as WordValue).map((sentence) => [sentence.path, sentence.text]));
      return sentencesOf(file.words as WordValue).flatMap(({ path, text }) => {
        const englishText = texts.get(path);
        return englishText === undefined ? [] : [{ file: file.name, path, english: englishText, translation: text }];
      });
    });
}

/** Every translated sentence whose English changed since it was translated, while it did not. */
export function translationsBehind(
  files: WordFile[] = wordFiles,
  records: Partial<Record<Language, TranslationRecord>> = Object.fromEntries(
    translatedLanguages.map((language) => [language, readRecord(language)]),
  ),
): BehindEnglish[] {
  return translatedLanguages.flatMap((language) =>
    pairs(files, language).flatMap((pair) => {
      const recorded = records[language]?.[pair.file]?.[pair.path];
      if (!recorded) return [];
      const [englishThen, translationThen] = recorded;
      const behind = sentenceHash(pair.english) !== englishThen && sentenceHash(pair.translation) === translationThen;
      return behind ? [{ language, ...pair }] : [];
    }),
  );
}

/**
 * The record moved forward: every sentence as it is now, except those behind English (kept as
 * recorded, so they stay listed) unless `accepted` names them (`te:home.json:pages.home.heading`).
 */
export function nextRecord(
  language: Language,
  files: WordFile[] = wordFiles,
  record: TranslationRecord = readRecord(language),
  accepted: ReadonlySet<string> = new Set(),
): TranslationRecord {
  const behind = new Set(
    translationsBehind(files, { [language]: record }).map((item) => `${item.language}:${item.file}:${item.path}`),
  );
  const next: TranslationRecord = {};
  for (const pair of pairs(files, language)) {
    const key = `${language}:${pair.file}:${pair.path}`;
    const kept = behind.has(key) && !accepted.has(key) ? record[pair.file]?.[pair.path] : undefined;
    next[pair.file] ??= {};
    (next[pair.file] as Record<string, [string, string]>)[pair.path] = kept ?? [
      sentenceHash(pair.english),
      sentenceHash(pair.translation),
    ];
  }
  return next;
}

/** The build's warning: one line per sentence behind English, per language, or nothing. */
export function describeTranslationsBehind(behind: BehindEnglish[]): string {
  if (behind.length === 0) return "";
  const lines = behind.map(
    (item) =>
      `  - ${item.language}: app/content/words/${item.language}/${item.file} ${item.path} (English now: “${item.english.length > 80 ? `${item.english.slice(0, 77)}…` : item.english}”)\n      In the editor: ${wordsScreen(item.file, item.language).screen}.`,
  );
  return [
    `Warning: ${behind.length} translated sentence${behind.length === 1 ? " is" : "s are"} behind English (English changed, the translation did not). The site still builds and shows the older translation:`,
    ...lines,
    "To fix: in the editor, open the screen, update the translation beside the English and save. If a translation still fits, run `node scripts/editor/record-translations.ts --accept <language>:<file>:<key>`.",
  ].join("\n");
}
