/**
 * Shapes of words taken from the English words files, so a label with no rule is written in its
 * words files and read by its component, and nowhere else: the English file is its shape (every
 * language is checked against it key by key, word-files.ts) and here it becomes the zod schema
 * that keeps the key when the content is parsed, with its type for the component. Only what carries
 * a rule is written by hand, as `rules` at the same key path: a `{slot}` a sentence must keep, a
 * length, a pattern, an editor's label, or facts laid over the words
 * (docs/decisions/015-words-in-language-data-files.md). Rules for a list of entries apply to each
 * entry; `facts` are the keys an entry gets from its facts file and not from the words (a
 * service's slug).
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";
import { entryId } from "./validators";
import type { WordFile } from "./word-files";
import { isKeyedList, isTree, sentencesOf } from "./word-tree";

/** The rules of a group of words, at the key paths the English file has: a schema, or a group of rules. */
export type WordRules = { readonly [key: string]: z.ZodType | WordRules };

/** The type of a group of English words with its rules: a key with a rule has the rule's type. */
export type WordsShape<English, Rules> = Rules extends z.ZodType
  ? z.output<Rules>
  : English extends string
    ? string
    : English extends readonly (infer Item)[]
      ? Array<WordsShape<Item, Rules>>
      : English extends object
        ? { [Key in keyof English]: WordsShape<English[Key], Key extends keyof Rules ? Rules[Key] : unknown> }
        : English;

/** The keys a group of words gets from its facts file, at the key paths where they join the words. */
export type WordFacts = { readonly [key: string]: z.ZodType | WordFacts };

/** The type of the facts laid over a group of words. */
export type FactsShape<Facts> = {
  [Key in keyof Facts]: Facts[Key] extends z.ZodType ? z.output<Facts[Key]> : FactsShape<Facts[Key]>;
};

/** The type of a group of English words (or of one entry of a list of them), with its rules and the keys its facts add. */
export type WordsEntryShape<Entry, Rules, Facts> = WordsShape<Entry, Rules> & FactsShape<Facts>;

/**
 * The schema of a group of words: what the English file holds, every sentence not empty, every
 * list of entries with its ids, with `rules` where a key has one and `facts` added where they join
 * the words. A rule for a key the English file does not have, or a fact it does have, is a mistake
 * in the code, named at once.
 */
export function wordsShape<English, Rules extends WordRules, Facts extends WordFacts = Record<never, never>>(
  english: English,
  rules: Rules,
  path: string,
  facts?: Facts,
): z.ZodType<WordsEntryShape<English, Rules, Facts>, WordsEntryShape<English, Rules, Facts>> {
  return withFacts(shapeOf(english, rules, path), english, facts ?? {}, path) as z.ZodType as z.ZodType<
    WordsEntryShape<English, Rules, Facts>,
    WordsEntryShape<English, Rules, Facts>
  >;
}

/** `shape` with the facts' keys added where they join the words. */
function withFacts(shape: z.ZodType, english: unknown, facts: WordFacts, path: string): z.ZodType {
  if (Object.keys(facts).length === 0) return shape;
  if (!(shape instanceof z.ZodObject) || !isTree(english)) {
    throw new Error(`${path}: has facts, but the English words there are not a group of words`);
  }
  const added = Object.entries(facts).map(([key, fact]) => {
    if (fact instanceof z.ZodType) {
      if (key in english) throw new Error(`${path}.${key}: is a fact, but the English words have it too`);
      return [key, fact] as const;
    }
    const inner = shape.shape[key];
    if (!inner) throw new Error(`${path}.${key}: has facts, but the English words have no such key`);
    return [key, withFacts(inner, english[key], fact, `${path}.${key}`)] as const;
  });
  return shape.extend(Object.fromEntries(added));
}

/**
 * The schema of one entry of a list whose words are in English's `entries` (a list keyed by id,
 * or the values of an object keyed by slug, as services.json's): every key some entry has,
 * optional where some entry leaves it out, with `rules` per key and the `facts` keys first.
 */
export function wordsEntryShape<Entry, Rules extends WordRules, Facts extends z.ZodRawShape = Record<never, never>>(
  entries: readonly Entry[],
  rules: Rules,
  path: string,
  facts?: Facts,
): z.ZodType<WordsEntryShape<Entry, Rules, Facts>, WordsEntryShape<Entry, Rules, Facts>> {
  return entryShape(entries, rules, path, facts ?? {}) as z.ZodType as z.ZodType<
    WordsEntryShape<Entry, Rules, Facts>,
    WordsEntryShape<Entry, Rules, Facts>
  >;
}

function entryShape(
  entries: readonly unknown[],
  rules: WordRules | undefined,
  path: string,
  facts: z.ZodRawShape,
): z.ZodObject {
  const keys = [...new Set(entries.flatMap((item) => (isTree(item) ? Object.keys(item) : [])))];
  const ruled = rules ?? {};
  for (const key of Object.keys(ruled)) {
    if (!keys.includes(key)) throw new Error(`${path}[].${key}: has a rule, but no English entry has such a key`);
  }
  for (const key of Object.keys(facts)) {
    if (keys.includes(key)) throw new Error(`${path}[].${key}: is a fact, but the English words have it too`);
  }
  const fields = keys.map((key) => {
    const example = entries.find((item) => isTree(item) && key in item) as Record<string, unknown>;
    const field = key === "id" && !ruled[key] ? entryId : shapeOf(example[key], ruled[key], `${path}[].${key}`);
    return [key, entries.every((item) => isTree(item) && key in item) ? field : field.optional()] as const;
  });
  return z.object({ ...facts, ...Object.fromEntries(fields) });
}

function shapeOf(english: unknown, rules: z.ZodType | WordRules | undefined, path: string): z.ZodType {
  if (rules instanceof z.ZodType) return rules;
  if (typeof english === "string") return nonEmpty;
  if (typeof english === "number") return z.number();
  if (typeof english === "boolean") return z.boolean();
  if (Array.isArray(english)) {
    if (!isKeyedList(english)) return z.array(shapeOf(english[0] ?? "", undefined, `${path}[]`));
    return z.array(entryShape(english, rules, path, {}));
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

/** The value at a words file's key path (`faq[id=cost].answer`, `services.packing.title`) in parsed content. */
function valueAt(content: unknown, path: string): unknown {
  let here = content;
  for (const [, key, index, id] of path.matchAll(/\.?([^.[\]]+)|\[(\d+)\]|\[id=([^\]]+)\]/g)) {
    if (id !== undefined) {
      here = Array.isArray(here) ? here.find((item) => isTree(item) && item.id === id) : undefined;
    } else if (index !== undefined) {
      here = Array.isArray(here) ? here[Number(index)] : undefined;
    } else if (Array.isArray(here)) {
      here = here.find((item) => isTree(item) && item.slug === key);
    } else {
      here = isTree(here) ? here[key ?? ""] : undefined;
    }
  }
  return here;
}

/**
 * Every word of `files` that did not reach `parsed` (one language's parsed content, with the
 * estimate's and the claims page's under `estimate` and `claims`), as `file: key path`: a key no
 * schema keeps, which zod would drop without a word. The gallery's two sets of page words become
 * its page's (gallery.ts), and the brochure's are parsed on their own (documents-schema.ts).
 */
export function wordsNoSchemaKeeps(files: readonly WordFile[], parsed: unknown): string[] {
  return files
    .filter((file) => file.name !== "glossary.json")
    .flatMap((file) =>
      sentencesOf(file.words)
        .filter(({ path }) => !/^(?:galleryPageWords|documents)\b/.test(path))
        .filter(({ path, text }) => valueAt(parsed, path) === undefined && text !== "")
        .map(({ path }) => `${file.path}: ${path}`),
    );
}
