import type { SiteLocale } from "./site-locale";

/**
 * The footer's visitor counter, as on the original site: a per-browser number kept in
 * localStorage, increased once per page load. It is not a real visitor total.
 */
export const visitorCountKey = "visitorCount";
export const visitorCountDefault = 8798;
/** Far above any count one browser could reach; a larger stored value is taken as corrupted. */
const largestPlausibleCount = 1_000_000_000;

function readStoredCount(storage: Storage): number {
  const stored = storage.getItem(visitorCountKey);
  if (stored === null || !/^\d{1,10}$/.test(stored)) return visitorCountDefault;
  const count = Number(stored);
  return count > largestPlausibleCount ? visitorCountDefault : count;
}

/** Reads the stored count, adds one, stores it and returns it. Never throws. */
export function incrementVisitorCount(getStorage: () => Storage = () => window.localStorage): number {
  let storage: Storage;
  try {
    storage = getStorage();
  } catch {
    return visitorCountDefault + 1;
  }
  let count = visitorCountDefault;
  try {
    count = readStoredCount(storage);
  } catch {
    // Reading failed (storage disabled): show the default, as a fresh browser would.
  }
  const next = count + 1;
  try {
    storage.setItem(visitorCountKey, String(next));
  } catch {
    // Full or read-only storage: the number is still shown, just not remembered.
  }
  return next;
}

let countForThisPageLoad: number | undefined;

/**
 * The count for the current page load. The first call increments; later calls (a second effect
 * under React StrictMode, the footer re-mounting after a client navigation) return the same value.
 */
export function visitorCountForPageLoad(): number {
  countForThisPageLoad ??= incrementVisitorCount();
  return countForThisPageLoad;
}

/** For tests only: forget the count so the next call behaves like a fresh page load. */
export function resetVisitorCountForTests(): void {
  countForThisPageLoad = undefined;
}

/**
 * A whole number as the page's language writes it: 8,799 and 1,00,000, lakh grouping in Latin
 * digits, the same in English, Telugu and Hindi. Grouped here rather than by Intl.NumberFormat,
 * whose first use in a tab costs 35–100 ms of a phone's main thread inside the task that shows the
 * visitor count; the unit tests hold it equal to Intl's output for every language in SiteLocale
 * (site-locale.ts, docs/decisions/014-platform-formatting.md).
 */
export function formatCount(count: number, _locale?: SiteLocale): string {
  const digits = String(Math.trunc(Math.abs(count)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${count < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}
