/**
 * Every internal URL of the site, defined once. Routes, links, the sitemap and tests read these;
 * nothing else spells a path as a string.
 *
 * Pages end in a slash: each is pre-rendered as `<path>/index.html`, React Router renders it at
 * the URL with the slash, and the production server redirects the other form (see
 * docs/decisions/003-trailing-slash.md).
 */
export const paths = {
  home: "/",
  about: "/about/",
  services: "/services/",
  service: (slug: string) => `/services/${slug}/`,
  contact: "/contact/",
  certification: "/certification/",
  gallery: "/gallery/",
  thankYou: "/thank-you/",
  search: "/search/",
  brochure: "/downloads/brochure.pdf",
  /** A certificate's PDF; a sample is generated unless the owner drops the real file in place. */
  certificate: (file: string) => `/certificates/${file}`,
  /** The 1200×630 picture shown when a page is shared (Open Graph, Twitter, WhatsApp). */
  socialImage: (pageKey: string) => `/social/${pageKey}.png`,
  /** The company's logo, as search engines show it (schema.org `logo`). */
  logo: "/art/logo-mark.svg",
  sitemap: "/sitemap.xml",
  /** The site search's index, built from the content; loaded when the search box is first opened. */
  searchIndex: "/search-index.json",
  robots: "/robots.txt",
} as const;

/** Every pre-rendered page, in the order the site lists them: the sitemap, tests and benchmark visit these. */
export function pagePaths(serviceSlugs: readonly string[]): string[] {
  return [
    paths.home,
    paths.about,
    paths.services,
    ...serviceSlugs.map((slug) => paths.service(slug)),
    paths.contact,
    paths.certification,
    paths.gallery,
    paths.thankYou,
    paths.search,
  ];
}

/** The contact page with a service preselected in the enquiry form. */
export function contactFor(serviceSlug: string): string {
  return `${paths.contact}?service=${encodeURIComponent(serviceSlug)}`;
}
