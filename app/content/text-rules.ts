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

/** The plural categories, in the order the editor shows them. */
const pluralCategories = ["zero", "one", "two", "few", "many"] as const;

/**
 * Words for a number of things, one sentence per plural form: the forms are Intl.PluralRules'
 * categories ("one" and "other" in English, Telugu and Hindi; in Hindi "one" is 0 and 1), and
 * `none` is said for nothing at all, in every language. `other` must show `{slot}`, the number;
 * the others may. Every form must keep the slots in `needs` and may use those in `mayUse`. Every
 * language's words have the same keys as English's (word-files.ts), so the forms required are
 * those of every language the site is written in (`locales`): one words file cannot leave out a
 * form another language needs. docs/decisions/014-platform-formatting.md; app/lib/count-text.ts
 * picks the form.
 */
export function countWords(
  slot: string,
  {
    locales = Object.values(languageTags),
    needs = [],
    mayUse = [],
  }: { locales?: string | readonly string[]; needs?: readonly string[]; mayUse?: readonly string[] } = {},
) {
  const form = sentence(needs, [slot, ...mayUse]);
  const forms = Object.fromEntries(pluralCategories.map((category) => [category, form.optional()])) as Record<
    (typeof pluralCategories)[number],
    z.ZodOptional<typeof form>
  >;
  const tags = typeof locales === "string" ? [locales] : locales;
  return z
    .object({
      none: form.meta({
        title: "For nothing (0)",
        description: "What the page says when there are none: often without a number.",
      }),
      ...forms,
      one: form.optional().meta({
        title: "For one (1)",
        description: `The form for one. {${slot}} is the number, if the sentence shows it.`,
      }),
      other: sentence([slot, ...needs], mayUse).meta({
        title: "For any other number",
        description: `{${slot}} is the number: "{${slot}} items".`,
      }),
    })
    .strict()
    .superRefine((words, context) => {
      const needing = new Map<Intl.LDMLPluralRule, string[]>();
      for (const tag of tags) {
        for (const category of new Intl.PluralRules(tag).resolvedOptions().pluralCategories) {
          if (words[category] === undefined) needing.set(category, [...(needing.get(category) ?? []), tag]);
        }
      }
      for (const [category, needers] of needing) {
        const named = needers.join(", ").replace(/, ([^,]*)$/, " and $1");
        context.addIssue({
          code: "custom",
          path: [category],
          message: `must be there: ${named} ${needers.length > 1 ? "say" : "says"} "${category}" counts in a form of their own`,
        });
      }
    })
    .meta({
      description: `One sentence per form the number takes: for nothing, for one, for any other number. {${slot}} is filled in with the number.`,
    });
}

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
