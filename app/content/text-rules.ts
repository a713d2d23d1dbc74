/**
 * The rules every schema applies to words: a text is never empty, and a sentence with `{name}`
 * slots keeps each slot its page fills in and names no other (a misspelt `{compnay}` would be
 * shown to visitors as written).
 */
import { z } from "zod";

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

/**
 * Words for a number of things, one sentence per plural form of the language: the forms are
 * Intl.PluralRules' categories ("one" and "other" in English and Telugu; in Hindi "one" is 0 and 1),
 * and `none` is said for nothing at all, in every language. Each form may show `{slot}`; `other`
 * must. `locale` names the language whose forms must all be there.
 */
export function countWords(slot: string, locale = "en-IN") {
  const form = sentence([], [slot]);
  return z
    .object({
      none: nonEmpty,
      zero: form.optional(),
      one: form.optional(),
      two: form.optional(),
      few: form.optional(),
      many: form.optional(),
      other: sentenceWith(slot),
    })
    .strict()
    .superRefine((words, context) => {
      for (const category of new Intl.PluralRules(locale).resolvedOptions().pluralCategories) {
        if (words[category] === undefined) {
          context.addIssue({
            code: "custom",
            path: [category],
            message: `must be there: ${locale} says "${category}" counts in a form of their own`,
          });
        }
      }
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
