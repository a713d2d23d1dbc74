/**
 * The site search: a MiniSearch index over the content, built at build time (the search index
 * route) and opened in the browser only when the search box is first used, so neither this code
 * nor MiniSearch is in any page's first-load JavaScript.
 *
 * Matching forgives typing mistakes (fuzzy), finds words while they are still being typed
 * (prefix, on the last word) and knows the other names visitors use (app/content/search-aliases.ts):
 * each word or phrase that is such a name is searched as itself OR as what the site calls it.
 *
 * It reads Telugu and Devanagari as well as Latin letters: a word keeps its vowel signs and
 * viramas, and the joiners a phone keyboard puts between letters do not count (`normalize`).
 */
import MiniSearch, { type AsPlainObject, type Options, type Query } from "minisearch";
import type { SearchAlias } from "../content/schema";
import type { SearchDocument, SearchKind } from "./search-documents";

export type SearchResultItem = { id: string; kind: SearchKind; title: string; href: string; excerpt: string };

/** An alias with its words normalised as the index normalises them. */
type IndexedAlias = { typed: string[][]; means: string[] };

/**
 * What the build writes to the search index file and the browser loads: the index, the aliases
 * and the words its language leaves out (the content's `searchStopWords`), normalised.
 */
export type SearchIndexData = { index: AsPlainObject; aliases: IndexedAlias[]; stopWords: string[] };

/**
 * Marks that only decorate a letter in any script (the accents of Latin: "ū" is "u" with U+0304)
 * and characters that are not seen at all: zero-width joiner and non-joiner, which Telugu and
 * Devanagari keyboards put inside words to choose a letter's shape, zero-width space, soft
 * hyphen, direction marks, variation selectors. A script's own vowel signs, viramas and nuktas
 * (Script=Telugu, Script=Devanagari) are not among them.
 */
const foldedAway = /[\p{Script=Inherited}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * A word as the index compares it: compatibility forms folded ("ﬁ", full-width letters), Latin
 * accents and invisible characters dropped, in NFC, lower case. So "Bengalūru" is "bengaluru", and
 * "ప్యాకింగ్" typed with a joiner, or in NFD, is the ప్యాకింగ్ of the content.
 */
export function normalize(text: string): string {
  return text.normalize("NFKD").replace(foldedAway, "").normalize("NFC").toLowerCase();
}

/**
 * The words of a text: runs of letters, marks and digits. Marks belong to the word, or a Telugu
 * or Devanagari word would be cut at every vowel sign ("గోడౌన్" into గ, డ, న).
 */
export function tokenize(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** The index's options for a language whose stop words are `stopWords` (normalised). */
function indexOptions(stopWords: ReadonlySet<string>): Options<SearchDocument> {
  return {
    idField: "id",
    fields: ["title", "text"],
    storeFields: ["kind", "title", "href", "excerpt"],
    tokenize,
    processTerm: (term) => {
      const word = normalize(term);
      return word && !stopWords.has(word) ? word : null;
    },
    searchOptions: {
      boost: { title: 3 },
      maxFuzzy: 2,
      // A service is usually what the visitor is after when a word also appears in an answer.
      boostDocument: (_id, _term, stored) => (stored?.kind === "service" ? 1.2 : 1),
    },
  };
}

/** Words of a text as the index stores them. */
function indexWordsOf(text: string, stopWords: ReadonlySet<string>): string[] {
  return tokenize(text).filter((word) => !stopWords.has(word));
}

/**
 * Builds the index and checks the aliases against the content: an alias whose `means` appears
 * nowhere would find nothing, so the build stops and names it. The aliases are written for the
 * English words; a translated index (`strictAliases: false`) keeps only the meanings its own
 * words contain, until each language has aliases of its own.
 */
export function createSearchIndexData(
  documents: SearchDocument[],
  aliases: SearchAlias[],
  stopWordList: readonly string[],
  { strictAliases = true }: { strictAliases?: boolean } = {},
): SearchIndexData {
  const stopWords = new Set(stopWordList.map(normalize));
  const indexWords = (text: string) => indexWordsOf(text, stopWords);
  const allText = ` ${documents.map((doc) => indexWords(`${doc.title} ${doc.text}`).join(" ")).join(" | ")}`;
  const appears = (meaning: string) => {
    const words = indexWords(meaning).join(" ");
    return words !== "" && allText.includes(` ${words}`);
  };
  aliases.forEach((alias, aliasIndex) => {
    alias.means.forEach((meaning, meaningIndex) => {
      if (strictAliases && !appears(meaning)) {
        throw new Error(
          `searchAliases[${aliasIndex}].means[${meaningIndex}]: "${meaning}" appears nowhere in the content, so it would find nothing (app/content/search-aliases.ts)`,
        );
      }
    });
  });
  const usable = aliases
    .map((alias) => ({ ...alias, means: alias.means.filter(appears) }))
    .filter((alias) => alias.means.length > 0);
  const index = new MiniSearch<SearchDocument>(indexOptions(stopWords));
  index.addAll(documents);
  return {
    index: index.toJSON(),
    aliases: usable.map((alias) => ({
      typed: alias.typed.map(indexWords).filter((words) => words.length > 0),
      means: alias.means,
    })),
    stopWords: [...stopWords],
  };
}

/** Levenshtein distance, giving up once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How many typing mistakes a word of this length may have and still match. */
function allowedMistakes(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/** Does a visitor's word stand for a one-word alias: exactly, with a typo, or half typed? */
function wordMatches(word: string, typed: string, stillTyping: boolean): boolean {
  if (word === typed) return true;
  if (stillTyping && word.length >= 4 && typed.startsWith(word)) return true;
  const mistakes = allowedMistakes(Math.min(word.length, typed.length));
  return mistakes > 0 && editDistance(word, typed, mistakes) <= mistakes;
}

type Group = { words: string[]; means: string[]; last: boolean };

/** Splits the visitor's words into groups, each a word or an alias phrase, with what they mean. */
function groupWords(words: string[], aliases: IndexedAlias[]): Group[] {
  const groups: Group[] = [];
  let position = 0;
  while (position < words.length) {
    let length = 1;
    const means = new Set<string>();
    // Phrases first ("car shifting"), longest first, matched exactly.
    const phrases = aliases
      .flatMap((alias) => alias.typed.filter((typed) => typed.length > 1).map((typed) => ({ typed, alias })))
      .filter(({ typed }) => typed.every((word, offset) => words[position + offset] === word))
      .sort((a, b) => b.typed.length - a.typed.length);
    const longest = phrases[0]?.typed.length ?? 0;
    if (longest > 1) {
      length = longest;
      for (const { typed, alias } of phrases) if (typed.length === longest) for (const m of alias.means) means.add(m);
    } else {
      const word = words[position] ?? "";
      const stillTyping = position === words.length - 1;
      for (const alias of aliases) {
        if (alias.typed.some((typed) => typed.length === 1 && wordMatches(word, typed[0] ?? "", stillTyping))) {
          for (const m of alias.means) means.add(m);
        }
      }
    }
    groups.push({
      words: words.slice(position, position + length),
      means: [...means],
      last: position + length === words.length,
    });
    position += length;
  }
  return groups;
}

function groupQuery(group: Group): Query {
  const asTyped: Query = {
    queries: [group.words.join(" ")],
    combineWith: "AND",
    prefix: group.last,
    // One mistake in a short word, two in a long one ("packign", "wharehouse").
    fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
  };
  if (group.means.length === 0) return asTyped;
  return {
    combineWith: "OR",
    queries: [
      asTyped,
      ...group.means.map((meaning): Query => ({ queries: [meaning], combineWith: "AND", prefix: true, fuzzy: false })),
    ],
  };
}

/** Opens the index the build wrote; returns the search function the search box calls as you type. */
export function openSiteSearch(data: SearchIndexData) {
  const stopWords = new Set(data.stopWords);
  const index = MiniSearch.loadJS<SearchDocument>(data.index, indexOptions(stopWords));
  return function search(text: string, limit = 8): SearchResultItem[] {
    const words = indexWordsOf(text, stopWords);
    if (words.length === 0) return [];
    const queries = groupWords(words, data.aliases).map(groupQuery);
    // Results matching every word come first, then those matching some ("packers in pune" still
    // lists Pune, which does not mention packers).
    const results = index.search({ combineWith: "AND", queries });
    if (queries.length > 1 && results.length < limit) {
      const found = new Set(results.map((result) => result.id));
      results.push(...index.search({ combineWith: "OR", queries }).filter((result) => !found.has(result.id)));
    }
    return results.slice(0, limit).map((result) => ({
      id: String(result.id),
      kind: result.kind as SearchKind,
      title: String(result.title),
      href: String(result.href),
      excerpt: String(result.excerpt),
    }));
  };
}

export type SiteSearch = ReturnType<typeof openSiteSearch>;
