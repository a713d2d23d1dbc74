/**
 * Each language's glossary.json holds, beside the word for each term, the forms a page must not
 * use (`avoid`: दफ़्तर where the glossary says ऑफ़िस) and the style guide's mechanical rules as
 * regular expressions (`style`: a dropped nukta, a floor written "मंज़िल 2"). This test holds every
 * words file of the language to both, and names the file, the key path and the rule it breaks.
 * The glossary itself is exempt: it lists the avoided forms. The style guides beside the words
 * (app/content/words/<language>/style-guide.md) explain the rules.
 */
import { describe, expect, it } from "vitest";
import { languages } from "./languages";
import { type WordFile, wordFiles } from "./word-files";
import { isTree, sentencesOf, type WordTree, type WordValue } from "./word-tree";

type GlossaryEntry = { word: string; note: string; avoid?: string[] };
/**
 * `catches` are sentences the rule must find and `keeps` sentences it must leave alone: the rule's
 * own examples, which the style guide quotes and this test plants in a page.
 */
type StyleRule = {
  id?: string;
  pattern: string;
  flags?: string;
  message: string;
  catches?: string[];
  keeps?: string[];
};
type Glossary = { glossary: Record<string, GlossaryEntry>; style?: StyleRule[] };

const glossaryFile = "glossary.json";

/**
 * Devanagari has two encodings of a nukta letter (क़ as one code point or as क + ़); NFC turns both
 * into the second, so a rule written either way finds the letter written either way.
 */
const normal = (text: string) => text.normalize("NFC");

/** What is wrong with a glossary's own `avoid` and `style` data (a rule that cannot run is no rule). */
function glossaryDataProblems(file: string, data: WordTree): string[] {
  const problems: string[] = [];
  const glossary = data.glossary;
  if (!isTree(glossary)) return [`${file}: glossary: must be a group of terms`];
  for (const [term, entry] of Object.entries(glossary)) {
    if (!isTree(entry) || typeof entry.word !== "string" || typeof entry.note !== "string") {
      problems.push(`${file}: glossary.${term}: must have a word and a note`);
      continue;
    }
    const { avoid } = entry;
    if (avoid === undefined) continue;
    if (!Array.isArray(avoid) || avoid.some((form) => typeof form !== "string" || form.trim() === "")) {
      problems.push(`${file}: glossary.${term}.avoid: must be a list of forms`);
      continue;
    }
    for (const form of avoid as string[]) {
      // A glossary word that holds a form it avoids could never be written.
      for (const [other, otherEntry] of Object.entries(glossary)) {
        if (
          isTree(otherEntry) &&
          typeof otherEntry.word === "string" &&
          normal(otherEntry.word).includes(normal(form))
        ) {
          problems.push(`${file}: glossary.${term}.avoid: "${form}" is inside the word of "${other}"`);
        }
      }
    }
  }
  const style = data.style;
  if (style === undefined) return problems;
  if (!Array.isArray(style)) return [...problems, `${file}: style: must be a list of rules`];
  style.forEach((rule, index) => {
    if (!isTree(rule) || typeof rule.pattern !== "string" || typeof rule.message !== "string" || rule.message === "") {
      problems.push(`${file}: style[${index}]: must have a pattern and a message`);
      return;
    }
    try {
      new RegExp(normal(rule.pattern), typeof rule.flags === "string" ? rule.flags : "u");
    } catch (error) {
      problems.push(`${file}: style[${index}]: ${(error as Error).message}`);
    }
    for (const list of ["catches", "keeps"] as const) {
      const examples = rule[list];
      if (examples !== undefined && (!Array.isArray(examples) || examples.some((text) => typeof text !== "string"))) {
        problems.push(`${file}: style[${index}].${list}: must be a list of sentences`);
      }
    }
  });
  return problems;
}

/**
 * Every sentence of the files against the glossary's avoided forms and style rules. A form is
 * found anywhere in a sentence, so "दफ़्तर" also finds "दफ़्तरों"; a rule is a regular expression.
 */
function styleProblems(glossary: Glossary, files: Array<Pick<WordFile, "path" | "words">>): string[] {
  const avoided = Object.entries(glossary.glossary).flatMap(([term, entry]) =>
    (entry.avoid ?? []).map((form) => ({ form: normal(form), term, word: entry.word })),
  );
  const rules = (glossary.style ?? []).map((rule, index) => ({
    name: rule.id ? `style "${rule.id}"` : `style[${index}]`,
    message: rule.message,
    // The global flag would make test() remember where it stopped between sentences.
    pattern: new RegExp(normal(rule.pattern), (rule.flags ?? "u").replace("g", "")),
  }));
  return files.flatMap((file) =>
    sentencesOf(file.words as WordValue).flatMap(({ path, text }) => {
      const sentence = normal(text);
      return [
        ...avoided
          .filter(({ form }) => sentence.includes(form))
          .map(
            ({ form, term, word }) =>
              `${file.path}: ${path}: "${form}" is avoided by the glossary's "${term}": write "${word}" (in "${text}")`,
          ),
        ...rules.flatMap(({ name, message, pattern }) => {
          const found = pattern.exec(sentence);
          return found ? [`${file.path}: ${path}: ${name} "${found[0]}": ${message} (in "${text}")`] : [];
        }),
      ];
    }),
  );
}

describe("the glossary and style checker", () => {
  const glossary: Glossary = {
    glossary: { office: { word: "ऑफ़िस", note: "One word for every office.", avoid: ["दफ़्तर"] } },
    style: [{ id: "floors", pattern: "मंज़िल\\s*\\d", flags: "u", message: "write the floor as a word: तीसरी मंज़िल" }],
  };
  const file = (words: WordTree) => ({ path: "app/content/words/hi/contact.json", words });

  it("names the file, the key path and the term of an avoided form, inflected or not", () => {
    expect(styleProblems(glossary, [file({ contact: { offices: ["हमारे दफ़्तरों का पता", "ऑफ़िस"] } })])).toEqual([
      'app/content/words/hi/contact.json: contact.offices[0]: "दफ़्तर" is avoided by the glossary\'s "office": write "ऑफ़िस" (in "हमारे दफ़्तरों का पता")',
    ]);
  });

  it("names the file, the key path and the rule a sentence breaks", () => {
    expect(styleProblems(glossary, [file({ floor: "मंज़िल 2, बिना लिफ़्ट", ok: "दूसरी मंज़िल" })])).toEqual([
      'app/content/words/hi/contact.json: floor: style "floors" "मंज़िल 2": write the floor as a word: तीसरी मंज़िल (in "मंज़िल 2, बिना लिफ़्ट")',
    ]);
  });

  it("finds a nukta letter however it is encoded", () => {
    const precomposed = "\u095e\u094d\u0932\u0948\u091f"; // फ़्लैट with फ़ as one code point
    const nukta = { glossary: {}, style: [{ pattern: "फ्लैट", message: "write फ़्लैट" }] };
    expect(styleProblems(nukta, [file({ a: precomposed, b: "फ्लैट" })])).toHaveLength(1);
    expect(
      styleProblems({ glossary: { flat: { word: "फ्लैट", note: "", avoid: ["फ़्लैट"] } } }, [file({ a: precomposed })]),
    ).toHaveLength(1);
  });

  it("refuses glossary data that cannot be checked", () => {
    expect(
      glossaryDataProblems("g.json", {
        glossary: { office: { word: "ऑफ़िस", note: "", avoid: ["ऑफ़"] }, lift: { word: "लिफ़्ट", note: "", avoid: [""] } },
        style: [{ pattern: "(", message: "broken" }, { pattern: "x" }],
      }),
    ).toEqual([
      'g.json: glossary.office.avoid: "ऑफ़" is inside the word of "office"',
      "g.json: glossary.lift.avoid: must be a list of forms",
      expect.stringMatching(/^g\.json: style\[0\]: Invalid regular expression/),
      "g.json: style[1]: must have a pattern and a message",
    ]);
  });
});

describe.each(languages)("the %s words", (language) => {
  const own = wordFiles.filter((file) => file.language === language);
  const glossaryWords = own.find((file) => file.name === glossaryFile);
  const pages = own.filter((file) => file.name !== glossaryFile);

  it("have a glossary whose avoided forms and style rules can be checked", () => {
    expect(glossaryWords, `app/content/words/${language}/${glossaryFile}`).toBeDefined();
    expect(glossaryDataProblems(glossaryWords?.path ?? "", glossaryWords?.words ?? {})).toEqual([]);
  });

  it("use no form the glossary avoids and break no style rule", () => {
    const glossary = (glossaryWords?.words ?? { glossary: {} }) as unknown as Glossary;
    expect(styleProblems(glossary, pages)).toEqual([]);
  });

  // Each avoided form and each rule's examples, planted in a page: the check above can only be
  // trusted if it would have named them.
  const glossary = (glossaryWords?.words ?? { glossary: {} }) as unknown as Glossary;
  const planted = `app/content/words/${language}/planted.json`;
  const plant = (text: string) => styleProblems(glossary, [{ path: planted, words: { planted: { text } } }]);
  const avoided = Object.entries(glossary.glossary).flatMap(([term, entry]) =>
    (entry.avoid ?? []).map((form) => ({ term, form })),
  );
  const ruleName = (rule: StyleRule, index: number) => (rule.id ? `style "${rule.id}"` : `style[${index}]`);
  const examples = (list: "catches" | "keeps") =>
    (glossary.style ?? []).flatMap((rule, index) =>
      (rule[list] ?? []).map((text) => ({ rule: ruleName(rule, index), text })),
    );

  it.each(avoided)("name the file, the key and the term of a planted avoided form: $term, $form", ({ term, form }) => {
    expect(plant(`हमारा ${form} यहाँ`)).toContainEqual(
      expect.stringContaining(`${planted}: planted.text: "${normal(form)}" is avoided by the glossary's "${term}"`),
    );
  });

  it.each(examples("catches"))(
    "name the file, the key and the rule of a planted example: $rule, $text",
    ({ rule, text }) => {
      expect(plant(text)).toContainEqual(expect.stringContaining(`${planted}: planted.text: ${rule} `));
    },
  );

  it.each(examples("keeps"))("leave a rule's own allowed form alone: $rule, $text", ({ rule, text }) => {
    expect(plant(text).filter((problem) => problem.includes(`: ${rule} `))).toEqual([]);
  });
});
