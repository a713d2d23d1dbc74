/**
 * Translations that fell behind English (docs/decisions/022-translations-behind-english.md and
 * 046-what-english-said.md): each translated words file records, under `translatedFrom`, what
 * English said when each of its sentences was last saved (translation-record.ts). The build lists
 * each sentence behind as a warning, once, with the editor's screen and field (never a failure: an
 * out-of-date sentence is still a true one, only older); the editor works out the same from the
 * files it has loaded and shows it on the field and in the Words list
 * (scripts/editor/translations-script.ts).
 *
 * `node scripts/editor/record-translations.ts` moves the records forward after a translation is
 * edited by hand, and `--accept te:home.json:founderQuote/text` says a translation still fits the
 * new English (a typo fixed in English, say).
 */
import { labelsAt, pathParts, schemaOfContent } from "./editor-places";
import { type Language, languageForReplies, sourceLanguage } from "./languages";
import { behind, nextRecord as recordAfter } from "./translation-record";
import { type WordFile, wordFiles } from "./word-files";
import type { WordValue } from "./word-tree";
import { wordsScreen } from "./words-screen";

export type BehindEnglish = {
  language: Language;
  /** The words file inside the language's folder: `home.json`, `cities/pune.json`. */
  file: string;
  /** The sentence in the record: `founderQuote/text`, `faq[when-to-book]/answer`. */
  path: string;
  english: string;
  translation: string;
};

/** Each translated file beside its English file. */
function translations(files: WordFile[]) {
  const english = new Map(files.filter((file) => file.language === sourceLanguage).map((file) => [file.name, file]));
  return files.flatMap((file) => {
    const source = english.get(file.name);
    return file.language === sourceLanguage || file.name === "glossary.json" || !source ? [] : [{ file, source }];
  });
}

/** Every translated sentence whose English changed since it was last saved, while it did not. */
export function translationsBehind(files: WordFile[] = wordFiles): BehindEnglish[] {
  return translations(files).flatMap(({ file, source }) =>
    behind(source.words as WordValue, file.words as WordValue, file.record).map((pair) => ({
      language: file.language,
      file: file.name,
      path: pair.path,
      english: pair.english,
      translation: pair.translation,
    })),
  );
}

/**
 * Each translated file's record moved forward (translation-record.ts): every sentence as it is now,
 * except those behind English, unless `accepted` names them (`te:home.json:founderQuote/text`).
 */
export function nextRecords(
  files: WordFile[],
  accepted: ReadonlySet<string> = new Set(),
): Array<{ file: WordFile; record: Record<string, string> }> {
  return translations(files).map(({ file, source }) => {
    const prefix = `${file.language}:${file.name}:`;
    const ours = [...accepted].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
    return { file, record: recordAfter(source.words as WordValue, file.words as WordValue, file.record, ours) };
  });
}

/** `faq[when-to-book]/answer` in English's `home.json` as the editor labels it: "FAQ › item 3 › Answer". */
function fieldLabels(item: BehindEnglish, files: WordFile[]): string {
  const english = files.find((file) => file.language === sourceLanguage && file.name === item.file)?.words;
  // A list's item by its place in the English list, as the editor shows it.
  let here: unknown = english;
  const dotted = item.path
    .split("/")
    .map((part) => {
      const [, key = part, id] = /^(.*?)(?:\[([^\]]+)\])?$/.exec(part) ?? [];
      here = (here as Record<string, unknown> | undefined)?.[key];
      if (id === undefined) return key;
      const list = Array.isArray(here) ? here : [];
      const index = list.findIndex((entry, at) => (entry as { id?: string })?.id === id || String(at) === id);
      here = list[index];
      return `${key}[${Math.max(index, 0)}]`;
    })
    .join(".");
  try {
    return labelsAt(schemaOfContent(), pathParts(dotted)).labels.join(" › ");
  } catch {
    return dotted;
  }
}

/** The build's warning: one block per sentence behind English, each said once, with its screen and field; or nothing. */
export function describeTranslationsBehind(behindEnglish: BehindEnglish[], all: WordFile[] = wordFiles): string {
  if (behindEnglish.length === 0) return "";
  const seen = new Set<string>();
  const lines = behindEnglish.flatMap((item) => {
    const key = `${item.language}:${item.file}:${item.path}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const english = item.english.length > 80 ? `${item.english.slice(0, 77)}…` : item.english;
    return [
      `  - ${languageForReplies[item.language]}: ${wordsScreen(item.file, item.language).screen} › ${fieldLabels(item, all)}`,
      `      English now says “${english}”; the translation beside it was saved before that change.`,
      `      (file app/content/words/${item.language}/${item.file}, ${item.path})`,
    ];
  });
  const count = seen.size;
  return [
    `Warning: ${count} translated sentence${count === 1 ? " is" : "s are"} behind English (English changed, the translation did not). The site still builds and shows the older translation:`,
    ...lines,
    "To fix: in the editor, open the screen, update the translation beside the English and save. If a translation still fits, change and save it anyway, or run `node scripts/editor/record-translations.ts --accept <language>:<file>:<path>`.",
  ].join("\n");
}
