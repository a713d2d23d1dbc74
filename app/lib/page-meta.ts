import type { MetaDescriptor } from "react-router";
import { type LocalizedSiteContent, selectLayoutContent } from "./layout-data";
import { pagePath, type RoutedPageKey } from "./paths";
import { breadcrumbTrail, pageMeta } from "./seo";
import type { JsonLd } from "./structured-data";

type PageMetaOptions = {
  /** Other schema.org nodes of this page, such as FAQPage or Service. */
  structuredData?: JsonLd[];
};

/**
 * A page's complete meta (title, description, canonical, share picture, robots, breadcrumbs,
 * JSON-LD), worked out by its loader while the page is pre-rendered, all from its entry in
 * app/content/pages.ts. The route's `meta` only hands it on, so the meta and structured-data
 * helpers stay out of the browser's JavaScript.
 */
export function pageMetaFor(
  content: LocalizedSiteContent,
  key: RoutedPageKey,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const page = content.pages[key];
  const path = pagePath(key);
  return pageMeta({
    siteUrl: content.company.siteUrl,
    siteName: content.company.name,
    path,
    language: content.language,
    title: page.title,
    description: page.description,
    noindex: page.noindex,
    image: key,
    // A page kept out of search results has no place in a trail either.
    breadcrumbs: page.noindex
      ? []
      : breadcrumbTrail(selectLayoutContent(content), path, page.heading, content.language),
    structuredData: options.structuredData,
  });
}
