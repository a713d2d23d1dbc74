/**
 * Rupee amounts as the site shows them: rounded to ₹100, with Indian digit grouping (₹1,23,400),
 * and ranges as "₹24,500 – ₹31,200". Written out by hand rather than with Intl.NumberFormat,
 * whose first use costs about 40 ms on a phone (see formatCount in visitor-count.ts).
 */
import { formatCount } from "./visitor-count";

/** The amount rounded to the nearest `step` rupees (₹100 by default); anything not a number is 0. */
export function roundRupees(amount: number, step = 100): number {
  if (!Number.isFinite(amount) || !(step > 0)) return 0;
  const rounded = Math.round(amount / step) * step;
  return rounded === 0 ? 0 : rounded;
}

/** "₹1,23,400": the amount rounded to `step` rupees, grouped the Indian way. */
export function formatRupees(amount: number, step = 100): string {
  const rounded = roundRupees(amount, step);
  return `${rounded < 0 ? "-" : ""}₹${formatCount(Math.abs(rounded))}`;
}

/** The separator of a range: an en dash with a space either side. */
export const rangeSeparator = " – ";

/** "₹24,500 – ₹31,200", or one amount when both ends round to the same. */
export function formatRupeeRange(low: number, high: number, step = 100): string {
  const from = formatRupees(low, step);
  const to = formatRupees(high, step);
  return from === to ? from : `${from}${rangeSeparator}${to}`;
}

/** "18%", "1.5%": a percentage with at most two decimals and no trailing zeros. */
export function formatPercent(percent: number): string {
  const value = Number.isFinite(percent) ? Math.round(percent * 100) / 100 : 0;
  return `${value === 0 ? 0 : value}%`;
}
