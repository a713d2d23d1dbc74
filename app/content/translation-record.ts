/**
 * What English said when each translation was last saved, kept in the translation's own words file
 * (issue 51, docs/decisions/046-what-english-said.md): `app/content/words/te/home.json` holds, under
 * `translatedFrom`, for every sentence a short hash of the English it was saved beside and of the
 * translation itself (`"founderQuote/text": "1x2y3z 4a5b6c"`). A sentence is behind English when
 * English no longer matches what was recorded while the translation still does: English changed,
 * the translation did not.
 *
 * The editor moves the record forward each time the owner saves a page (scripts/editor/
 * translations-script.ts): every translated sentence that changed, or is new, is recorded beside the
 * English as it is then; one left as it was keeps its record, so a later change to English is
 * flagged however many times the translation was updated before. A developer who edits a
 * translation by hand runs `node scripts/editor/record-translations.ts`, which does the same.
 *
 * Everything here runs in the build, in Node and, as the source of `translationRecordKit`, in the
 * editor's page: the kit imports nothing and refers to nothing outside itself.
 */

/** The key of a translated words file that holds its record; English files have none. */
export const recordKey = "translatedFrom";

export type WordsValue = string | number | boolean | null | WordsValue[] | { [key: string]: WordsValue };

/** A translated sentence with its English: `path` names it in the record, `keyPath` in the editor (`faq.2.answer`). */
export type PairedSentence = { path: string; keyPath: string; english: string; translation: string };

export function translationRecordKit() {
  type Value = WordsValue;
  type Tree = { [key: string]: Value };
  const isTree = (value: unknown): value is Tree =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  const idOf = (item: unknown) => (isTree(item) && typeof item.id === "string" ? item.id : undefined);
  const isKeyedList = (value: unknown): value is Value[] => Array.isArray(value) && value.some(isTree);

  /**
   * A short hash of a sentence (53 bits, as base 36): enough to tell two versions of it apart,
   * the same in Node and in the editor's page, computed at once (no promise).
   */
  const hash = (text: string): string => {
    let first = 0xdeadbeef;
    let second = 0x41c6ce57;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      first = Math.imul(first ^ code, 2654435761);
      second = Math.imul(second ^ code, 1597334677);
    }
    first = Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
    second = Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
    return (4294967296 * (2097151 & second) + (first >>> 0)).toString(36);
  };

  /**
   * Every sentence of a words tree: `path` with a list's item named by its id where it has one
   * (`faq[when-to-book]/answer`, so a list in another order still pairs up) and `/` between keys (a
   * key of the record holds no dot: the editor reads dots as nesting), `keyPath` as the editor names
   * the field (`faq.2.answer`).
   */
  const sentences = (
    value: Value | undefined,
    path = "",
    keyPath = "",
  ): Array<{ path: string; keyPath: string; text: string }> => {
    const join = (at: string, key: string, separator: string) => (at ? `${at}${separator}${key}` : key);
    // An empty text is no sentence: the editor's draft holds "" for every optional field left out.
    if (typeof value === "string") return value === "" ? [] : [{ path, keyPath, text: value }];
    if (Array.isArray(value)) {
      return value.flatMap((item, index) =>
        sentences(item, `${path}[${idOf(item) ?? index}]`, join(keyPath, String(index), ".")),
      );
    }
    if (isTree(value)) {
      return (
        Object.entries(value)
          // An id names an entry, the record and the editor's notice (`behindEnglish`, which the
          // editor's draft holds empty) are no sentences.
          .filter(([key]) => key !== "id" && key !== "translatedFrom" && key !== "behindEnglish")
          .flatMap(([key, item]) => sentences(item, join(path, key, "/"), join(keyPath, key, ".")))
      );
    }
    return [];
  };

  /** Each sentence of the translation beside the English one at the same path. */
  const pairs = (english: Value | undefined, translation: Value | undefined): PairedSentence[] => {
    const source = new Map(sentences(english).map((sentence) => [sentence.path, sentence.text]));
    return sentences(translation).flatMap(({ path, keyPath, text }) => {
      const englishText = source.get(path);
      return englishText === undefined ? [] : [{ path, keyPath, english: englishText, translation: text }];
    });
  };

  const recorded = (record: Record<string, string> | undefined, path: string) => {
    const [englishThen, translationThen] = (record?.[path] ?? "").split(" ");
    return englishThen && translationThen ? { englishThen, translationThen } : undefined;
  };

  /** The translation's sentences whose English changed since the translation was saved, while it did not. */
  const behind = (
    english: Value | undefined,
    translation: Value | undefined,
    record: Record<string, string> | undefined,
  ): PairedSentence[] =>
    pairs(english, translation).filter((pair) => {
      const then = recorded(record, pair.path);
      return (
        then !== undefined && then.translationThen === hash(pair.translation) && then.englishThen !== hash(pair.english)
      );
    });

  /**
   * The record after a save: a sentence behind English keeps what it had (unless `accepted` names
   * its path: the translation still fits the new English), every other one is recorded beside the
   * English as it is now. Sentences no longer there drop out.
   */
  const nextRecord = (
    english: Value | undefined,
    translation: Value | undefined,
    record: Record<string, string> | undefined,
    accepted: readonly string[] = [],
    /** Sentences English's words were copied into (an entry English added): behind English until translated. */
    untranslated: readonly string[] = [],
  ): Record<string, string> => {
    const late = new Set(behind(english, translation, record).map((pair) => pair.path));
    // In the order of the paths, not of the keys: the editor hands the hook its words in an order of
    // its own, and a record written in it moved every line of the file on a save (issue 51).
    const inOrder = pairs(english, translation).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return Object.fromEntries(
      inOrder.map((pair) => [
        pair.path,
        untranslated.includes(pair.path)
          ? `- ${hash(pair.translation)}`
          : late.has(pair.path) && !accepted.includes(pair.path)
            ? (record?.[pair.path] as string)
            : `${hash(pair.english)} ${hash(pair.translation)}`,
      ]),
    );
  };

  /** The sentences of `after` that `before` did not have: what `inStep` copied from English. */
  const copied = (before: Value | undefined, after: Value | undefined): string[] => {
    const had = new Set(sentences(before).map((sentence) => sentence.path));
    return sentences(after).flatMap((sentence) => (had.has(sentence.path) ? [] : [sentence.path]));
  };

  /**
   * The translation with every list of entries in step with English's: an entry English no longer
   * has is taken out, one English added is added as English wrote it (to be translated: `untranslated`
   * marks it behind English), and all follow English's order.
   */
  const inStep = (english: Value | undefined, translation: Value): Value => {
    if (isKeyedList(english) && Array.isArray(translation)) {
      const order = new Map(english.map((item, index) => [idOf(item), index]));
      const sources = new Map(english.map((item) => [idOf(item), item]));
      const had = new Set(translation.map(idOf));
      // An entry whose id was changed in English (English has a new id where the translation has
      // one English no longer has, at the same place): the same entry renamed, its words kept.
      const renamed = translation.map((item, index) => {
        const id = idOf(item);
        const there = idOf(english[index]);
        return isTree(item) && id !== undefined && !order.has(id) && there !== undefined && !had.has(there)
          ? { ...item, id: there }
          : item;
      });
      translation = renamed;
      const present = new Set(translation.map(idOf));
      const added = english.filter((item) => idOf(item) !== undefined && !present.has(idOf(item)));
      return [
        ...translation
          .filter((item) => idOf(item) === undefined || order.has(idOf(item)))
          // An entry that has its id and no words yet is one English added: the editor copies an id
          // typed in English into the other languages as it is typed (`i18n: "duplicate"`, issue 51).
          .map((item) => {
            const source = sources.get(idOf(item));
            return sentences(item).length === 0 && sentences(source).length > 0
              ? (source as Value)
              : inStep(source, item);
          }),
        ...added,
      ].sort((a, b) => (order.get(idOf(a)) ?? 0) - (order.get(idOf(b)) ?? 0));
    }
    if (Array.isArray(english) && Array.isArray(translation)) {
      return translation.map((item, index) => inStep(english[index], item));
    }
    if (isTree(english) && isTree(translation)) {
      return Object.fromEntries(Object.entries(translation).map(([key, item]) => [key, inStep(english[key], item)]));
    }
    return translation;
  };

  /** The `{slots}` a sentence holds, in order of first use. */
  const slots = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])];

  /** Each translated sentence whose `{slots}` are not English's: the ones it dropped and the ones English has not. */
  const slotProblems = (english: Value | undefined, translation: Value | undefined) =>
    pairs(english, translation).flatMap((pair) => {
      const wanted = slots(pair.english);
      const written = slots(pair.translation);
      const dropped = wanted.filter((slot) => !written.includes(slot));
      const unknown = written.filter((slot) => !wanted.includes(slot));
      return dropped.length || unknown.length ? [{ ...pair, dropped, unknown }] : [];
    });

  return { hash, sentences, pairs, behind, nextRecord, inStep, copied, slotProblems };
}

export const {
  hash: sentenceHash,
  sentences,
  pairs,
  behind,
  nextRecord,
  inStep,
  copied,
  slotProblems,
} = translationRecordKit();
