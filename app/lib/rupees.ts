/**
 * Rupee amounts as the site shows them: rounded to ₹100, with lakh grouping in Latin digits
 * (₹1,23,400, the same in English, Telugu and Hindi), and ranges as "₹24,500 – ₹31,200". The
 * unit tests hold them equal to Intl.NumberFormat's currency format for every language in
 * SiteLocale; they are not made by it because its first use costs 35–100 ms of a phone's main
 * thread and the estimate shows prices while it hydrates (docs/decisions/014-platform-formatting.md).
 */
import type { SiteLocale } from "./site-locale";
import { formatCount } from "./visitor-count";

/** The amount rounded to the nearest `step` rupees (₹100 by default); anything not a number is 0. */
export function roundRupees(amount: number, step = 100): number {
  if (!Number.isFinite(amount) || !(step > 0)) return 0;
  const rounded = Math.round(amount / step) * step;
  return rounded === 0 ? 0 : rounded;
}

/** "₹1,23,400": the amount rounded to `step` rupees, in the page's language (`locale`). */
export function formatRupees(amount: number, step = 100, locale?: SiteLocale): string {
  const rounded = roundRupees(amount, step);
  return `${rounded < 0 ? "-" : ""}₹${formatCount(Math.abs(rounded), locale)}`;
}

/** The separator of a range: an en dash with a space either side. */
export const rangeSeparator = " – ";

/** "₹24,500 – ₹31,200", or one amount when both ends round to the same. */
export function formatRupeeRange(low: number, high: number, step = 100, locale?: SiteLocale): string {
  const from = formatRupees(low, step, locale);
  const to = formatRupees(high, step, locale);
  return from === to ? from : `${from}${rangeSeparator}${to}`;
}

/** "18%", "1.5%": a percentage under 1,000% with at most two decimals and no trailing zeros, as Intl writes it in SiteLocale. */
export function formatPercent(percent: number, _locale?: SiteLocale): string {
  const value = Number.isFinite(percent) ? Math.round(percent * 100) / 100 : 0;
  return `${value === 0 ? 0 : value}%`;
}
