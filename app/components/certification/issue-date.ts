import { longDateFormat, utcDay } from "../../lib/intl-dates";
import { defaultLocale } from "../../lib/site-locale";

/**
 * "2021-06-14" as "14 June 2021" ("14 జూన్, 2021", "14 जून 2021"), the way the language writes a
 * day in words, by the platform (Intl.DateTimeFormat). Node and Chromium write the same words for
 * English, Telugu and Hindi (docs/decisions/014-platform-formatting.md), so the pre-rendered
 * text and the hydrated text agree.
 */
export function formatIssueDate(isoDate: string, locale: string = defaultLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  const date = year && month && day ? utcDay(year, month, day) : undefined;
  if (!date || date.getUTCMonth() !== (month ?? 0) - 1 || date.getUTCDate() !== day) {
    throw new Error(`certifications: "${isoDate}" is not a date like 2021-06-14`);
  }
  return longDateFormat(locale).format(date);
}
