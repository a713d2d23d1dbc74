/**
 * How a language's words (JSON files) and the facts (TypeScript) become one content object, and
 * how a translation is checked against the English words. Pure functions; word-files.ts applies
 * them to the files (docs/decisions/015-words-in-language-data-files.md).
 */

export type WordTree = { [key: string]: WordValue };
export type WordValue = string | number | boolean | null | WordValue[] | WordTree;

/** One problem in a words file: the file, the key path inside it, and what is wrong. */
export type WordProblem = { file: string; path: string; message: string };

export function describeWordProblems(problems: WordProblem[]): string {
  return problems.map(({ file, path, message }) => `  - ${file}: ${path || "(file)"}: ${message}`).join("\n");
}

export function isTree(value: unknown): value is WordTree {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function keyPath(path: string, key: string | number): string {
  return typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;
}

/** The key path of a list's item by its id: `faq[id=cost]`. */
function idPath(path: string, id: string): string {
  return `${path}[id=${id}]`;
}

/**
 * A list of objects. In a words file every such list is keyed: each item carries an `"id"`, unique
 * in its list, that says which item it is in every language and which facts it is laid over; the
 * join never goes by position (docs/decisions/015-words-in-language-data-files.md).
 */
export function isKeyedList(value: unknown): value is WordValue[] {
  return Array.isArray(value) && value.some(isTree);
}

/** What an id may be: letters, digits and single hyphens, as `cost`, `gst-registration`, `verifyUs`. */
const idPattern = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** An item's id, when it has a usable one. */
function idOf(item: unknown): string | undefined {
  return isTree(item) && typeof item.id === "string" && idPattern.test(item.id) ? item.id : undefined;
}

/**
 * Every list of objects in a words file, checked for its ids: each item has one (letters, digits
 * and hyphens) and no two items of a list share one. Names the file, the list and the id.
 */
export function listIdProblems(value: WordValue, file: string, path = ""): WordProblem[] {
  const problems: WordProblem[] = [];
  const visit = (here: WordValue, at: string) => {
    if (Array.isArray(here)) {
      if (isKeyedList(here)) problems.push(...idProblemsOfList(here, file, at, "entry"));
      here.forEach((item, index) => {
        const id = isKeyedList(here) ? idOf(item) : undefined;
        visit(item, id ? idPath(at, id) : keyPath(at, index));
      });
    } else if (isTree(here)) {
      for (const [key, item] of Object.entries(here)) visit(item, keyPath(at, key));
    }
  };
  visit(value, path);
  return problems;
}

function idProblemsOfList(items: readonly unknown[], file: string, path: string, what: string): WordProblem[] {
  const problems: WordProblem[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const id = idOf(item);
    if (id === undefined) {
      const written =
        isTree(item) && item.id !== undefined ? ` ("${String(item.id)}" is not one: letters, digits and hyphens)` : "";
      problems.push({ file, path, message: `the ${what} at position ${index + 1} has no id${written}` });
    } else if (seen.has(id)) {
      problems.push({ file, path, message: `the id "${id}" is written twice` });
    }
    if (id !== undefined) seen.add(id);
  });
  return problems;
}

/**
 * A translation with every keyed list in the English file's order, so the order of a list of
 * words alone (reasons, testimonials, steps) is English's and a translator's reordering changes
 * nothing on the page. Items the English does not have go last (the comparison names them).
 */
export function alignWithSource(source: WordValue | undefined, translation: WordValue): WordValue {
  if (Array.isArray(translation)) {
    if (isKeyedList(source) && isKeyedList(translation)) {
      const order = new Map(source.map((item, index) => [idOf(item), index]));
      const rank = (item: WordValue) => order.get(idOf(item)) ?? source.length;
      const byId = new Map(source.map((item) => [idOf(item), item]));
      return [...translation]
        .map((item, index) => ({ item, index }))
        .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
        .map(({ item }) => alignWithSource(byId.get(idOf(item)), item));
    }
    return translation.map((item, index) => alignWithSource(Array.isArray(source) ? source[index] : undefined, item));
  }
  if (isTree(translation)) {
    return Object.fromEntries(
      Object.entries(translation).map(([key, item]) => [
        key,
        alignWithSource(isTree(source) ? source[key] : undefined, item),
      ]),
    );
  }
  return translation;
}

/** `{city}` and `{price}` in a sentence: the slots the page or the build fills in. */
export function slotNames(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}

/**
 * Puts the words files of one language together into one tree. Files hold different parts of the
 * content (`pages.about` in about.json, `pages.home` in home.json), so objects join key by key;
 * the same word in two files is a mistake, named with both files.
 */
export function joinWordFiles(files: Array<{ file: string; words: WordTree }>): {
  tree: WordTree;
  problems: WordProblem[];
  /** The file that wrote the words at a key path (`faq[id=cost].answer` → `…/home.json`). */
  fileOf: (path: string) => string | undefined;
} {
  const tree: WordTree = {};
  const owners = new Map<string, string>();
  const problems: WordProblem[] = [];
  // The file that brought a key, or the key's nearest enclosing group.
  const ownerOf = (path: string): string | undefined => {
    for (let at = path; at; at = at.replace(/(?:\.[^.[]+|\[[^\]]*\])$/, "")) {
      const owner = owners.get(at);
      if (owner) return owner;
      if (!/[.[]/.test(at)) break;
    }
    return undefined;
  };
  const join = (target: WordTree, source: WordTree, file: string, path: string) => {
    for (const [key, value] of Object.entries(source)) {
      const at = keyPath(path, key);
      const existing = target[key];
      if (existing === undefined) {
        target[key] = value;
        owners.set(at, file);
      } else if (isTree(existing) && isTree(value)) {
        join(existing, value, file, at);
      } else {
        problems.push({ file, path: at, message: `also written in ${ownerOf(at) ?? "another file"}` });
      }
    }
  };
  for (const { file, words } of files) join(tree, structuredClone(words), file, "");
  return { tree, problems, fileOf: ownerOf };
}

/** Where the words and the facts at a key path were written, for messages that name the file. */
export type MergeSources = {
  /** The key path of the merged value (`estimate` for the estimate's words). */
  path?: string;
  /** The words file that wrote a key path (`joinWordFiles`' `fileOf`). */
  wordsFileOf?: (path: string) => string | undefined;
  /** The facts file that wrote a key path (content-as-written.ts). */
  factsFileOf?: (path: string) => string | undefined;
};

/**
 * Lays the words over the facts. Objects join key by key. A list of facts takes its words from a
 * list of the same items by `id` (every facts item and every words item carries one), or, for a
 * list whose items have a `slug`, from an object keyed by slug; so a translator or the owner who
 * reorders entries cannot give one item another's words, and the facts' order is the page's. A
 * missing, extra or repeated id, or a value in both, is a mistake, named with its file and list.
 */
export function mergeWords(facts: unknown, words: WordValue | undefined, sources: MergeSources = {}): unknown {
  const problems: WordProblem[] = [];
  const wordsFile = (at: string) => sources.wordsFileOf?.(at) ?? "the words (app/content/words/)";
  const factsFile = (at: string) => sources.factsFileOf?.(at) ?? "the facts (app/content/)";
  const merged = merge(facts, words, sources.path ?? "", problems, wordsFile, factsFile);
  if (problems.length > 0) {
    throw new Error(`The words do not fit the facts (fix these in app/content/):\n${describeWordProblems(problems)}`);
  }
  return merged;
}

function merge(
  facts: unknown,
  words: WordValue | undefined,
  path: string,
  problems: WordProblem[],
  wordsFile: (path: string) => string,
  factsFile: (path: string) => string,
): unknown {
  const inner = (fact: unknown, word: WordValue | undefined, at: string) =>
    merge(fact, word, at, problems, wordsFile, factsFile);
  if (words === undefined) return facts;
  if (facts === undefined) return words;
  if (Array.isArray(facts) && isKeyedList(words)) {
    // A list of facts whose items have a slug and no id (the served cities) is joined by the slug: the words' id is the slug.
    if (facts.every((item) => isTree(item) && item.id === undefined && typeof item.slug === "string")) {
      return inner(
        facts.map((item) => ({ id: (item as WordTree).slug, ...(item as WordTree) })),
        words,
        path,
      );
    }
    const factProblems = idProblemsOfList(facts, factsFile(path), path, "entry of the facts");
    const wordProblems = idProblemsOfList(words, wordsFile(path), path, "entry");
    problems.push(...factProblems, ...wordProblems);
    if (factProblems.length > 0 || wordProblems.length > 0) return facts;
    const wordsById = new Map(words.map((item) => [idOf(item), item]));
    const factIds = new Set(facts.map(idOf));
    for (const id of factIds) {
      if (id !== undefined && !wordsById.has(id)) {
        problems.push({
          file: wordsFile(path),
          path,
          message: `has no entry with the id "${id}" (${factsFile(path)} has it)`,
        });
      }
    }
    for (const id of wordsById.keys()) {
      if (id !== undefined && !factIds.has(id)) {
        problems.push({ file: wordsFile(path), path, message: `the id "${id}" is not in ${factsFile(path)}` });
      }
    }
    return facts.map((item) => {
      const id = idOf(item) ?? "";
      // The words' id is the facts' (the join just matched them), not a second value.
      const { id: _sameId, ...itemWords } = (wordsById.get(id) ?? {}) as WordTree;
      return inner(item, itemWords, idPath(path, id));
    });
  }
  if (Array.isArray(facts) && isTree(words) && facts.every((item) => isTree(item) && typeof item.slug === "string")) {
    const slugs = new Set(facts.map((item) => (item as WordTree).slug as string));
    for (const key of Object.keys(words)) {
      if (!slugs.has(key))
        problems.push({
          file: wordsFile(keyPath(path, key)),
          path: keyPath(path, key),
          message: "no entry has this slug",
        });
    }
    return facts.map((item) => {
      const slug = (item as WordTree).slug as string;
      return inner(item, words[slug], keyPath(path, slug));
    });
  }
  if (isTree(facts) && isTree(words)) {
    const merged: Record<string, unknown> = { ...facts };
    for (const [key, value] of Object.entries(words)) merged[key] = inner(facts[key], value, keyPath(path, key));
    return merged;
  }
  if (Array.isArray(facts) && Array.isArray(words)) {
    problems.push({
      file: wordsFile(path),
      path,
      message: `is a list of facts (${factsFile(path)}): its words must be objects, each with the "id" of its entry`,
    });
    return facts;
  }
  problems.push({
    file: wordsFile(path),
    path,
    message: `is both a fact (${factsFile(path)}) and a word in a JSON file`,
  });
  return facts;
}

/**
 * Fills the facts' slots (`{companyName}`, `{gstin}`) in every sentence. Other slots (`{city}`,
 * `{price}`) are left for the page to fill.
 */
export function fillSlots<T>(value: T, slots: Record<string, string>): T {
  if (typeof value === "string") {
    return value.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillSlots(item, slots)) as T;
  if (isTree(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillSlots(item, slots)])) as T;
  }
  return value;
}

/**
 * What the owner does about an entry one language has and the other not (issue 51: a testimonial
 * removed in English stayed in Telugu and Hindi, and the message read as if English were wrong).
 */
export const missingEntry = (id: string) =>
  `has no entry "${id}", which English has: add it on this side with its words translated (or remove it from English too)`;
export const extraEntry = (id: string) =>
  `still has the entry "${id}", which English no longer has: remove it on this side too (or add it back in English)`;

/**
 * A translation against the English words of the same file: the same keys at every depth, the
 * same ids in every keyed list (in any order) and the same number of entries in every other list,
 * the same kind of value, and in every sentence the same `{slots}`, no more, no fewer. An empty
 * sentence counts as missing.
 */
export function compareWithSource(source: WordValue, translation: WordValue | undefined, file: string, path = "") {
  const problems: WordProblem[] = [];
  const compare = (english: WordValue, other: WordValue | undefined, at: string) => {
    if (other === undefined) {
      problems.push({ file, path: at, message: "is missing (the English file has it)" });
    } else if (typeof english === "string") {
      if (typeof other !== "string") {
        problems.push({ file, path: at, message: "must be a sentence, like the English" });
      } else if (other.trim() === "" && english.trim() !== "") {
        problems.push({ file, path: at, message: "is empty" });
      } else {
        const expected = slotNames(english).join(", ");
        const found = slotNames(other).join(", ");
        if (expected !== found) {
          problems.push({
            file,
            path: at,
            message: `has the slots {${found}}, the English has {${expected}}`,
          });
        }
      }
    } else if (isKeyedList(english)) {
      if (!Array.isArray(other)) {
        problems.push({ file, path: at, message: "must be a list, like the English" });
        return;
      }
      const others = new Map(other.map((item) => [idOf(item), item]));
      const englishIds = new Set(english.map(idOf));
      for (const item of english) {
        const id = idOf(item);
        if (id === undefined) continue;
        if (!others.has(id)) {
          problems.push({ file, path: at, message: missingEntry(id) });
        } else {
          compare(item, others.get(id), idPath(at, id));
        }
      }
      for (const id of others.keys()) {
        if (id !== undefined && !englishIds.has(id)) {
          problems.push({ file, path: at, message: extraEntry(id) });
        }
      }
    } else if (Array.isArray(english)) {
      if (!Array.isArray(other)) {
        problems.push({ file, path: at, message: "must be a list, like the English" });
      } else if (other.length !== english.length) {
        problems.push({ file, path: at, message: `has ${other.length} entries, the English has ${english.length}` });
      } else {
        english.forEach((item, index) => {
          compare(item, other[index], keyPath(at, index));
        });
      }
    } else if (isTree(english)) {
      if (!isTree(other)) {
        problems.push({ file, path: at, message: "must be a group of keys, like the English" });
        return;
      }
      for (const [key, value] of Object.entries(english)) compare(value, other[key], keyPath(at, key));
      for (const key of Object.keys(other)) {
        if (!(key in english)) problems.push({ file, path: keyPath(at, key), message: "is not in the English file" });
      }
    } else if (typeof other !== typeof english) {
      problems.push({ file, path: at, message: `must be a ${typeof english}, like the English` });
    }
  };
  compare(source, translation, path);
  return problems;
}

/** Every sentence of a tree with its key path, for the unit tests' checks of a language. */
export function sentencesOf(value: WordValue, path = ""): Array<{ path: string; text: string }> {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const id = isKeyedList(value) ? idOf(item) : undefined;
      return sentencesOf(item, id ? idPath(path, id) : keyPath(path, index));
    });
  }
  if (isTree(value)) {
    return Object.entries(value).flatMap(([key, item]) =>
      // An id names an entry; it is not a sentence.
      key === "id" ? [] : sentencesOf(item, keyPath(path, key)),
    );
  }
  return [];
}
