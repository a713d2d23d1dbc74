import { describe, expect, it } from "vitest";
import { countWords, nonEmpty, sentence, sentenceWith, slotsIn, stopWordList } from "./text-rules";

const problems = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("the rules for words", () => {
  it("never takes an empty or blank text", () => {
    expect(problems(nonEmpty.safeParse("   "))).toEqual(["must not be empty"]);
    expect(problems(nonEmpty.safeParse("Call now"))).toEqual([]);
  });

  it("lists the slots a text names", () => {
    expect(slotsIn("{count} services of {company}, {count} in all")).toEqual(["count", "company", "count"]);
    expect(slotsIn("no slots {} or { spaced }")).toEqual([]);
  });

  it("keeps every slot the page fills in", () => {
    const rule = sentenceWith("count", "company");
    expect(problems(rule.safeParse("All {count} services of {company}"))).toEqual([]);
    expect(problems(rule.safeParse("All services of {company}"))).toEqual([
      "must keep {count} and {company} where the value goes",
    ]);
  });

  it("refuses a slot nothing fills in, such as a misspelt one", () => {
    expect(problems(sentenceWith("company").safeParse("Call {compnay} today"))).toEqual([
      "must keep {company} where the value goes",
      "has {compnay}, which nothing fills in (it may use {company})",
    ]);
    expect(problems(sentenceWith().safeParse("Hello {name}"))).toEqual(["has {name}, which nothing fills in"]);
  });

  it("takes the slots a sentence may use without needing them", () => {
    const rule = sentence(["city"], ["km", "days"]);
    expect(problems(rule.safeParse("{city}: {km} km"))).toEqual([]);
    expect(problems(rule.safeParse("{city}"))).toEqual([]);
    expect(problems(rule.safeParse("{city} for {price}"))).toEqual([
      "has {price}, which nothing fills in (it may use {city}, {km}, {days})",
    ]);
  });
});

describe("count words", () => {
  it("take a sentence for each plural form the language has, and none for nothing", () => {
    const english = countWords("count");
    expect(problems(english.safeParse({ none: "No results", one: "1 result", other: "{count} results" }))).toEqual([]);
    expect(problems(english.safeParse({ none: "No results", other: "{count} results" }))).toEqual([
      'must be there: en-IN says "one" counts in a form of their own',
    ]);
    expect(problems(english.safeParse({ none: "No results", one: "1 result", other: "results" }))).toEqual([
      "must keep {count} where the value goes",
    ]);
  });

  it("refuse a form that is not a plural category, and an unknown slot in any form", () => {
    const english = countWords("count");
    expect(english.safeParse({ none: "No results", one: "1 result", many: "{count} results" }).success).toBe(false);
    expect(english.safeParse({ none: "-", one: "{number} result", other: "{count} results" }).success).toBe(false);
    expect(english.safeParse({ none: "-", one: "1", other: "{count}", plural: "{count}" }).success).toBe(false);
  });

  it("ask Hindi and Telugu for the forms their plural rules have", () => {
    const hindi = { none: "कोई परिणाम नहीं", one: "{count} परिणाम", other: "{count} परिणाम" };
    const telugu = { none: "ఫలితాలు లేవు", one: "1 ఫలితం", other: "{count} ఫలితాలు" };
    expect(problems(countWords("count", "hi-IN").safeParse(hindi))).toEqual([]);
    expect(problems(countWords("count", "te-IN").safeParse(telugu))).toEqual([]);
    expect(countWords("count", "te-IN").safeParse({ ...telugu, one: undefined }).success).toBe(false);
  });
});

describe("stop words", () => {
  it("are one line of single lower-case words in NFC, each once", () => {
    expect(stopWordList.parse(" the  మరియు और ")).toEqual(["the", "మరియు", "और"]);
    expect(problems(stopWordList.safeParse("The"))).toEqual(["must be written in lower case (and NFC)"]);
    expect(problems(stopWordList.safeParse("of-the"))).toEqual(["must be one word, without spaces or punctuation"]);
    expect(problems(stopWordList.safeParse("in in"))).toEqual(["must name each word once"]);
    expect(problems(stopWordList.safeParse("क़".normalize("NFD")))).toEqual([]);
    expect(problems(stopWordList.safeParse("\u0958"))).toEqual(["must be written in lower case (and NFC)"]);
  });
});
