/**
 * The site's pages, as one list that the router, the sitemap, the share pictures, the search
 * index, the not-found page, the benchmark and the tests all read.
 *
 * A page is an entry in app/content/pages.ts: its key gives its address (`pagePath`) and its
 * route module (`app/routes/<kebab-key>.tsx`). Pages that share one template (a page per
 * service, a page per served city) are listed here, each under the page that lists them, with the
 * content list their addresses come from.
 */
import type { ServedCity } from "../content/estimate-schema";
import type { PageWords, Service } from "../content/schema";
import { kebabCase, pagePath, type RoutedPageKey } from "./paths.ts";

/** What the registry reads from the content: which pages there are, and the template pages' lists. */
export type RegistryContent = {
  pages: Record<string, Partial<Pick<PageWords, "title" | "noindex" | "shareArt">>>;
  services: Array<Pick<Service, "slug">>;
  servedCities: Array<Pick<ServedCity, "slug"> & Partial<Pick<ServedCity, "roadKmFromHyderabad">>>;
  /** The route guides by city slug: a route page without one is kept out of search engines. */
  cityPages?: { guides: Record<string, unknown> };
};

export type PageTemplate = {
  /** Names the template's share pictures (`service-packaging`) and its router entry. */
  name: string;
  /** The page that lists these pages; each one's address is that page's address plus its slug. */
  index: RoutedPageKey;
  /** The route module that draws every page of the template. */
  module: string;
  slugs: (content: RegistryContent) => string[];
  /** Whether one page of the template is kept out of search engines and the sitemap. */
  noindex?: (content: RegistryContent, slug: string) => boolean;
};

export const pageTemplates: PageTemplate[] = [
  {
    name: "service",
    index: "services",
    module: "routes/service-detail.tsx",
    slugs: (content) => content.services.map((service) => service.slug),
  },
  {
    name: "city",
    index: "cities",
    module: "routes/city-detail.tsx",
    slugs: (content) => content.servedCities.map((city) => city.slug),
    // A route without its guide (a city just added in the editor) is the template with a name swapped:
    // built, priced and listed, but not offered to search engines (decision 013, amended).
    noindex: (content, slug) => {
      const city = content.servedCities.find((served) => served.slug === slug);
      return Boolean(content.cityPages && city?.roadKmFromHyderabad !== "local" && !content.cityPages.guides[slug]);
    },
  },
];

/** The key of the page shown at any address the site does not have. */
export const notFoundKey = "notFound";

/** The address of one page of a template: its index page's address plus the slug. */
export function templatePagePath(template: PageTemplate, slug: string): string {
  return `${pagePath(template.index)}${slug}/`;
}

/** The address of a served city's page: /cities/pune/. */
export function cityPagePath(slug: string): string {
  const template = pageTemplates.find((candidate) => candidate.name === "city");
  if (!template) throw new Error('The page registry has no "city" template');
  return templatePagePath(template, slug);
}

/** The route module of the page with this key: `thankYou` is routes/thank-you.tsx. */
export function pageModule(key: string): string {
  return `routes/${kebabCase(key)}.tsx`;
}

/** The keys of the pages with an address of their own, in the order pages.ts lists them. */
export function routedPageKeys(content: Pick<RegistryContent, "pages">): RoutedPageKey[] {
  return Object.keys(content.pages).filter((key): key is RoutedPageKey => key !== notFoundKey);
}

export type SitePage = {
  path: string;
  /** The page's key in pages.ts, or for a template's page the key of the page that lists it. */
  key: RoutedPageKey;
  /** Set for a template's page: which template, and the slug. */
  template?: { name: string; slug: string };
  noindex: boolean;
  /** The share picture's name (`crawlerFiles.socialImage`). */
  imageKey: string;
};

/** Every pre-rendered page, in the order the site lists them; a template's pages follow their index page. */
export function sitePages(content: RegistryContent): SitePage[] {
  return routedPageKeys(content).flatMap((key) => {
    const page: SitePage = {
      path: pagePath(key),
      key,
      noindex: Boolean(content.pages[key]?.noindex),
      imageKey: key,
    };
    const children = pageTemplates
      .filter((template) => template.index === key)
      .flatMap((template) =>
        template.slugs(content).map((slug) => ({
          path: templatePagePath(template, slug),
          key,
          template: { name: template.name, slug },
          noindex: template.noindex?.(content, slug) ?? false,
          imageKey: `${template.name}-${slug}`,
        })),
      );
    return [page, ...children];
  });
}

/** Every pre-rendered page's address. */
export function allPagePaths(content: RegistryContent): string[] {
  return sitePages(content).map((page) => page.path);
}

/**
 * Where each translation's not-found page, an SPA fallback like English's `404.html`, is rendered
 * (`/te/404/`); the build writes it to `te/404.html`, which the servers answer unknown `/te/…`
 * addresses with (scripts/postbuild.ts).
 */
export const translatedNotFoundPath = "/404/";

/** The pages search engines should index: all but those marked `noindex` (the thank-you page). */
export function indexablePagePaths(content: RegistryContent): string[] {
  return sitePages(content)
    .filter((page) => !page.noindex)
    .map((page) => page.path);
}

/** The page at this address, if it is one of the site's. */
export function sitePageAt(content: RegistryContent, path: string): SitePage | undefined {
  return sitePages(content).find((page) => page.path === path);
}
