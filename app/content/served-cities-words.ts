/**
 * Whether every served city (facts/served-cities.json) has its words in every language: a name and a
 * state under the same slug in words/<language>/cities.json. Checked before the words are laid over
 * the facts, so a city the owner added in the editor and has not yet named in a language stops the
 * build with one plain sentence per missing word, naming the language, the editor's screen and the
 * field, rather than a key path (issue 34).
 */
import { type Language, languageForReplies, languages, sourceLanguage } from "./languages";
import type { WordFile } from "./word-files";
import { isTree, type WordTree } from "./word-tree";

/** What the build needs of a served city's facts here: its slug. */
type CityFacts = { slug: string };

/** The editor's screen for a language's side of Words › Cities. */
function screenOf(language: Language): string {
  return language === sourceLanguage
    ? "Words › Cities › Served cities"
    : `Words › Cities, the ${languageForReplies[language].replace(/ \(.*$/, "")} (${language}) side › Served cities`;
}

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** One sentence per word a language lacks for a served city, or per entry naming no served city. */
export function servedCityWordProblems(files: readonly WordFile[], cities: readonly CityFacts[]): string[] {
  const entriesOf = (language: Language) => {
    const file = files.find((one) => one.language === language && Array.isArray(one.words.servedCities));
    const entries = (file?.words.servedCities ?? []) as unknown[];
    return {
      path: file?.path ?? `app/content/words/${language}/cities.json`,
      byId: new Map(entries.filter(isTree).map((entry) => [String(entry.id), entry] as [string, WordTree | undefined])),
    };
  };
  const english = entriesOf(sourceLanguage).byId;
  const nameOf = (slug: string) => {
    const name = english.get(slug)?.name;
    return filled(name) ? String(name) : `The city "${slug}"`;
  };
  const slugs = new Set(cities.map((city) => city.slug));
  const problems: string[] = [];
  for (const language of languages) {
    const { path, byId } = entriesOf(language);
    const inLanguage = languageForReplies[language];
    for (const { slug } of cities) {
      const entry = byId.get(slug);
      const missing = [...(filled(entry?.name) ? [] : ["name"]), ...(filled(entry?.state) ? [] : ["state"])];
      if (missing.length === 0) continue;
      const what = missing.join(" and its ");
      problems.push(
        entry
          ? `${nameOf(slug)} has no ${what} in ${inLanguage}: in the editor, ${screenOf(language)}, fill in the ${what === "name" ? "City's name" : what === "state" ? "State" : "City's name and State"} of the entry "${slug}" as ${inLanguage} writes ${missing.length > 1 ? "them" : "it"}, then save (file ${path}).`
          : language === sourceLanguage || !english.has(slug)
            ? `${nameOf(slug)} has no name in ${inLanguage}: in the editor, ${screenOf(language)}, add an entry for "${slug}" (City: ${slug}) with its name and state as ${inLanguage} writes them, then save (file ${path}).`
            : // The other languages take an entry's address name from English, where it is typed (issue 51).
              `${nameOf(slug)} has no name in ${inLanguage}: in the editor, open Words › Cities and save it once, which adds the entry "${slug}" to every side as the left side has it; then in ${screenOf(language)} write its City's name and State as ${inLanguage} writes them, and save (file ${path}).`,
      );
    }
    for (const id of byId.keys()) {
      if (!slugs.has(id)) {
        problems.push(
          `${screenOf(language)} has an entry for "${id}", which is not a city in Facts › Served cities: write the city's address name exactly as it is there, or remove the entry, then save (file ${path}).`,
        );
      }
    }
  }
  return problems;
}

/** Throws the problems as the build's message, one line each, when there are any. */
export function checkServedCityWords(files: readonly WordFile[], cities: readonly CityFacts[]): void {
  const problems = servedCityWordProblems(files, cities);
  if (problems.length > 0) {
    throw new Error(
      `A served city lacks words (fix these in the editor; the live site keeps its last good version until then):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
  }
}
