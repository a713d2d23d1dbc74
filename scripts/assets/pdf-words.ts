/** What the tests can read back from a PDF drawn in Telugu or Hindi. */

/**
 * The words of `texts` that a PDF's text layer gives back as written. It keeps glyphs in drawing
 * order, so a word with a conjunct (virama), a ि drawn before its letter, a vowel sign joined with a
 * nasal mark, ई (drawn as इ with a mark), or इ after a vowel sign (वेबसाइट reads back as वेबसाईट, the
 * font's glyph for the pair mapped to ई) reads back otherwise; the pictures of those were checked by eye
 * (docs/decisions/018-files-per-language.md) and their shaping is tested in pdf.test.ts.
 */
export function wordsReadBack(texts: string[], script: RegExp): string[] {
  return texts
    .flatMap((text) => text.split(/[\s,.;:()·–-]+/))
    .filter((word) => [...word].every((letter) => script.test(letter)))
    .filter((word) => !/[\u094D\u0C4D\u093F\u0908]|[\u093E-\u094C][\u0901\u0902\u0907]/.test(word));
}
