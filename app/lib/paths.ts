/**
 * Every internal URL of the site. Routes, links, the sitemap and tests read these; nothing else
 * spells a path as a string.
 *
 * A page's address comes from its key in app/content/pages.ts: `about` is /about/, `thankYou` is
 * /thank-you/, `home` is /. Pages end in a slash: each is pre-rendered as `<path>/index.html`,
 * React Router renders it at the URL with the slash, and the production server redirects the
 * other form (see docs/decisions/003-trailing-slash.md).
 */
import type { Language } from "../content/languages";
import type { PageKey } from "../content/schema";
import { languagePrefix } from "./page-language.ts";

/** A page that has an address of its own (the not-found page is shown at any unknown address). */
export type RoutedPageKey = Exclude<PageKey, "notFound">;

/** `thankYou` -> `thank-you`: a page key as it appears in the page's address and module file. */
export function kebabCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The address of the page with this key in app/content/pages.ts. */
export function pagePath(key: RoutedPageKey): string {
  return key === "home" ? "/" : `/${kebabCase(key)}/`;
}

/**
 * The original site's pages by name, for links in the browser's code. Written out rather than
 * worked out with `pagePath`, which would ship the rule to every visitor; the page registry's
 * test proves each equals `pagePath` of its key. A new page needs no entry here, and a page no
 * browser code links to by name has none (every key is in every page's JavaScript).
 */
export const paths = {
  home: "/",
  about: "/about/",
  services: "/services/",
  service: (slug: string) => `/services/${slug}/`,
  contact: "/contact/",
  thankYou: "/thank-you/",
  search: "/search/",
  /** The site search's index, built from the content; loaded when the search box is first opened. */
  searchIndex: "/search-index.json",
} as const;

/**
 * Files for search engines and link previews, which only the build and the loaders name: kept out of
 * `paths`, which every page's JavaScript carries.
 */
export const crawlerFiles = {
  /** The 1200×630 picture shown when a page is shared (Open Graph, Twitter, WhatsApp), in the page's language. */
  socialImage: (imageKey: string, language: Language) => `/social${languagePrefix(language)}/${imageKey}.png`,
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
} as const;

/** The contact page with a service preselected in the enquiry form. */
export function contactFor(serviceSlug: string): string {
  return `${paths.contact}?service=${encodeURIComponent(serviceSlug)}`;
}

/** Sections of the home page other pages link to (the search's answers link to the questions). */
export const homeSectionIds = { faq: "faq" } as const;
