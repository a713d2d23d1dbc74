/**
 * The site's downloadable files: kept apart from `paths` (which every page's JavaScript carries),
 * so only the pages that link a file carry its address.
 */
export const filePaths = {
  /** The company brochure, drawn from the content at build. */
  brochure: "/downloads/brochure.pdf",
  /** A certificate's PDF; a sample is generated unless the owner drops the real file in place. */
  certificate: (file: string) => `/certificates/${file}`,
  /** A sample of a document every customer gets (a GST invoice, a lorry receipt…), drawn from the content. */
  sampleDocument: (slug: string) => `/downloads/samples/${slug}.pdf`,
  /** The company's logo, as search engines show it (schema.org `logo`). */
  logo: "/art/logo-mark.svg",
} as const;
