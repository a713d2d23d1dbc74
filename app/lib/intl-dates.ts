/**
 * Days in words by the platform (Intl.DateTimeFormat), one cached formatter per language. Its
 * own module, so the pages that write no date do not carry it (site-locale.ts says what a
 * formatter's first use costs). Node 22 and Chromium write the same words for English, Telugu and
 * Hindi (docs/decisions/014-platform-formatting.md).
 */

const made = new Map<string, Intl.DateTimeFormat>();

/**
 * A day in words: "14 June 2021", "14 జూన్, 2021", "14 जून 2021". Dates are calendar days, in UTC.
 * One formatter per language, made on first use and kept.
 */
export function longDateFormat(locale: string): Intl.DateTimeFormat {
  let format = made.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
      numberingSystem: "latn",
      calendar: "gregory",
    });
    made.set(locale, format);
  }
  return format;
}

/** The calendar day as a Date at midnight UTC (years 0–99 stay themselves, not 1900–1999). */
export function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}
