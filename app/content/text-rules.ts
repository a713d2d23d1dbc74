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
