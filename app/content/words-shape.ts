/**
 * Shapes of words taken from the English words files, so a label with no rule is written in its
 * words files and read by its component, and nowhere else: the English file is its shape (every
 * language is checked against it key by key, word-files.ts) and here it becomes the zod schema
 * that keeps the key when the content is parsed, with its type for the component. Only what carries
 * a rule is written by hand, as `rules` at the same key path: a `{slot}` a sentence must keep, a
 * length, a pattern, or facts laid over the words (docs/decisions/015-words-in-language-data-files.md).
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";
import { entryId } from "./validators";
import { isKeyedList, isTree } from "./word-tree";

/** The rules of a group of words, at the key paths the English file has: a schema, or a group of rules. */
export type WordRules = { readonly [key: string]: z.ZodType | WordRules };

/** The type of a group of English words with its rules: a key with a rule has the rule's type. */
export type WordsShape<English, Rules> = Rules extends z.ZodType
  ? z.output<Rules>
  : English extends string
    ? string
    : English extends readonly (infer Item)[]
      ? Array<WordsShape<Item, unknown>>
      : English extends object
        ? { [Key in keyof English]: WordsShape<English[Key], Key extends keyof Rules ? Rules[Key] : unknown> }
        : English;

/**
 * The schema of a group of words: what the English file holds, every sentence not empty, every
 * list of entries with its ids, with `rules` where a key has one. A rule for a key the English
 * file does not have is a mistake in the code, named at once.
 */
export function wordsShape<English, Rules extends WordRules>(
  english: English,
  rules: Rules,
  path: string,
): z.ZodType<WordsShape<English, Rules>, WordsShape<English, Rules>> {
  return shapeOf(english, rules, path) as z.ZodType<WordsShape<English, Rules>, WordsShape<English, Rules>>;
}

function shapeOf(english: unknown, rules: z.ZodType | WordRules | undefined, path: string): z.ZodType {
  if (rules instanceof z.ZodType) return rules;
  if (typeof english === "string") return nonEmpty;
  if (typeof english === "number") return z.number();
  if (typeof english === "boolean") return z.boolean();
  if (Array.isArray(english)) {
    if (!isKeyedList(english)) return z.array(shapeOf(english[0] ?? "", undefined, `${path}[]`));
    // An entry's keys: those of every entry, optional where some entry leaves one out.
    const keys = [...new Set(english.flatMap((item) => (isTree(item) ? Object.keys(item) : [])))];
    const fields = keys.map((key) => {
      const example = english.find((item) => isTree(item) && key in item) as Record<string, unknown>;
      const field = key === "id" ? entryId : shapeOf(example[key], undefined, `${path}[].${key}`);
      return [key, english.every((item) => isTree(item) && key in item) ? field : field.optional()] as const;
    });
    return z.array(z.object(Object.fromEntries(fields)));
  }
  if (isTree(english)) {
    const ruled = rules ?? {};
    for (const key of Object.keys(ruled)) {
      if (!(key in english)) throw new Error(`${path}.${key}: has a rule, but the English words have no such key`);
    }
    return z.object(
      Object.fromEntries(
        Object.entries(english).map(([key, value]) => [key, shapeOf(value, ruled[key], `${path}.${key}`)]),
      ),
    );
  }
  throw new Error(`${path}: the English words hold ${JSON.stringify(english)}, which is not a word`);
}
