/**
 * The languages the site is written in, and what its formatting assumes of them.
 *
 * Each of the three writes whole numbers as `#,##,##0` in Latin digits, "-" before a negative
 * number and "₹" before the digits ("-₹1,23,400"), so formatCount and formatRupees group the
 * digits themselves and the unit tests hold their output equal to Intl.NumberFormat's for every
 * number in all three. They do not ask Intl at run time because the first Intl number or date
 * formatter in a browser tab starts the platform's locale data: 35–100 ms of main-thread work at
 * 4x CPU throttling, inside whatever task asked for it, and every page shows a number while it
 * hydrates (the visitor counter), the estimate its prices
 * (docs/decisions/014-platform-formatting.md). A language that groups otherwise (en-US, or Tamil
 * digits) needs Intl.NumberFormat in those two functions; adding it to this type shows where.
 * Dates in words (intl-dates.ts) and plural forms do ask Intl.
 */
export type SiteLocale = "en-IN" | "te-IN" | "hi-IN";

/** The site's first language: every formatting function uses it unless told otherwise. */
export const defaultLocale: SiteLocale = "en-IN";
