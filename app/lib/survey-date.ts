/**
 * The survey form's date rule: today or later, and never on a day the office is closed. The closed
 * days are worked out from the company's hours while the page is pre-rendered (office-days.ts);
 * the browser checks a chosen date against them (`surveyDateProblem`), because a date field can
 * refuse a past date (`min`) but not a weekday.
 */

/** The days as schema.org names them, in the order a date's getDay() counts them: Sunday is 0. */
export const weekdayOrder = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The visitor's own date today, as a date field writes it: "2026-11-24". */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The weekday of a date field's value (Sunday is 0), or undefined if it is not a real date. */
export function weekdayOf(isoDate: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 rolls over to March: not a real date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.getUTCDay();
}

export type SurveyDateProblem = { kind: "past" } | { kind: "closed"; weekday: number };

/**
 * What is wrong with a chosen date, if anything: before `today` or on a closed day. An empty or
 * unreadable value is left to the field itself (`required`, `type=date`).
 */
export function surveyDateProblem(
  value: string,
  today: string,
  closedDays: readonly number[],
): SurveyDateProblem | undefined {
  const weekday = weekdayOf(value);
  if (weekday === undefined) return undefined;
  // ISO dates of the same length compare as text in date order.
  if (value < today) return { kind: "past" };
  if (closedDays.includes(weekday)) return { kind: "closed", weekday };
  return undefined;
}
