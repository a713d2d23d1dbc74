/**
 * Lists are joined by id, never by position (issue 33): reordering any list, in any language or in
 * the facts, leaves every entry with its own words and facts, and a language's order never
 * matters. These compare each language's merged content (what every page is drawn from) before
 * and after the change.
 */
import { describe, expect, it } from "vitest";
import { claimsAndPaperwork } from "./claims-and-paperwork";
import { type ContentSources, contentAsWritten } from "./content-as-written";
import { estimateContentAsWritten } from "./estimate-content";
import { type Language, languages, sourceLanguage } from "./languages";
import { siteContentAsWritten } from "./site-content";
import { type WordFile, wordFiles } from "./word-files";
import { isTree, missingEntry } from "./word-tree";

type Reorder = <T>(items: T[]) => T[];
const reverse: Reorder = (items) => [...items].reverse();

const hasIds = (value: unknown): value is Array<Record<string, unknown> & { id: string }> =>
  Array.isArray(value) && value.length > 0 && value.every((item) => isTree(item) && typeof item.id === "string");

/** A copy of a value with every list of entries with ids reordered, at every depth. */
function reorderLists<T>(value: T, reorder: Reorder = reverse): T {
  if (Array.isArray(value)) {
    const items = value.map((item) => reorderLists(item, reorder));
    return (hasIds(value) ? reorder(items) : items) as T;
  }
  if (isTree(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, reorderLists(item, reorder)])) as T;
  }
  return value;
}

/** The content with every list of entries with ids turned into an object keyed by id: what each entry says, not where. */
function byId(value: unknown): unknown {
  if (hasIds(value)) return Object.fromEntries(value.map((item) => [item.id, byId(item)]));
  if (Array.isArray(value)) return value.map(byId);
  if (isTree(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, byId(item)]));
  return value;
}

/** The word files with one language's files changed. */
function withWordsOf(language: Language, change: (words: WordFile["words"], name: string) => WordFile["words"]) {
  return wordFiles.map((file) =>
    file.language === language ? { ...file, words: change(file.words, file.name) } : file,
  );
}

const written = Object.fromEntries(languages.map((language) => [language, contentAsWritten(language)])) as Record<
  Language,
  ReturnType<typeof contentAsWritten>
>;

const reorderedFacts = (reorder: Reorder): ContentSources => ({
  site: reorderLists(siteContentAsWritten, reorder),
  estimate: reorderLists(estimateContentAsWritten, reorder),
  claims: reorderLists(claimsAndPaperwork, reorder),
});

describe("a list reordered in a translation", () => {
  for (const language of languages.filter((code) => code !== sourceLanguage)) {
    it(`changes nothing on any page in ${language}: every list of its words reversed`, () => {
      const reordered = withWordsOf(language, (words) => reorderLists(words));
      const layout = (files: WordFile[]) =>
        files.find((file) => file.language === language && file.name === "layout.json");
      expect(layout(reordered)?.words.mainNavigation).not.toEqual(layout(wordFiles)?.words.mainNavigation);
      expect(contentAsWritten(language, { wordFiles: reordered })).toEqual(written[language]);
    });
  }
});

describe("a list reordered in English, the language the others follow", () => {
  it("keeps every entry's words with its facts, in every language", () => {
    const reordered = withWordsOf(sourceLanguage, (words) => reorderLists(words));
    for (const language of languages) {
      expect(byId(contentAsWritten(language, { wordFiles: reordered }))).toEqual(byId(written[language]));
    }
  });
});

describe("a list reordered in the facts", () => {
  it("shows the entries in the new order, each with its own words and figures, in every language", () => {
    const rotate: Reorder = (items) => [...items.slice(1), ...items.slice(0, 1)];
    for (const reorder of [reverse, rotate]) {
      const sources = reorderedFacts(reorder);
      for (const language of languages) {
        const content = contentAsWritten(language, sources);
        expect(byId(content)).toEqual(byId(written[language]));
        expect(content.site.faq.map((entry) => entry.id)).toEqual(
          reorder(written[language].site.faq.map((entry) => entry.id)),
        );
      }
    }
  });
});

describe("the issue's two experiments", () => {
  it("swapping two household items in the facts swaps them on the page, each with its name and volume", () => {
    const items = [...estimateContentAsWritten.catalogue.items];
    const singleCot = items.findIndex((item) => item.id === "single-cot");
    const kingBed = items.findIndex((item) => item.id === "king-bed");
    [items[singleCot], items[kingBed]] = [
      items[kingBed] as (typeof items)[number],
      items[singleCot] as (typeof items)[number],
    ];
    const estimate = { ...estimateContentAsWritten, catalogue: { ...estimateContentAsWritten.catalogue, items } };
    for (const language of languages) {
      const swapped = contentAsWritten(language, { estimate }).estimate.catalogue.items;
      const before = written[language].estimate.catalogue.items;
      expect(swapped[kingBed]).toEqual(before[singleCot]);
      expect(swapped[singleCot]).toEqual(before[kingBed]);
    }
    const english = contentAsWritten(sourceLanguage, { estimate }).estimate.catalogue.items;
    const cot = estimateContentAsWritten.catalogue.items.find((item) => item.id === "single-cot");
    expect(english.find((item) => item.name === "Single cot")?.cuFt).toBe(cot?.cuFt);
  });

  it("swapping two menu entries in the facts or in any language's words leaves each label on its own page", () => {
    const more = [...siteContentAsWritten.moreNavigation];
    const verifyUs = more.findIndex((entry) => entry.page === "verifyUs");
    const bookSurvey = more.findIndex((entry) => entry.page === "bookSurvey");
    [more[verifyUs], more[bookSurvey]] = [
      more[bookSurvey] as (typeof more)[number],
      more[verifyUs] as (typeof more)[number],
    ];
    const site = { ...siteContentAsWritten, moreNavigation: more };
    const labelOf = (content: ReturnType<typeof contentAsWritten>, page: string) =>
      content.site.moreNavigation.find((entry) => entry.page === page)?.label;
    expect(labelOf(contentAsWritten(sourceLanguage, { site }), "verifyUs")).toBe("Verify us before you pay");
    for (const language of languages) {
      const swappedFacts = contentAsWritten(language, { site });
      expect(byId(swappedFacts)).toEqual(byId(written[language]));
      const swapInWords = withWordsOf(language, (words) =>
        words.moreNavigation ? { ...words, moreNavigation: reorderLists(words.moreNavigation) } : words,
      );
      expect(contentAsWritten(language, { wordFiles: swapInWords })).toEqual(written[language]);
    }
  });

  it("an entry missing from a translation fails, naming the file, the list and the id", () => {
    const dropped = withWordsOf("te", (words, name) =>
      name === "layout.json" && Array.isArray(words.moreNavigation)
        ? { ...words, moreNavigation: words.moreNavigation.filter((entry) => isTree(entry) && entry.id !== "verifyUs") }
        : words,
    );
    expect(() => contentAsWritten("te", { wordFiles: dropped })).toThrow(
      `app/content/words/te/layout.json: moreNavigation: ${missingEntry("verifyUs")}`,
    );
  });

  it("an entry added to the facts without words, or an id written twice, fails naming the file, the list and the id", () => {
    const items = [...estimateContentAsWritten.catalogue.items, { id: "piano", category: "living", cuFt: 60 }];
    expect(() =>
      contentAsWritten(sourceLanguage, {
        estimate: { ...estimateContentAsWritten, catalogue: { ...estimateContentAsWritten.catalogue, items } },
      }),
    ).toThrow(
      'The item "piano" has no name in English: in the editor, Words › Estimate › Items, add the entry "piano" as English writes it, then save (file app/content/words/en/estimate.json).',
    );
    const first = siteContentAsWritten.faq[0] as (typeof siteContentAsWritten.faq)[number];
    expect(() =>
      contentAsWritten(sourceLanguage, {
        site: { ...siteContentAsWritten, faq: [...siteContentAsWritten.faq, first] },
      }),
    ).toThrow(`app/content/home.ts: faq: the id "${first.id}" is written twice`);
  });
});
