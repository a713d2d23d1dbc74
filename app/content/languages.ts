/**
 * The languages the site is written in. English is at `/…`, the others at `/<code>/…` with the
 * same slugs. A language's words are the JSON files in app/content/words/<code>/.
 */
export const languages = ["en", "te", "hi"] as const;

export type Language = (typeof languages)[number];

/** The language every other is checked against, and the one at the site's unprefixed addresses. */
export const sourceLanguage: Language = "en";

/** The BCP 47 tag each language is marked up and formatted with (`<html lang>`, Intl, og:locale). */
export const languageTags = { en: "en-IN", te: "te-IN", hi: "hi-IN" } as const satisfies Record<Language, string>;

/** Each language's name in its own script, as the language switcher shows it. */
export const languageNames = { en: "English", te: "తెలుగు", hi: "हिंदी" } as const satisfies Record<Language, string>;

/**
 * What the company's inbox is told about the language a visitor wrote a form in, so the reply
 * comes in it: "Telugu (తెలుగు)".
 */
export const languageForReplies = {
  en: "English",
  te: "Telugu (తెలుగు)",
  hi: "Hindi (हिंदी)",
} as const satisfies Record<Language, string>;

/** The Unicode script a translated page's sentences are written in (checked by the words' unit tests). */
export const languageScripts = { te: /\p{Script=Telugu}/u, hi: /\p{Script=Devanagari}/u } as const;

export function isLanguage(code: string | undefined): code is Language {
  return (languages as readonly string[]).includes(code ?? "");
}
