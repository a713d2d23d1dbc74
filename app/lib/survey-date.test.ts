import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { content } from "../content/content.server";

const { company } = content;

import { closedWeekdays } from "./office-days";
import { localIsoDate, surveyDateProblem, weekdayOf } from "./survey-date";

const sunday = 0;

describe("closedWeekdays", () => {
  it("reads the days the office is closed from its hours", () => {
    expect(closedWeekdays("Open all 7 days, 8:00 am to 9:00 pm")).toEqual([]);
    expect(closedWeekdays("Monday to Saturday, 9:00 am to 7:00 pm")).toEqual([sunday]);
    expect(closedWeekdays("Monday to Friday, 9 am to 6 pm")).toEqual([0, 6]);
  });

  it("stops the build on hours it cannot read, as the structured data does", () => {
    expect(() => closedWeekdays("Call us any time")).toThrow(/company\.hours/);
  });

  it("the company's hours as written can be read", () => {
    expect(() => closedWeekdays(company.hours)).not.toThrow();
  });
});

describe("weekdayOf", () => {
  it("names the day of a date field's value, Sunday 0", () => {
    expect(weekdayOf("2026-11-29")).toBe(sunday);
    expect(weekdayOf("2026-11-24")).toBe(2);
    expect(weekdayOf("2028-02-29")).toBe(2);
  });

  it("refuses what is not a real date", () => {
    for (const value of ["", "2026-02-31", "2027-02-29", "24-11-2026", "2026-1-5", "tomorrow", "2026-13-01"]) {
      expect(weekdayOf(value), value).toBeUndefined();
    }
  });
});

describe("surveyDateProblem", () => {
  const today = "2026-11-24"; // a Tuesday

  it("takes today and later days, refuses earlier ones", () => {
    expect(surveyDateProblem(today, today, [])).toBeUndefined();
    expect(surveyDateProblem("2026-11-25", today, [])).toBeUndefined();
    expect(surveyDateProblem("2026-11-23", today, [])).toEqual({ kind: "past" });
    expect(surveyDateProblem("2025-12-31", today, [])).toEqual({ kind: "past" });
  });

  it("refuses a day the office is closed, naming it", () => {
    expect(surveyDateProblem("2026-11-29", today, [sunday])).toEqual({ kind: "closed", weekday: sunday });
    expect(surveyDateProblem("2026-11-29", today, [])).toBeUndefined();
    expect(surveyDateProblem("2026-11-28", today, [sunday])).toBeUndefined();
  });

  it("leaves an empty or unreadable value to the field's own checks", () => {
    expect(surveyDateProblem("", today, [sunday])).toBeUndefined();
    expect(surveyDateProblem("2026-02-31", today, [sunday])).toBeUndefined();
  });

  it("for any day and any closed days: refused exactly when before today or closed", () => {
    const day = fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 6 }), (chosen, now, closed) => {
        const value = chosen.toISOString().slice(0, 10);
        const todayValue = now.toISOString().slice(0, 10);
        const problem = surveyDateProblem(value, todayValue, closed);
        const past = value < todayValue;
        const shut = closed.includes(chosen.getUTCDay());
        if (past) return problem?.kind === "past";
        if (shut) return problem?.kind === "closed" && problem.weekday === chosen.getUTCDay();
        return problem === undefined;
      }),
    );
  });
});

describe("localIsoDate", () => {
  it("writes the visitor's own date as a date field does", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(localIsoDate(new Date(2026, 10, 24, 0, 0))).toBe("2026-11-24");
  });
});
