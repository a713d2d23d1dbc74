import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  alignWithSource,
  compareWithSource,
  extraEntry,
  fillSlots,
  joinWordFiles,
  listIdProblems,
  mergeWords,
  missingEntry,
  slotNames,
  type WordValue,
} from "./word-tree";

const messages = (source: WordValue, translation: WordValue | undefined) =>
  compareWithSource(source, translation, "te/home.json").map(({ path, message }) => `${path}: ${message}`);

describe("a translation against its English file", () => {
  it("names a missing key, an extra key and an empty sentence, with the file and key path", () => {
    const english = { hero: { title: "Moving", subtitle: "Since {foundedYear}" } };
    expect(messages(english, { hero: { title: "షిఫ్టింగ్" } })).toEqual([
      "hero.subtitle: is missing (the English file has it)",
    ]);
    expect(messages(english, { hero: { title: "షిఫ్టింగ్", subtitle: "{foundedYear} నుండి", tagline: "…" } })).toEqual([
      "hero.tagline: is not in the English file",
    ]);
    expect(messages(english, { hero: { title: " ", subtitle: "{foundedYear} నుండి" } })).toEqual([
      "hero.title: is empty",
    ]);
    expect(compareWithSource(english, {}, "te/home.json")[0]?.file).toBe("te/home.json");
  });

  it("refuses a sentence that drops or invents a slot", () => {
    expect(messages({ text: "Call {phone}" }, { text: "కాల్ చేయండి" })).toEqual([
      "text: has the slots {}, the English has {phone}",
    ]);
    expect(messages({ text: "Call {phone}" }, { text: "{phone} కి {name} కాల్" })).toEqual([
      "text: has the slots {name, phone}, the English has {phone}",
    ]);
    expect(messages({ text: "{a} and {b}" }, { text: "{b} మరియు {a}" })).toEqual([]);
  });

  it("refuses a list of another length, or a value of another kind", () => {
    expect(messages({ items: ["a", "b"] }, { items: ["అ"] })).toEqual(["items: has 1 entries, the English has 2"]);
    expect(messages({ items: ["a"] }, { items: "అ" })).toEqual(["items: must be a list, like the English"]);
    expect(messages({ group: { a: "a" } }, { group: "అ" })).toEqual([
      "group: must be a group of keys, like the English",
    ]);
  });

  it("compares a list of entries by id, in any order, and names a missing or extra id", () => {
    const english = {
      faq: [
        { id: "cost", question: "Cost?" },
        { id: "damage", question: "Damage?" },
      ],
    };
    expect(
      messages(english, {
        faq: [
          { id: "damage", question: "నష్టం?" },
          { id: "cost", question: "ఖర్చు?" },
        ],
      }),
    ).toEqual([]);
    expect(
      messages(english, {
        faq: [
          { id: "cost", question: "ఖర్చు?" },
          { id: "storage", question: "?" },
        ],
      }),
    ).toEqual([`faq: ${missingEntry("damage")}`, `faq: ${extraEntry("storage")}`]);
    expect(
      messages(english, {
        faq: [
          { id: "cost", question: "" },
          { id: "damage", question: "నష్టం?" },
        ],
      }),
    ).toEqual(["faq[id=cost].question: is empty"]);
  });

  it("finds nothing wrong with a file compared with itself, whatever it holds", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(compareWithSource(value as WordValue, value as WordValue, "x.json")).toEqual([]);
      }),
    );
  });
});

describe("words laid over facts", () => {
  it("joins objects key by key, and a list's items by id in the facts' order", () => {
    const facts = {
      slides: [
        { id: "moving", src: "a.svg" },
        { id: "storage", src: "b.svg" },
      ],
    };
    const words = {
      slides: [
        { id: "storage", alt: "B" },
        { id: "moving", alt: "A" },
      ],
    };
    expect(mergeWords(facts, words)).toEqual({
      slides: [
        { id: "moving", src: "a.svg", alt: "A" },
        { id: "storage", src: "b.svg", alt: "B" },
      ],
    });
  });

  it("gives every item its own words, however either list is ordered", () => {
    const ids = ["a", "b", "c", "d", "e"];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(ids, { minLength: 5 }),
        fc.shuffledSubarray(ids, { minLength: 5 }),
        (factOrder, wordOrder) => {
          const merged = mergeWords(
            { list: factOrder.map((id) => ({ id, fact: `fact of ${id}` })) },
            { list: wordOrder.map((id) => ({ id, word: `word of ${id}` })) },
          ) as { list: Array<{ id: string; fact: string; word: string }> };
          expect(merged.list.map((item) => item.id)).toEqual(factOrder);
          for (const item of merged.list)
            expect([item.fact, item.word]).toEqual([`fact of ${item.id}`, `word of ${item.id}`]);
        },
      ),
    );
  });

  it("names the file, the list and the id of a missing, extra or repeated entry", () => {
    const sources = { wordsFileOf: () => "words/te/home.json", factsFileOf: () => "home.ts" };
    const facts = { faq: [{ id: "cost" }, { id: "damage" }] };
    expect(() => mergeWords(facts, { faq: [{ id: "cost", question: "?" }] }, sources)).toThrow(
      'words/te/home.json: faq: has no entry with the id "damage" (home.ts has it)',
    );
    expect(() => mergeWords(facts, { faq: [{ id: "cost" }, { id: "damage" }, { id: "storage" }] }, sources)).toThrow(
      'words/te/home.json: faq: the id "storage" is not in home.ts',
    );
    expect(() => mergeWords(facts, { faq: [{ id: "cost" }, { id: "cost" }, { id: "damage" }] }, sources)).toThrow(
      'words/te/home.json: faq: the id "cost" is written twice',
    );
    expect(() => mergeWords({ faq: [{ id: "cost" }, { id: "cost" }] }, { faq: [{ id: "cost" }] }, sources)).toThrow(
      'home.ts: faq: the id "cost" is written twice',
    );
    expect(() => mergeWords({ faq: [{}, {}] }, { faq: [{ id: "cost" }, { id: "damage" }] }, sources)).toThrow(
      "home.ts: faq: the entry of the facts at position 1 has no id",
    );
  });

  it("gives each item of a list with slugs the words under its slug, whatever their order", () => {
    const facts = {
      services: [
        { slug: "packing", order: 1 },
        { slug: "storage", order: 2 },
      ],
    };
    const words = { services: { storage: { title: "స్టోరేజ్" }, packing: { title: "ప్యాకింగ్" } } };
    expect(mergeWords(facts, words)).toEqual({
      services: [
        { slug: "packing", order: 1, title: "ప్యాకింగ్" },
        { slug: "storage", order: 2, title: "స్టోరేజ్" },
      ],
    });
    expect(() => mergeWords(facts, { services: { moving: { title: "?" } } })).toThrow(
      /services\.moving: no entry has this slug/,
    );
  });

  it("refuses a value written both as a fact and as a word, and a list joined by position", () => {
    expect(() => mergeWords({ phone: "+91 90000 00001" }, { phone: "call" })).toThrow(/phone: is both a fact/);
    expect(() => mergeWords({ terms: ["a", "b"] }, { terms: ["x", "y"] })).toThrow(
      /terms: is a list of facts .*: its words must be objects, each with the "id" of its entry/,
    );
  });

  it("joins files, and names both files when they write the same word", () => {
    const joined = joinWordFiles([
      { file: "en/home.json", words: { pages: { home: { title: "Home" } } } },
      { file: "en/about.json", words: { pages: { about: { title: "About" } } } },
      { file: "en/other.json", words: { pages: { about: { title: "Again" } } } },
    ]);
    expect(joined.tree).toEqual({ pages: { home: { title: "Home" }, about: { title: "About" } } });
    expect(joined.problems).toEqual([
      { file: "en/other.json", path: "pages.about.title", message: "also written in en/about.json" },
    ]);
  });
});

describe("the facts' slots", () => {
  it("are filled where named, and every other slot is left for the page", () => {
    expect(fillSlots({ a: ["Since {foundedYear}, call {phone}"] }, { foundedYear: "2021" })).toEqual({
      a: ["Since 2021, call {phone}"],
    });
    expect(slotNames("{b} and {a}, {b}")).toEqual(["a", "b", "b"]);
  });

  it("leave a text with no slot as it is", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/\{\w+\}/.test(text)),
        (text) => {
          expect(fillSlots(text, { any: "value" })).toBe(text);
        },
      ),
    );
  });
});

describe("the ids of a words file's lists", () => {
  it("are on every entry of a list of objects, once each, as letters, digits and hyphens", () => {
    const problems = listIdProblems(
      {
        faq: [{ id: "cost" }, { question: "?" }, { id: "cost" }, { id: "two words" }],
        paragraphs: ["a", "b"],
      },
      "words/en/home.json",
    ).map(({ file, path, message }) => `${file}: ${path}: ${message}`);
    expect(problems).toEqual([
      "words/en/home.json: faq: the entry at position 2 has no id",
      'words/en/home.json: faq: the id "cost" is written twice',
      'words/en/home.json: faq: the entry at position 4 has no id ("two words" is not one: letters, digits and hyphens)',
    ]);
  });

  it("put a translation's lists in the English order, whatever order the translator left them in", () => {
    const english = { steps: [{ id: "call" }, { id: "survey" }, { id: "quote" }], text: "x" };
    fc.assert(
      fc.property(fc.shuffledSubarray(["call", "survey", "quote"], { minLength: 3 }), (order) => {
        const translation = { steps: order.map((id) => ({ id, title: id.toUpperCase() })), text: "y" };
        expect(alignWithSource(english, translation)).toEqual({
          steps: [
            { id: "call", title: "CALL" },
            { id: "survey", title: "SURVEY" },
            { id: "quote", title: "QUOTE" },
          ],
          text: "y",
        });
      }),
    );
  });
});
