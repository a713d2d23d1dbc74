import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareWithSource, fillSlots, joinWordFiles, mergeWords, slotNames, type WordValue } from "./word-tree";

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

  it("finds nothing wrong with a file compared with itself, whatever it holds", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(compareWithSource(value as WordValue, value as WordValue, "x.json")).toEqual([]);
      }),
    );
  });
});

describe("words laid over facts", () => {
  it("joins objects key by key and lists item by item", () => {
    expect(
      mergeWords({ slides: [{ src: "a.svg" }, { src: "b.svg" }] }, { slides: [{ alt: "A" }, { alt: "B" }] }),
    ).toEqual({
      slides: [
        { src: "a.svg", alt: "A" },
        { src: "b.svg", alt: "B" },
      ],
    });
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

  it("refuses a value written both as a fact and as a word, and lists of other lengths", () => {
    expect(() => mergeWords({ phone: "+91 90000 00001" }, { phone: "call" })).toThrow(/phone: is both a fact/);
    expect(() => mergeWords({ slides: [{}, {}] }, { slides: [{}] })).toThrow(/slides: has 1 entries, the facts have 2/);
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
