import { describe, expect, it } from "vitest";
import { claimsContentFor, contentFor, estimateContentFor } from "./content.server";
import { contentAsWritten } from "./content-as-written";
import { interfaceWordsSchema } from "./interface-schema";
import { languages } from "./languages";
import { sentenceWith } from "./text-rules";
import { wordFiles } from "./word-files";
import { wordsNoSchemaKeeps, wordsShape } from "./words-shape";

describe("the shape of a group of words, from its English file", () => {
  it("keeps every key English has, so a new label reaches its component with no schema to change", () => {
    const english = { heading: "Our work", newLabel: "Something new", steps: [{ id: "call", title: "We call" }] };
    const shape = wordsShape(english, { heading: sentenceWith() }, "example");
    expect(shape.parse(english)).toEqual(english);
    expect(shape.safeParse({ ...english, newLabel: " " }).error?.issues[0]?.path).toEqual(["newLabel"]);
  });

  it("applies a rule where one is written, and refuses a rule for a key English does not have", () => {
    const shape = wordsShape({ call: "Call {phone}" }, { call: sentenceWith("phone") }, "example");
    expect(shape.safeParse({ call: "Call us" }).success).toBe(false);
    expect(() => wordsShape({ call: "Call" }, { callTitle: sentenceWith("phone") }, "example")).toThrow(
      "example.callTitle: has a rule, but the English words have no such key",
    );
  });

  it("is the interface's schema: every group of the English interface comes through parsing", () => {
    const english = contentAsWritten("en").site.interface;
    expect(Object.keys(interfaceWordsSchema.parse(english)).sort()).toEqual(Object.keys(english).sort());
  });
});

describe("every word of every words file", () => {
  const parsed = Object.fromEntries(
    languages.map((language) => [
      language,
      {
        ...contentFor(language),
        estimate: estimateContentFor(language),
        claims: claimsContentFor(language),
      },
    ]),
  );
  it("reaches the parsed content, in every language (a key no schema keeps fails here, in seconds)", () => {
    const lost = languages.flatMap((language) =>
      wordsNoSchemaKeeps(
        wordFiles.filter((file) => file.language === language),
        parsed[language],
      ),
    );
    expect(lost).toEqual([]);
  });

  it("names the file and key of a word no schema keeps", () => {
    const english = wordFiles.filter((file) => file.language === "en");
    const home = english.find((file) => file.name === "home.json");
    if (!home) throw new Error("no English home.json");
    // The pages' titles and introductions keep a hand-written shape (pages-schema.ts).
    const pages = home.words.pages as Record<string, object>;
    const planted = {
      ...home,
      words: { ...home.words, pages: { ...pages, home: { ...pages.home, madeUp: "A label" } } },
    };
    expect(wordsNoSchemaKeeps([planted], parsed.en)).toEqual([`${home.path}: pages.home.madeUp`]);
  });
});
