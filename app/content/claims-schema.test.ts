import { describe, expect, it } from "vitest";
import { claimFacts } from "./claims-and-paperwork";
import { parseClaimsContent } from "./claims-schema";
import { claimsContentFor, contentFor } from "./content.server";
import { contentAsWritten } from "./content-as-written";
import type { Language } from "./languages";
import { sentencesOf, type WordValue } from "./word-tree";

const englishAsWritten = contentAsWritten("en");

/** Every string in a content tree. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

describe("the claims content", () => {
  it("is valid as written", () => {
    expect(parseClaimsContent(englishAsWritten.claims).facts.claimNoticeHours).toBe(claimFacts.claimNoticeHours);
  });

  it("refuses a form subject that does not say it is a claim, naming the field", () => {
    const form = { ...englishAsWritten.claims.form, subject: "New message from the website" };
    expect(() => parseClaimsContent({ ...englishAsWritten.claims, form })).toThrow(
      /claims\.form\.subject: must say it is a claim/,
    );
  });

  it("refuses an example consignment number that does not follow the format", () => {
    const consignmentNumber = { ...englishAsWritten.claims.consignmentNumber, example: "GPM-26-123" };
    expect(() => parseClaimsContent({ ...englishAsWritten.claims, consignmentNumber })).toThrow(
      /claims\.consignmentNumber/,
    );
  });

  it("refuses a notice period too short for a family to unpack", () => {
    const facts = { ...englishAsWritten.claims.facts, claimNoticeHours: 6 };
    expect(() => parseClaimsContent({ ...englishAsWritten.claims, facts })).toThrow(/claims\.facts\.claimNoticeHours/);
  });

  it("needs all five documents, once each", () => {
    const [first, ...rest] = englishAsWritten.claims.documents.items;
    const documents = { ...englishAsWritten.claims.documents, items: [first, first, ...rest.slice(1)] };
    expect(() => parseClaimsContent({ ...englishAsWritten.claims, documents })).toThrow(/duplicate slug/);
  });
});

describe("the deadline for reporting damage", () => {
  const everyText = texts([englishAsWritten.site, englishAsWritten.estimate, englishAsWritten.claims]);

  it("is the one in claimFacts wherever the site gives one in hours", () => {
    const deadlines = everyText
      .filter((text) => /damage|claim|missing|broken/i.test(text))
      .flatMap((text) => [...text.matchAll(/(\d+)\s*hours/g)].map((match) => ({ text, hours: Number(match[1]) })));
    expect(deadlines.length).toBeGreaterThanOrEqual(3);
    for (const { text, hours } of deadlines) expect(hours, text).toBe(claimFacts.claimNoticeHours);
  });

  it("is never given in days instead", () => {
    const inDays = everyText.filter((text) =>
      /(?:report|tell us|inform|notify)[^.]*(?:damage|loss)[^.]*\b\d+\s*days/i.test(text),
    );
    expect(inDays).toEqual([]);
  });
});

/** The figures a sentence gives (hours, days, MB, carton numbers), in any order. */
const figuresIn = (text: string) => (text.match(/\d+/g) ?? []).sort().join(" ");

/** Every sentence of the claims content and its two pages' words in one language, by key path. */
function claimsSentences(language: Language) {
  const { claimsAndPaperwork, claimReceived } = contentFor(language).pages;
  return sentencesOf({ claims: claimsContentFor(language), claimsAndPaperwork, claimReceived } as unknown as WordValue);
}

describe.each(["te", "hi"] as const)("the claims content in %s", (language) => {
  it("gives every figure the English gives, sentence by sentence: the same hours, days and limits", () => {
    const english = new Map(claimsSentences("en").map(({ path, text }) => [path, figuresIn(text)]));
    const sentences = claimsSentences(language);
    expect(sentences.length).toBe(english.size);
    const different = sentences
      .filter(({ path, text }) => english.get(path) !== figuresIn(text))
      .map(({ path, text }) => `${path}: ${text}`);
    expect(different).toEqual([]);
  });

  it("states the reporting deadline, in hours, as the one in claimFacts", () => {
    const hours = { te: /(\d+)\s*గంట/g, hi: /(\d+)\s*घंट/g }[language];
    const deadlines = claimsSentences(language).flatMap(({ text }) =>
      [...text.matchAll(hours)].map((match) => ({ text, hours: Number(match[1]) })),
    );
    expect(deadlines.length).toBeGreaterThanOrEqual(5);
    for (const { text, hours: given } of deadlines) expect(given, text).toBe(claimFacts.claimNoticeHours);
  });
});
