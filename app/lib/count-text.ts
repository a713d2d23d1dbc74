import { fillPlaceholders } from "./fill-placeholders";
import { defaultLocale, type SiteLocale } from "./site-locale";
import { formatCount } from "./visitor-count";

/**
 * Words for a number of things (app/content/text-rules.ts, `countWords`): a sentence per plural
 * category of the language, and `none` for nothing at all.
 */
export type CountWords = { none: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const pluralRules = new Map<SiteLocale, Intl.PluralRules>();

/**
 * The sentence for `count` in the page's language: `none` for 0, otherwise the form its plural
 * rules pick (Intl.PluralRules: "1 item", "2 items"; Telugu "1 వస్తువు", "2 వస్తువులు"), with
 * the number's slot (`{count}`, or `slot`) written as the language writes numbers and any other
 * slot filled from `slots`. A form the words leave out falls back to `other`. A select over the
 * platform's categories rather than an ICU message library: the forms are the content's, written
 * whole in each language, and the page's JavaScript stays near its budget
 * (docs/decisions/014-platform-formatting.md, 040-count-words.md).
 */
export function countText(
  words: CountWords,
  count: number,
  locale: SiteLocale = defaultLocale,
  slots: Readonly<Record<string, string | number>> = {},
  slot = "count",
): string {
  const filled = { ...slots, [slot]: formatCount(count, locale) };
  if (count === 0) return fillPlaceholders(words.none, filled);
  let rules = pluralRules.get(locale);
  if (!rules) {
    // Cheap even first: plural rules do not start the platform's number data (decision 014).
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const sentence = words[rules.select(count)] ?? words.other;
  return fillPlaceholders(sentence, filled);
}
