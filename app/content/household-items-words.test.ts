import { describe, expect, it } from "vitest";
import { contentAsWritten } from "./content-as-written";
import { estimateContentAsWritten } from "./estimate-content";
import { parseEstimateContent } from "./estimate-schema";
import { wordFiles } from "./word-files";

/** A piano the owner adds in Facts › Household items. */
const piano = { id: "piano", category: "living-room", cuFt: 60 };
const estimate = {
  ...estimateContentAsWritten,
  catalogue: { ...estimateContentAsWritten.catalogue, items: [...estimateContentAsWritten.catalogue.items, piano] },
};
const names = { en: "Piano", te: "పియానో", hi: "पियानो" } as const;

/** The words files with the piano's name in the languages given. */
function filesNaming(languages: Array<keyof typeof names>) {
  return wordFiles.map((file) => {
    const language = file.language as keyof typeof names;
    const catalogue = (file.words.estimate as { catalogue?: { items: unknown[] } } | undefined)?.catalogue;
    if (!languages.includes(language) || !catalogue) return file;
    const copy = structuredClone(file);
    (copy.words.estimate as { catalogue: { items: unknown[] } }).catalogue.items.push({
      id: "piano",
      name: names[language],
    });
    return copy;
  });
}

describe("a household item added in the editor", () => {
  it("without its Hindi name stops the build naming the language, the editor's screen and the id", () => {
    expect(() => contentAsWritten("en", { wordFiles: filesNaming(["en", "te"]), estimate })).toThrow(
      'The item "piano" has no name in Hindi (हिंदी): in the editor, Words › Estimate, the Hindi (hi) side › Items, add the entry "piano" as Hindi (हिंदी) writes it, then save (file app/content/words/hi/estimate.json).',
    );
  });

  it("with its name in every language is on the estimate's list, in every language", () => {
    for (const language of ["en", "te", "hi"] as const) {
      const written = contentAsWritten(language, { wordFiles: filesNaming(["en", "te", "hi"]), estimate });
      expect(parseEstimateContent(written.estimate).catalogue.items.at(-1)).toEqual({
        ...piano,
        name: names[language],
      });
    }
  });
});
