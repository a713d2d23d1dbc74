/**
 * The rules every schema applies to words: a text is never empty, and a sentence with `{name}`
 * slots keeps each slot its page fills in and names no other (a misspelt `{compnay}` would be
 * shown to visitors as written).
 */
import { z } from "zod";
import { languageTags } from "./languages";

export const nonEmpty = z.string().trim().min(1, "must not be empty");

/** The `{name}` slots a text names, in order. */
export function slotsIn(text: string): string[] {
  return [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((match) => match[1] ?? "");
}

/** A sentence whose `{slots}` the page fills in: each of `needs` must be there, and none but those and `mayUse`. */
export function sentence(needs: readonly string[], mayUse: readonly string[] = []) {
  const known = [...needs, ...mayUse];
  const listed = (slots: readonly string[]) => slots.map((slot) => `{${slot}}`).join(", ");
  return nonEmpty
    .refine(
      (text) => needs.every((slot) => text.includes(`{${slot}}`)),
      `must keep ${listed(needs).replace(/, ([^,]*)$/, " and $1")} where the value goes`,
    )
    .superRefine((text, context) => {
      const unknown = slotsIn(text).filter((slot) => !known.includes(slot));
      if (unknown.length === 0) return;
      context.addIssue({
        code: "custom",
        message: `has ${listed(unknown)}, which nothing fills in${known.length > 0 ? ` (it may use ${listed(known)})` : ""}`,
      });
    });
}

/** A sentence with exactly these `{slots}`, each filled in where it is shown. */
export function sentenceWith(...slots: string[]) {
  return sentence(slots);
}

/** What the editor calls each plural form a language may have besides "other". */
const formTitles: Record<Exclude<Intl.LDMLPluralRule, "other">, string> = {
  zero: "For zero",
  one: "For one (1)",
  two: "For two",
  few: "For a few",
  many: "For many",
};

/**
 * Words for a number of things, one sentence per plural form: the forms are Intl.PluralRules'
 * categories ("one" and "other" in English, Telugu and Hindi; in Hindi "one" is 0 and 1), and
 * `none` is said for nothing at all, in every language. `other` must show `{slot}`, the number;
 * the others may. Every form must keep the slots in `needs` and may use those in `mayUse`. Every
 * language's words have the same keys as English's (word-files.ts), so the forms are those of
 * every language the site is written in (`locales`), no more: one words file cannot leave out a
 * form another language needs, and the editor offers no form no language uses.
 * docs/decisions/014-platform-formatting.md and 040-count-words.md; app/lib/count-text.ts picks
 * the form.
 */
export function countWords(
  slot: string,
  {
    locales = Object.values(languageTags),
    needs = [],
    mayUse = [],
  }: { locales?: string | readonly string[]; needs?: readonly string[]; mayUse?: readonly string[] } = {},
) {
  const tags = typeof locales === "string" ? [locales] : locales;
  const categoriesOf = (tag: string) =>
    new Intl.PluralRules(tag).resolvedOptions().pluralCategories.filter((category) => category !== "other");
  const categories = (Object.keys(formTitles) as Array<keyof typeof formTitles>).filter((category) =>
    tags.some((tag) => categoriesOf(tag).includes(category)),
  );
  const form = sentence(needs, [slot, ...mayUse]);
  const forms = Object.fromEntries(
    categories.map((category) => [
      category,
      // Optional to zod, so a missing form is named with the languages that need it (below).
      form.optional().meta({
        title: formTitles[category],
        description: `{${slot}} is the number, if the sentence shows it.`,
      }),
    ]),
  );
  return z
    .object({
      none: form.meta({
        title: "For nothing (0)",
        description: "What the page says when there are none: often without a number.",
      }),
      ...forms,
      other: sentence([slot, ...needs], mayUse).meta({
        title: "For any other number",
        description: `{${slot}} is the number.`,
      }),
    })
    .strict()
    .superRefine((words: Record<string, unknown>, context) => {
      for (const category of categories) {
        if (words[category] !== undefined) continue;
        const needers = tags.filter((tag) => categoriesOf(tag).includes(category));
        const named = needers.join(", ").replace(/, ([^,]*)$/, " and $1");
        context.addIssue({
          code: "custom",
          path: [category],
          message: `must be there: ${named} ${needers.length > 1 ? "say" : "says"} "${category}" counts in a form of their own`,
        });
      }
    })
    .meta({
      description: `One sentence for each form the number takes: for nothing, for one, for any other number. {${slot}} is filled in with the number.`,
    }) as unknown as z.ZodType<CountWordsShape, CountWordsShape>;
}

/** Count words as a page reads them: `none`, `other`, and the forms the languages need. */
type CountWordsShape = { none: string; other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>>;

/**
 * Words the site search ignores in that language ("movers in pune" is a search for "movers pune"),
 * written as one line separated by spaces: each language has its own, as many as it needs.
 */
export const stopWordList = z
  .string()
  .transform((line) => line.trim().split(/\s+/))
  .pipe(
    z
      .array(z.string().regex(/^[\p{L}\p{M}\p{N}]+$/u, "must be one word, without spaces or punctuation"))
      .min(1)
      .refine((words) => words.every((word) => word === word.normalize("NFC").toLowerCase()), {
        message: "must be written in lower case (and NFC)",
      })
      .refine((words) => new Set(words).size === words.length, { message: "must name each word once" }),
  );
