/**
 * Rupee amounts as the site shows them: rounded to ₹100, with the language's digit grouping in
 * Latin digits (₹1,23,400 in English, Telugu and Hindi), and ranges as "₹24,500 – ₹31,200".
 * English, Telugu and Hindi are written by `groupLakhs`, equal to Intl's output for them (the
 * estimate shows prices while it hydrates, where Intl's first use would cost 35–100 ms on a
 * phone); any other language by Intl.NumberFormat (docs/decisions/014-platform-formatting.md).
 */
import {
  defaultLocale,
  groupLakhs,
  type LocaleTag,
  lakhGroupedLocales,
  percentFormat,
  rupeeFormat,
} from "./intl-formats";

/** The amount rounded to the nearest `step` rupees (₹100 by default); anything not a number is 0. */
export function roundRupees(amount: number, step = 100): number {
  if (!Number.isFinite(amount) || !(step > 0)) return 0;
  const rounded = Math.round(amount / step) * step;
  return rounded === 0 ? 0 : rounded;
}

/** "₹1,23,400": the amount rounded to `step` rupees, grouped the way the language groups digits. */
export function formatRupees(amount: number, step = 100, locale: LocaleTag = defaultLocale): string {
  const rounded = roundRupees(amount, step);
  if (!lakhGroupedLocales.has(locale) || !Number.isSafeInteger(rounded)) return rupeeFormat(locale).format(rounded);
  return `${rounded < 0 ? "-" : ""}₹${groupLakhs(Math.abs(rounded))}`;
}

/** The separator of a range: an en dash with a space either side. */
export const rangeSeparator = " – ";

/** "₹24,500 – ₹31,200", or one amount when both ends round to the same. */
export function formatRupeeRange(low: number, high: number, step = 100, locale: LocaleTag = defaultLocale): string {
  const from = formatRupees(low, step, locale);
  const to = formatRupees(high, step, locale);
  return from === to ? from : `${from}${rangeSeparator}${to}`;
}

/** "18%", "1.5%": a percentage with at most two decimals and no trailing zeros. */
export function formatPercent(percent: number, locale: LocaleTag = defaultLocale): string {
  // Rounded here, half away from zero as Math.round does for these, so every language agrees.
  const rounded = Number.isFinite(percent) ? Math.round(percent * 100) / 100 : 0;
  const value = rounded === 0 ? 0 : rounded;
  return lakhGroupedLocales.has(locale) && Math.abs(value) < 1000
    ? `${value}%`
    : percentFormat(locale).format(value / 100);
}
