/**
 * One-off migration (issue 33, item 1), kept as the record of how the ids were made: gives every
 * item of every list of objects in the words files (app/content/words/<language>/**.json) an
 * `"id"`, in all three languages at once, while they are still aligned by position.
 *
 * - A list whose items are laid over facts (FAQ, hero slides, menus, household items…) takes
 *   each item's id from the facts' item at the same position (the facts carry the ids).
 * - A list that is only words (reasons, testimonials, steps…) takes each id from its English
 *   item's title (or question, heading, label, name, caption), shortened to a few words, unique in
 *   its list; every language's item at the same position gets the same id.
 *
 * Run once with `npx jiti scripts/migrate-list-ids.ts`, then `npx biome format --write
 * app/content/words`. Running it again changes nothing: an item that has an id keeps it. After the
 * migration the words are joined by id (app/content/word-tree.ts), never by position again.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { claimsAndPaperwork } from "../app/content/claims-and-paperwork";
import { estimateContentAsWritten } from "../app/content/estimate-content";
import { siteContentAsWritten } from "../app/content/site-content";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Tree = { [key: string]: Json };

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

const wordsFolder = fileURLToPath(new URL("../app/content/words/", import.meta.url));
const languages = readdirSync(wordsFolder);

/** The facts every words file is laid over, keyed as the joined words tree is (content-as-written.ts). */
const facts: unknown = {
  ...siteContentAsWritten,
  estimate: { ...estimateContentAsWritten, cities: siteContentAsWritten.servedCities },
  claims: claimsAndPaperwork,
};

/** The facts at a key path of the words tree, following slug-keyed groups into their list item. */
function factsAt(path: Array<string | number>): unknown {
  let here: unknown = facts;
  for (const key of path) {
    if (Array.isArray(here) && typeof key === "string") {
      here = here.find((item) => isTree(item) && item.slug === key);
    } else if (Array.isArray(here) && typeof key === "number") {
      here = here[key];
    } else if (isTree(here)) {
      here = here[key];
    } else {
      return undefined;
    }
  }
  return here;
}

const stopWords = new Set(
  "a an and are as at be by can do for from how i if in is it its my of on or our the to we what when with you your".split(
    " ",
  ),
);

/** A short kebab-case id from an English sentence: its first few words that say something. */
function idFrom(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/\{\w+\}/g, " ")
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word && !stopWords.has(word));
  return words.slice(0, 4).join("-") || "item";
}

const nameFields = ["title", "question", "heading", "label", "name", "caption", "description", "contents", "quote"];

function idsForWordsOnly(english: Json[]): string[] {
  const ids: string[] = [];
  for (const item of english) {
    const field = isTree(item) ? nameFields.find((name) => typeof item[name] === "string") : undefined;
    const base = field && isTree(item) ? idFrom(item[field] as string) : "item";
    let id = base;
    for (let count = 2; ids.includes(id); count++) id = `${base}-${count}`;
    ids.push(id);
  }
  return ids;
}

/** The ids of a list at a key path: its facts' ids, or ids made from the English words. */
function idsFor(path: Array<string | number>, englishList: Json[], file: string): string[] {
  const factList = factsAt(path);
  if (Array.isArray(factList)) {
    if (factList.length !== englishList.length) throw new Error(`${file}: ${path.join(".")}: lengths differ`);
    return factList.map((item, index) => {
      if (!isTree(item) || typeof item.id !== "string") {
        throw new Error(`${file}: ${path.join(".")}[${index}]: the facts' item has no id`);
      }
      return item.id;
    });
  }
  return idsForWordsOnly(englishList);
}

function withIds(value: Json, english: Json, path: Array<string | number>, file: string): Json {
  if (Array.isArray(value)) {
    if (!Array.isArray(english) || english.length !== value.length) {
      throw new Error(`${file}: ${path.join(".")}: not aligned with the English file`);
    }
    const keyed = value.some(isTree);
    const ids = keyed ? idsFor(path, english, file) : [];
    return value.map((item, index) => {
      const inner = withIds(item, english[index] ?? null, [...path, index], file);
      if (!keyed || !isTree(inner)) return inner;
      const { id: existing, ...rest } = inner;
      return { id: existing ?? ids[index] ?? null, ...rest };
    });
  }
  if (isTree(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        withIds(item, isTree(english) ? (english[key] ?? null) : null, [...path, key], file),
      ]),
    );
  }
  return value;
}

const englishFolder = join(wordsFolder, "en");
const names = readdirSync(englishFolder, { recursive: true, encoding: "utf8" }).filter((name) =>
  name.endsWith(".json"),
);
let changed = 0;
for (const name of names) {
  if (name === "glossary.json") continue;
  const english = JSON.parse(readFileSync(join(englishFolder, name), "utf8")) as Json;
  for (const language of languages) {
    const path = join(wordsFolder, language, name);
    const before = readFileSync(path, "utf8");
    const after = `${JSON.stringify(withIds(JSON.parse(before) as Json, english, [], `${language}/${name}`), null, 2)}\n`;
    if (JSON.stringify(JSON.parse(before)) !== JSON.stringify(JSON.parse(after))) {
      writeFileSync(path, after);
      changed++;
      console.log(`ids added: app/content/words/${language}/${name.split(sep).join("/")}`);
    }
  }
}
console.log(`${changed} files changed`);
