/**
 * The trust pages' promises in Telugu and Hindi carry the same numbers as the English: the
 * advance, the hours, the helpline, the digits of a phone number. Slots are checked by the build
 * (word-files.ts); a number written into a sentence is checked here, sentence by sentence.
 */
import { describe, expect, it } from "vitest";
import { wordFiles } from "./word-files";
import { sentencesOf } from "./word-tree";

const trustFiles = ["verify-us.json", "book-survey.json", "survey-booked.json", "contact.json", "thank-you.json"];

const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe("the trust pages' numbers", () => {
  for (const name of trustFiles) {
    const english = wordFiles.find((file) => file.language === "en" && file.name === name);
    const translations = wordFiles.filter((file) => file.language !== "en" && file.name === name);

    it(`${name}: every Telugu and Hindi sentence writes the English sentence's numbers`, () => {
      expect(english).toBeDefined();
      expect(translations.map((file) => file.language).sort()).toEqual(["hi", "te"]);
      const source = sentencesOf(english?.words ?? {});
      for (const translation of translations) {
        const translated = new Map(sentencesOf(translation.words).map(({ path, text }) => [path, text]));
        for (const { path, text } of source) {
          expect(numbersIn(translated.get(path) ?? ""), `${translation.path}: ${path}`).toEqual(numbersIn(text));
        }
      }
    });
  }
});
