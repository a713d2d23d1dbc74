/**
 * The site's words: app/content/words/<language>/<page>.json, one file per page per language,
 * plus layout.json for what every page shares and glossary.json for translators
 * (docs/decisions/015-words-in-language-data-files.md). Every language is checked against English here,
 * while the site is built: a missing or extra key, a list of another length, or a `{slot}` a
 * sentence drops or invents stops the build, naming the file and the key.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseContentJson } from "./content-errors";
import { type Language, languages, sourceLanguage } from "./languages";
import { recordKey } from "./translation-record";
import {
  alignWithSource,
  compareWithSource,
  describeWordProblems,
  isTree,
  joinWordFiles,
  listIdProblems,
  type WordProblem,
  type WordTree,
} from "./word-tree";

/**
 * Vite gathers the files while it builds (and in Vitest); the browser tests' runner, plain Node
 * without Vite, has no `import.meta.glob` and reads the same files from disk.
 */
function loadWordModules(): Record<string, WordTree> {
  // As text, parsed here: a slip in a file is then named by its file, line and field (content-errors.ts).
  let texts: Record<string, string>;
  try {
    texts = import.meta.glob<string>("./words/*/**/*.json", { eager: true, query: "?raw", import: "default" });
  } catch {
    const folder = fileURLToPath(new URL("./words/", import.meta.url));
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".json"));
    texts = Object.fromEntries(
      files.map((name) => [`./words/${name.split(sep).join("/")}`, readFileSync(join(folder, name), "utf8")]),
    );
  }
  return Object.fromEntries(
    Object.entries(texts).map(([path, text]) => [
      path,
      parseContentJson(text, `app/content/${path.slice(2)}`) as WordTree,
    ]),
  );
}

const wordModules = loadWordModules();

/** The glossary is for translators and the tests; no page shows it. */
const glossaryFile = "glossary.json";

/**
 * A words file by its language and its name inside that language's folder (`cities/pune.json`):
 * its words, and for a translation, the record of the English each sentence was saved beside
 * (translation-record.ts), kept apart so no page and no check of the words sees it.
 */
export type WordFile = {
  language: Language;
  name: string;
  path: string;
  words: WordTree;
  record?: Record<string, string>;
};

export const wordFiles: WordFile[] = Object.entries(wordModules).map(([modulePath, file]) => {
  const [, language = "", ...rest] = /^\.\/words\/([^/]+)\/(.+)$/.exec(modulePath) ?? [];
  if (!(languages as readonly string[]).includes(language)) {
    throw new Error(`app/content/words/${language}/ is not a language of the site (app/content/languages.ts)`);
  }
  if (!isTree(file)) throw new Error(`app/content/${modulePath.slice(2)} must hold a JSON object`);
  const { [recordKey]: record, ...words } = file;
  return {
    language: language as Language,
    name: rest.join("/"),
    path: `app/content/${modulePath.slice(2)}`,
    words,
    ...(isTree(record) ? { record: record as Record<string, string> } : {}),
  };
});

/**
 * Every file's lists for their ids (each item has one, none twice), and every translation against
 * its English file: what is missing, extra or has other slots.
 */
export function translationProblems(files: WordFile[] = wordFiles): WordProblem[] {
  const problems: WordProblem[] = files.flatMap((file) => listIdProblems(file.words, file.path));
  const english = new Map(files.filter((file) => file.language === sourceLanguage).map((file) => [file.name, file]));
  for (const language of languages.filter((code) => code !== sourceLanguage)) {
    const own = new Map(files.filter((file) => file.language === language).map((file) => [file.name, file]));
    for (const [name, source] of english) {
      const translation = own.get(name);
      if (!translation) {
        problems.push({ file: `app/content/words/${language}/${name}`, path: "", message: "is missing" });
      } else if (name !== glossaryFile) {
        problems.push(...compareWithSource(source.words, translation.words, translation.path));
      }
    }
    for (const [name, file] of own) {
      if (!english.has(name)) problems.push({ file: file.path, path: "", message: "has no English file of that name" });
    }
  }
  return problems;
}

/**
 * One language's words as one tree (every file but the glossary), checked against English first,
 * with every keyed list in the English order (a list of words alone keeps English's order, one
 * laid over facts takes the facts'), and the words file behind each key path.
 */
export function wordsOf(
  language: Language,
  files: WordFile[] = wordFiles,
): { words: WordTree; fileOf: (path: string) => string | undefined } {
  const problems = translationProblems(files);
  const english = new Map(
    files.filter((file) => file.language === sourceLanguage).map((file) => [file.name, file.words]),
  );
  const joined = joinWordFiles(
    files
      .filter((file) => file.language === language && file.name !== glossaryFile)
      .map((file) => ({ file: file.path, words: alignWithSource(english.get(file.name), file.words) as WordTree })),
  );
  problems.push(...joined.problems);
  if (problems.length > 0) {
    throw new Error(
      `The site's words are not complete (fix these in app/content/words/):\n${describeWordProblems(problems)}`,
    );
  }
  return { words: joined.tree, fileOf: joined.fileOf };
}

/** A language's glossary: the word each page uses for a moving term (term → word and note). */
export function glossaryOf(language: Language): Record<string, { word: string; note: string }> {
  const file = wordFiles.find((candidate) => candidate.language === language && candidate.name === glossaryFile);
  return (file?.words.glossary ?? {}) as Record<string, { word: string; note: string }>;
}
