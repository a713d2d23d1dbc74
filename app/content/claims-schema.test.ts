import { describe, expect, it } from "vitest";
import { claimFacts } from "./claims-and-paperwork";
import { parseClaimsContent } from "./claims-schema";
import { claimsContent as claimsAndPaperwork, siteContentWithWords } from "./content.server";
import { estimateContentAsWritten } from "./estimate-content";

/** The English content as the schema receives it: the facts with their words (words/en/*.json). */
const siteContentAsWritten = siteContentWithWords("en");

/** Every string in a content tree. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

describe("the claims content", () => {
  it("is valid as written", () => {
    expect(parseClaimsContent(claimsAndPaperwork).facts.claimNoticeHours).toBe(claimFacts.claimNoticeHours);
  });

  it("refuses a form subject that does not say it is a claim, naming the field", () => {
    const form = { ...claimsAndPaperwork.form, subject: "New message from the website" };
    expect(() => parseClaimsContent({ ...claimsAndPaperwork, form })).toThrow(
      /claims\.form\.subject: must say it is a claim/,
    );
  });

  it("refuses an example consignment number that does not follow the format", () => {
    const consignmentNumber = { ...claimsAndPaperwork.consignmentNumber, example: "GPM-26-123" };
    expect(() => parseClaimsContent({ ...claimsAndPaperwork, consignmentNumber })).toThrow(/claims\.consignmentNumber/);
  });

  it("refuses a notice period too short for a family to unpack", () => {
    const facts = { ...claimsAndPaperwork.facts, claimNoticeHours: 6 };
    expect(() => parseClaimsContent({ ...claimsAndPaperwork, facts })).toThrow(/claims\.facts\.claimNoticeHours/);
  });

  it("needs all five documents, once each", () => {
    const [first, ...rest] = claimsAndPaperwork.documents.items;
    const documents = { ...claimsAndPaperwork.documents, items: [first, first, ...rest.slice(1)] };
    expect(() => parseClaimsContent({ ...claimsAndPaperwork, documents })).toThrow(/duplicate slug/);
  });
});

describe("the deadline for reporting damage", () => {
  const everyText = texts([siteContentAsWritten, estimateContentAsWritten, claimsAndPaperwork]);

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
