import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { longDateFormat, utcDay } from "./intl-dates";

describe("longDateFormat", () => {
  it("make one date formatter per language and keep it", () => {
    expect(longDateFormat("te-IN")).toBe(longDateFormat("te-IN"));
    expect(longDateFormat("te-IN")).not.toBe(longDateFormat("hi-IN"));
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
      fc.property(
        fc.date({
          min: new Date("0001-01-01T00:00:00Z"),
          max: new Date("9999-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (date) => {
          const day = utcDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
          expect(day.toISOString().slice(0, 10)).toBe(date.toISOString().slice(0, 10));
          expect(day.getUTCHours() + day.getUTCMinutes()).toBe(0);
        },
      ),
    );
  });
});
