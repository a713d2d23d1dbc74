/**
 * The site's downloadable files: kept apart from `paths` (which every page's JavaScript carries),
 * so only the pages that link a file carry its address. A file drawn in each language sits under
 * the language's code (`/downloads/te/brochure.pdf`); English keeps the unprefixed address.
 */
import type { Language } from "../content/languages";
import { languagePrefix } from "./page-language.ts";

export const filePaths = {
  /** The company brochure in a language, drawn from the content at build. */
  brochure: (language: Language) => `/downloads${languagePrefix(language)}/brochure.pdf`,
  /** A certificate's PDF; a sample is generated unless the owner drops the real file in place. */
  certificate: (file: string) => `/certificates/${file}`,
  /** A sample of a document every customer gets (a GST invoice, a lorry receipt…) in a language, drawn from the content. */
  sampleDocument: (slug: string, language: Language) => `/downloads/samples${languagePrefix(language)}/${slug}.pdf`,
  /** The company's logo, as search engines show it (schema.org `logo`). */
  logo: "/art/logo-mark.svg",
} as const;
