import { describe, expect, it } from "vitest";
import { languageScripts, languages, sourceLanguage } from "./languages";
import { glossaryOf, translationProblems, type WordFile, wordFiles } from "./word-files";
import { sentencesOf, type WordValue } from "./word-tree";

const translated = languages.filter((language) => language !== sourceLanguage) as Array<"te" | "hi">;
const isGlossary = (file: WordFile) => file.name === "glossary.json";
const englishFile = (name: string) =>
  wordFiles.find((file) => file.language === sourceLanguage && file.name === name) as WordFile;

/** English sentences beside their translation, by key path. */
function alignedSentences(file: WordFile): Array<{ path: string; english: string; text: string }> {
  const english = new Map(sentencesOf(englishFile(file.name).words as WordValue).map((s) => [s.path, s.text]));
  return sentencesOf(file.words as WordValue).flatMap(({ path, text }) => {
    const source = english.get(path);
    return source === undefined ? [] : [{ path, english: source, text }];
  });
}

describe("the words files", () => {
  it("have every key of English in every language, and the same slots in every sentence", () => {
    expect(translationProblems()).toEqual([]);
  });

  it("name a language the site is written in, for every file", () => {
    for (const file of wordFiles) expect(languages).toContain(file.language);
  });
});

/**
 * Latin letters a Telugu or Hindi sentence may keep: slots the page fills, abbreviations and codes
 * (GST, NH 44, 2BHK, GJ 01), addresses, and the names of brands and services a family knows in
 * Latin letters.
 */
const keptInLatin = [
  /\{\w+\}/g,
  /\S+@\S+/g,
  /https?:\/\/\S+/g,
  // Web addresses a visitor types: services.gst.gov.in
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/g,
  /\b[A-Z][A-Z0-9-]*\b/g,
  /\S*\d\S*/g,
  /\b(?:WhatsApp|Google|Translate|Facebook|Instagram|YouTube|Enter|km|kg)\b/g,
];

/**
 * The English words of a translated sentence. A name its English sentence also writes is kept: a
 * capitalised word, or a run of words starting with one, such as a government portal's button
 * ("Search by GSTIN/UIN"), which the visitor must find as it is written there.
 */
function englishWordsIn(text: string, english = ""): string[] {
  const labels = (text.match(/[A-Z][A-Za-z]*(?:[ /][A-Za-z]+)*/g) ?? []).filter(
    (run) => run.includes(" ") && english.includes(run),
  );
  const unlabelled = labels.reduce((rest, label) => rest.replace(label, " "), text);
  const stripped = keptInLatin.reduce((rest, pattern) => rest.replace(pattern, " "), unlabelled);
  // A brand written in camel case (FormSubmit) is a name too.
  const names = new Set(english.match(/\b[A-Z][a-z]+(?:[A-Z][a-z]+)*\b/g) ?? []);
  return (stripped.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !names.has(word));
}

/**
 * A language's glossary holds a word for every English term, and may hold terms of its own: words
 * that language wrote several ways (Telugu's crockery, weekend; an ID kept in Latin letters), kept
 * there with their avoided forms for words-style.test.ts. Only the terms English shares are looked
 * for in the English sentence.
 */
const englishTerms = new Set(Object.keys(glossaryOf(sourceLanguage)));

describe.each(translated)("the %s words", (language) => {
  const files = wordFiles.filter((file) => file.language === language && !isGlossary(file));
  const glossary = Object.entries(glossaryOf(language)).filter(([term]) => englishTerms.has(term));

  it("write no sentence in English, apart from glossary terms, names, codes and numbers", () => {
    const english = files.flatMap((file) =>
      alignedSentences(file)
        .map((sentence) => ({ ...sentence, words: englishWordsIn(sentence.text, sentence.english) }))
        .filter(({ words }) => words.length > 0)
        .map(({ path, text, words }) => `${file.path}: ${path}: ${words.join(" ")} (in "${text}")`),
    );
    expect(english).toEqual([]);
  });

  it("write every sentence with words in the language's script", () => {
    const script = languageScripts[language];
    const without = files.flatMap((file) =>
      sentencesOf(file.words as WordValue)
        .filter(({ text }) => /\p{L}/u.test(text.replace(/\{\w+\}/g, "")) && !script.test(text))
        .filter(({ text }) => englishWordsIn(text).length > 0)
        .map(({ path }) => `${file.path}: ${path}`),
    );
    expect(without).toEqual([]);
  });

  it("use the glossary's word wherever the English sentence has its term", () => {
    const termPattern = (term: string, flags = "") =>
      new RegExp(`(?<![A-Za-z])${term}s?(?![A-Za-z])`, `${/^[A-Z]+$/.test(term) ? "" : "i"}${flags}`);
    // Each term's patterns are built once, not once for every sentence: this test was the slowest
    // of the words' checks (issue 56).
    const patterns = new Map(
      glossary.map(([term]) => [term, { one: termPattern(term), every: termPattern(term, "g") }]),
    );
    const patternOf = (term: string) => {
      const pattern = patterns.get(term);
      if (!pattern) throw new Error(`no pattern for "${term}"`);
      return pattern;
    };
    // A term inside a longer one ("receipt" in "lorry receipt") is answered by the longer term's
    // word: Hindi writes बिल्टी for the lorry receipt, with no रसीद in it.
    const longerTerms = new Map(
      glossary.map(([term]) => [
        term,
        glossary.map(([other]) => other).filter((other) => other !== term && patternOf(term).one.test(other)),
      ]),
    );
    const withoutLongerTerms = (english: string, term: string) =>
      (longerTerms.get(term) ?? []).reduce((rest, other) => rest.replace(patternOf(other).every, " "), english);
    const missing = files.flatMap((file) =>
      alignedSentences(file).flatMap(({ path, english, text }) => {
        // A slot's name ({delivery}) is not the term: the page fills it in. An acronym (GST, ID,
        // IT) is matched as written, so "it" and "id" do not count as IT and ID.
        const withoutSlots = english.replace(/\{\w+\}/g, " ");
        return glossary
          .filter(([term]) => patternOf(term).one.test(withoutLongerTerms(withoutSlots, term)))
          .filter(([, entry]) => !text.includes(entry.word))
          .map(([term, entry]) => `${file.path}: ${path}: "${term}" should be "${entry.word}" (in "${text}")`);
      }),
    );
    expect(missing).toEqual([]);
  });

  // A language may hold more terms than English: the words that drift in that language alone
  // (a spelling, a script) are its own business.
  it("has a word for every term of the English glossary", () => {
    expect([...englishTerms].filter((term) => !(term in glossaryOf(language)))).toEqual([]);
  });
});
