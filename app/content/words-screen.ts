/**
 * The editor's screen of a words file, as scripts/editor/config.ts names it: for the build's
 * messages (editor-places.ts) and its list of translations behind English (translations-behind.ts).
 */
import { humanize } from "./field-names";
import { type Language, languageNames, sourceLanguage } from "./languages";

/** The editor's screen of a words file (`home.json`, `cities/pune.json`) in `language`. */
export function wordsScreen(fileName: string, language: Language): { screen: string; file: string } {
  const name = fileName.replace(/\.json$/, "");
  const [folder, own] = name.includes("/") ? name.split("/") : [undefined, name];
  const list = folder ? `Words: ${humanize(folder).toLowerCase()}` : "Words";
  return {
    screen: `${list} › ${humanize(own ?? name)}${language === sourceLanguage ? "" : `, the ${languageNames[language]} (${language}) side`}`,
    file: `app/content/words/${language}/${name}.json`,
  };
}
