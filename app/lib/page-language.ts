/**
 * Which language a page is in, from its address: `/te/…` is Telugu, `/hi/…` Hindi, anything else
 * English. Loaders ask this while the site is pre-rendered, so a page's data carries only its own
 * language's words.
 */
import { data } from "react-router";
import { isLanguage, type Language, languages, sourceLanguage } from "../content/languages.ts";

/** The languages with an address prefix of their own: every one but English. */
export const translatedLanguages = /* @__PURE__ */ languages.filter((language) => language !== sourceLanguage);

/** The first segment of a translated page's address: "/te", or "" for English. */
export function languagePrefix(language: Language): string {
  return language === sourceLanguage ? "" : `/${language}`;
}

/** A page's address in a language: `/about/` in Telugu is `/te/about/`. */
export function localizedPath(language: Language, path: string): string {
  return `${languagePrefix(language)}${path}`;
}

/** The language of an address, from its first segment. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return first !== sourceLanguage && isLanguage(first) ? first : sourceLanguage;
}

/** An address without its language prefix: `/te/cities/pune/` is `/cities/pune/`. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  return language === sourceLanguage ? pathname : pathname.slice(language.length + 1) || "/";
}

/**
 * The language of a page's loader, from the route's optional `:lang` segment and, for the home
 * page's translations, its address. An unknown first segment (`/xx/about/`) is not a page.
 */
export function pageLanguage(request: Request, params: { lang?: string }): Language {
  if (params.lang !== undefined && (params.lang === sourceLanguage || !isLanguage(params.lang))) {
    throw data(null, { status: 404 });
  }
  return languageOfPath(new URL(request.url).pathname);
}
