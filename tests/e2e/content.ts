/**
 * The site's content in a language, for the browser tests: the facts with that language's words
 * files laid over them, as content.server.ts gives the loaders. content.server.ts finds the words
 * files with Vite's `import.meta.glob`, which Playwright does not have, so they are read here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { factSlots } from "../../app/content/fact-slots";
import type { Language } from "../../app/content/languages";
import { parseSiteContent } from "../../app/content/schema";
import { siteContentAsWritten } from "../../app/content/site-content";
import { describeWordProblems, fillSlots, joinWordFiles, mergeWords, type WordTree } from "../../app/content/word-tree";

const wordsFolder = join(import.meta.dirname, "../../app/content/words");

function wordsOf(language: Language): WordTree {
  const folder = join(wordsFolder, language);
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".json") && name !== "glossary.json")
    .sort()
    .map((name) => ({ file: name, words: JSON.parse(readFileSync(join(folder, name), "utf8")) as WordTree }));
  const { tree, problems } = joinWordFiles(files);
  if (problems.length > 0) throw new Error(describeWordProblems(problems));
  return tree;
}

/** The site's content (pages, company, forms, interface words) in one language. */
export function siteContentIn(language: Language) {
  const { estimate: _estimate, claims: _claims, ...siteWords } = wordsOf(language);
  const site = mergeWords(siteContentAsWritten, siteWords) as typeof siteContentAsWritten;
  return parseSiteContent(fillSlots(site, factSlots(site.company)));
}

export const englishContent = siteContentIn("en");
