/**
 * The platform's formatters (Intl), one of each kind per language, made the first time a page
 * asks for it and kept. Numbers use Latin digits in every language (`numberingSystem: "latn"`),
 * as Indian sites print prices, with the language's own grouping (lakh and crore: 1,23,45,678).
 *
 * Creating the first Intl number or date formatter in a browser tab starts the platform's locale
 * data: 35–100 ms of main-thread work at 4x CPU throttling, once per tab, inside whatever task
 * asked for it; later ones cost a millisecond or two, and plural rules under 5 ms even first
 * (docs/decisions/014-platform-formatting.md). So a formatter is made only when a function below
 * is first called, never when this module loads, and numbers in the three languages whose grouping
 * is lakh grouping in Latin digits are written by `groupLakhs`, which the unit tests hold equal to
 * Intl's output: every page shows a number while it hydrates (the visitor counter).
 */

/** The language a page is written in, as a BCP 47 tag ("en-IN", "te-IN", "hi-IN"). */
export type LocaleTag = string;

/** The site's first language: every formatting function uses it unless told otherwise. */
export const defaultLocale: LocaleTag = "en-IN";

/**
 * The languages whose whole numbers Intl writes as `#,##,##0` in Latin digits, with "-" before a
 * negative number and "₹" before the digits: "-₹1,23,400". Checked against Intl by the unit tests.
 */
export const lakhGroupedLocales: ReadonlySet<LocaleTag> = new Set(["en-IN", "te-IN", "hi-IN"]);

/** 1,23,45,678: the digits of a whole number at or above zero, grouped in thousands, then lakhs and crores. */
export function groupLakhs(whole: number): string {
  const digits = String(whole);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return rest ? `${rest},${lastThree}` : lastThree;
}

function cachedPerLocale<T>(make: (locale: LocaleTag) => T): (locale: LocaleTag) => T {
  const made = new Map<LocaleTag, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

/** Whole numbers: 8,799 and 1,23,45,678; -0 is written 0. */
export const wholeNumberFormat = /* @__PURE__ */ cachedPerLocale(
  (locale) =>
    new Intl.NumberFormat(locale, { numberingSystem: "latn", maximumFractionDigits: 0, signDisplay: "negative" }),
);

/** Whole rupees: ₹1,23,400, where the language puts the sign. */
export const rupeeFormat = /* @__PURE__ */ cachedPerLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "INR",
      currencyDisplay: "narrowSymbol",
      numberingSystem: "latn",
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
      signDisplay: "negative",
    }),
);

/** A percentage with at most two decimals: 18%, 1.5%. It is given a fraction (0.18). */
export const percentFormat = /* @__PURE__ */ cachedPerLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: "percent",
      numberingSystem: "latn",
      maximumFractionDigits: 2,
      signDisplay: "negative",
    }),
);

/** Which plural form a count takes: "one" or "other" in English; Hindi's "one" is 0 and 1. */
export const pluralRules = /* @__PURE__ */ cachedPerLocale((locale) => new Intl.PluralRules(locale));

/** A day in words: "14 June 2021", "14 జూన్, 2021", "14 जून 2021". Dates are calendar days, in UTC. */
export const longDateFormat = /* @__PURE__ */ cachedPerLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
      numberingSystem: "latn",
      calendar: "gregory",
    }),
);

/** The calendar day as a Date at midnight UTC (years 0–99 stay themselves, not 1900–1999). */
export function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}
