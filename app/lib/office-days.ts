/**
 * The days the office is closed, read from the company's hours while the page is pre-rendered,
 * so the survey form refuses them. Kept apart from survey-date.ts, which the browser loads: this
 * needs the hours' parser (structured-data.ts), which the browser never does.
 */
import { parseOpeningHours } from "./structured-data";
import { weekdayOrder } from "./survey-date";

/** The days the office is closed (Sunday is 0), from hours written for people ("Monday to Saturday, …"). */
export function closedWeekdays(hours: string): number[] {
  const open = new Set<string>(parseOpeningHours(hours).openingHoursSpecification.dayOfWeek);
  return weekdayOrder.flatMap((day, index) => (open.has(day) ? [] : [index]));
}
