import { describe, expect, it } from "vitest";
import { claimsContentFor, contentFor, estimateContentFor } from "./content.server";
import { contentAsWritten } from "./content-as-written";
import { interfaceWordsSchema } from "./interface-schema";
import { languages } from "./languages";
import { sentenceWith } from "./text-rules";
import { wordFiles } from "./word-files";
import { isTree, sentencesOf } from "./word-tree";
import { wordsShape } from "./words-shape";

/** The value at a words file's key path (`faq[id=cost].answer`, `services.packing.title`) in parsed content. */
function valueAt(content: unknown, path: string): unknown {
  let here = content;
  for (const [, key, index, id] of path.matchAll(/\.?([^.[\]]+)|\[(\d+)\]|\[id=([^\]]+)\]/g)) {
    if (id !== undefined) {
      here = Array.isArray(here) ? here.find((item) => isTree(item) && item.id === id) : undefined;
    } else if (index !== undefined) {
      here = Array.isArray(here) ? here[Number(index)] : undefined;
    } else if (Array.isArray(here)) {
      here = here.find((item) => isTree(item) && item.slug === key);
    } else {
      here = isTree(here) ? here[key ?? ""] : undefined;
    }
  }
  return here;
}

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
    const lost = wordFiles
      .filter((file) => file.name !== "glossary.json")
      .flatMap((file) =>
        sentencesOf(file.words)
          // The gallery's two sets of page words become its page's (gallery.ts); the brochure's are documentWords.
          .filter(({ path }) => !/^(?:galleryPageWords|documents)\b/.test(path))
          .filter(({ path, text }) => valueAt(parsed[file.language], path) === undefined && text !== "")
          .map(({ path }) => `${file.path}: ${path}`),
      );
    expect(lost).toEqual([]);
  });
});
