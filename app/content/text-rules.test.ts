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
    const english = countWords("count", { locales: "en-IN" });
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

  it("ask by default for every form any of the site's languages has, as every words file has English's keys", () => {
    expect(problems(countWords("count").safeParse({ none: "No results", other: "{count} results" }))).toEqual([
      'must be there: en-IN, te-IN and hi-IN say "one" counts in a form of their own',
    ]);
    const arabicToo = countWords("count", { locales: ["en-IN", "ar"] }).safeParse({
      none: "-",
      one: "1",
      other: "{count}",
    });
    expect(problems(arabicToo)).toEqual(
      ["zero", "two", "few", "many"].map((form) => `must be there: ar says "${form}" counts in a form of their own`),
    );
  });

  it("keep the other slots a count sentence names in every form", () => {
    const rule = countWords("count", { locales: "en-IN", needs: ["company"] });
    const words = {
      none: "No services of {company}",
      one: "1 service of {company}",
      other: "{count} services of {company}",
    };
    expect(problems(rule.safeParse(words))).toEqual([]);
    expect(problems(rule.safeParse({ ...words, one: "1 service" }))).toEqual([
      "must keep {company} where the value goes",
    ]);
    expect(problems(rule.safeParse({ ...words, none: "None" }))).toEqual(["must keep {company} where the value goes"]);
    const mayName = countWords("left", { mayUse: ["limit"] });
    expect(problems(mayName.safeParse({ none: "Full", one: "1 left of {limit}", other: "{left} left" }))).toEqual([]);
    expect(problems(mayName.safeParse({ none: "Full", one: "1 left", other: "{left} of {max}" }))).toEqual([
      "has {max}, which nothing fills in (it may use {left}, {limit})",
    ]);
  });

  it("ask Hindi and Telugu for the forms their plural rules have", () => {
    const hindi = { none: "कोई परिणाम नहीं", one: "{count} परिणाम", other: "{count} परिणाम" };
    const telugu = { none: "ఫలితాలు లేవు", one: "1 ఫలితం", other: "{count} ఫలితాలు" };
    expect(problems(countWords("count", { locales: "hi-IN" }).safeParse(hindi))).toEqual([]);
    expect(problems(countWords("count", { locales: "te-IN" }).safeParse(telugu))).toEqual([]);
    expect(countWords("count", { locales: "te-IN" }).safeParse({ ...telugu, one: undefined }).success).toBe(false);
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
