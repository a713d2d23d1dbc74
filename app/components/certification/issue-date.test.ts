import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIssueDate } from "./issue-date";

const isoDay = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe("formatIssueDate", () => {
  it("writes the day in the language's month names", () => {
    expect(formatIssueDate("2021-06-14", "te-IN")).toBe("14 జూన్, 2021");
    expect(formatIssueDate("2021-06-14", "hi-IN")).toBe("14 जून 2021");
    expect(formatIssueDate("2023-02-09", "hi-IN")).toBe("9 फ़रवरी 2023");
  });

  it("writes every day as day, month in words and year, the day and year in Latin digits", () => {
    fc.assert(
      fc.property(isoDay, fc.constantFrom("en-IN", "te-IN", "hi-IN"), (iso, locale) => {
        const [year, month, day] = iso.split("-").map(Number);
        const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(
          Date.UTC(2000, (month ?? 1) - 1, 1),
        );
        const text = formatIssueDate(iso, locale);
        expect(text).toMatch(new RegExp(`^${day} ${monthName},? ${year}$`));
      }),
    );
  });

  it("refuses what is not a calendar day", () => {
    for (const text of ["2021-02-29", "2021-13-01", "2021-6-14", "14 June 2021", ""]) {
      expect(() => formatIssueDate(text), text).toThrow(/not a date/);
    }
  });
});
