import { describe, expect, it } from "vitest";
import { nonEmpty, sentence, sentenceWith, slotsIn } from "./text-rules";

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
