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
} {
  const tree: WordTree = {};
  const owners = new Map<string, string>();
  const problems: WordProblem[] = [];
  // The file that brought a key, or the key's nearest enclosing group.
  const ownerOf = (path: string): string | undefined => {
    for (let at = path; at; at = at.replace(/(?:\.[^.[]+|\[\d+\])$/, "")) {
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
  return { tree, problems };
}

/**
 * Lays the words over the facts. Objects join key by key and arrays item by item; a list of facts
 * whose items have a `slug` takes its words from an object keyed by slug, so a translator who
 * reorders the entries cannot give one city another's words. A value in both is a mistake.
 */
export function mergeWords(facts: unknown, words: WordValue | undefined, path = ""): unknown {
  const problems: WordProblem[] = [];
  const merged = merge(facts, words, path, problems);
  if (problems.length > 0) {
    throw new Error(`The words do not fit the facts (fix these in app/content/):\n${describeWordProblems(problems)}`);
  }
  return merged;
}

function merge(facts: unknown, words: WordValue | undefined, path: string, problems: WordProblem[]): unknown {
  if (words === undefined) return facts;
  if (facts === undefined) return words;
  if (Array.isArray(facts) && Array.isArray(words)) {
    if (facts.length !== words.length) {
      problems.push({
        file: "words",
        path,
        message: `has ${words.length} entries, the facts have ${facts.length}`,
      });
      return facts;
    }
    return facts.map((item, index) => merge(item, words[index], keyPath(path, index), problems));
  }
  if (Array.isArray(facts) && isTree(words) && facts.every((item) => isTree(item) && typeof item.slug === "string")) {
    const slugs = new Set(facts.map((item) => (item as WordTree).slug as string));
    for (const key of Object.keys(words)) {
      if (!slugs.has(key))
        problems.push({ file: "words", path: keyPath(path, key), message: "no entry has this slug" });
    }
    return facts.map((item) => {
      const slug = (item as WordTree).slug as string;
      return merge(item, words[slug], keyPath(path, slug), problems);
    });
  }
  if (isTree(facts) && isTree(words)) {
    const merged: Record<string, unknown> = { ...facts };
    for (const [key, value] of Object.entries(words))
      merged[key] = merge(facts[key], value, keyPath(path, key), problems);
    return merged;
  }
  problems.push({ file: "words", path, message: "is both a fact in TypeScript and a word in a JSON file" });
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
 * A translation against the English words of the same file: the same keys at every depth, the
 * same number of entries in every list, the same kind of value, and in every sentence the same
 * `{slots}`, no more, no fewer. An empty sentence counts as missing.
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
  if (Array.isArray(value)) return value.flatMap((item, index) => sentencesOf(item, keyPath(path, index)));
  if (isTree(value)) return Object.entries(value).flatMap(([key, item]) => sentencesOf(item, keyPath(path, key)));
  return [];
}
