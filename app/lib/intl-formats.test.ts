import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupLakhs, lakhGroupedLocales, longDateFormat, pluralRules, utcDay, wholeNumberFormat } from "./intl-formats";

const locales = [...lakhGroupedLocales];

describe("groupLakhs", () => {
  it("groups thousands, then lakhs and crores", () => {
    expect(groupLakhs(0)).toBe("0");
    expect(groupLakhs(999)).toBe("999");
    expect(groupLakhs(1000)).toBe("1,000");
    expect(groupLakhs(100_000)).toBe("1,00,000");
    expect(groupLakhs(12_345_678)).toBe("1,23,45,678");
  });

  it("writes exactly what Intl writes for English, Telugu and Hindi in Latin digits", () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.maxSafeNat(), (locale, whole) => {
        expect(groupLakhs(whole)).toBe(
          new Intl.NumberFormat(locale, { numberingSystem: "latn", maximumFractionDigits: 0 }).format(whole),
        );
      }),
    );
  });

  it("round-trips: taking the commas out gives the number back", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (whole) => {
        const text = groupLakhs(whole);
        expect(text).toMatch(/^(?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3})$/);
        expect(Number(text.replaceAll(",", ""))).toBe(whole);
      }),
    );
  });
});

describe("the cached formatters", () => {
  it("make one formatter per language and keep it", () => {
    expect(wholeNumberFormat("te-IN")).toBe(wholeNumberFormat("te-IN"));
    expect(wholeNumberFormat("te-IN")).not.toBe(wholeNumberFormat("hi-IN"));
  });

  it("write Latin digits even where the language has digits of its own", () => {
    expect(wholeNumberFormat("hi-IN").resolvedOptions().numberingSystem).toBe("latn");
    expect(wholeNumberFormat("mr-IN").format(123456)).toBe("1,23,456");
  });

  it("know Hindi's plural: one is 0 and 1", () => {
    expect([0, 1, 2].map((count) => pluralRules("hi-IN").select(count))).toEqual(["one", "one", "other"]);
    expect([0, 1, 2].map((count) => pluralRules("te-IN").select(count))).toEqual(["other", "one", "other"]);
    expect([0, 1, 2].map((count) => pluralRules("en-IN").select(count))).toEqual(["other", "one", "other"]);
  });

  it("write a day in each language's words", () => {
    const day = utcDay(2026, 3, 14);
    expect(longDateFormat("en-IN").format(day)).toBe("14 March 2026");
    expect(longDateFormat("te-IN").format(day)).toBe("14 మార్చి, 2026");
    expect(longDateFormat("hi-IN").format(day)).toBe("14 मार्च 2026");
  });
});

describe("utcDay", () => {
  it("is the calendar day at midnight UTC, for any year", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z") }), (date) => {
        const day = utcDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
        expect(day.toISOString().slice(0, 10)).toBe(date.toISOString().slice(0, 10));
        expect(day.getUTCHours() + day.getUTCMinutes()).toBe(0);
      }),
    );
  });
});
