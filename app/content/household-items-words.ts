/**
 * Whether every household item, category and home size (facts/household-items.json) has its name
 * in every language (words/<language>/estimate.json, under `estimate.catalogue`, by id). Checked
 * before the words are laid over the facts, so an item the owner added in Facts › Household items
 * and has not yet named in a language stops the build with one plain sentence per missing name,
 * naming the language, the editor's screen and the id, rather than a key path (issue 34).
 */
import { type Language, languageForReplies, languages, sourceLanguage } from "./languages";
import type { WordFile } from "./word-files";
import { isTree } from "./word-tree";

type Catalogue = Record<"categories" | "items" | "homeSizes", ReadonlyArray<{ id: string }>>;

/** Each list's name on the editor's screen and what one of its entries is called. */
const lists = [
  { key: "categories", label: "Categories", what: "category" },
  { key: "items", label: "Items", what: "item" },
  { key: "homeSizes", label: "Home sizes", what: "home size" },
] as const;

const side = (language: Language) =>
  language === sourceLanguage
    ? "Words › Estimate"
    : `Words › Estimate, the ${languageForReplies[language].replace(/ \(.*$/, "")} (${language}) side`;

/** One sentence per name a language lacks, or per name given for an id the facts do not have. */
export function catalogueWordProblems(files: readonly WordFile[], catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const language of languages) {
    const file = files.find((one) => one.language === language && isTree(one.words.estimate));
    const words = file && isTree(file.words.estimate) ? file.words.estimate.catalogue : undefined;
    if (!file || !isTree(words)) continue;
    for (const { key, label, what } of lists) {
      const entries = Array.isArray(words[key]) ? (words[key] as unknown[]).filter(isTree) : [];
      const named = new Map(entries.map((entry) => [String(entry.id), entry.name]));
      const ids = new Set(catalogue[key].map((entry) => entry.id));
      for (const { id } of catalogue[key]) {
        const name = named.get(id);
        if (typeof name === "string" && name.trim() !== "") continue;
        problems.push(
          `The ${what} "${id}" has no name in ${languageForReplies[language]}: in the editor, ${side(language)} › ${label}, ${named.has(id) ? "fill in the name of" : "add"} the entry "${id}" as ${languageForReplies[language]} writes it, then save (file ${file.path}).`,
        );
      }
      for (const id of named.keys()) {
        if (!ids.has(id)) {
          problems.push(
            `${side(language)} › ${label} has an entry "${id}", which is not a ${what} in Facts › Household items: write the id exactly as it is there, or remove the entry, then save (file ${file.path}).`,
          );
        }
      }
    }
  }
  return problems;
}

/** Throws the problems as the build's message, one line each, when there are any. */
export function checkCatalogueWords(files: readonly WordFile[], catalogue: Catalogue): void {
  const problems = catalogueWordProblems(files, catalogue);
  if (problems.length > 0) {
    throw new Error(
      `A household item, category or home size lacks its name (fix these in the editor; the live site keeps its last good version until then):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
  }
}
