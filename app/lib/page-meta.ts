import type { MetaDescriptor } from "react-router";
import { breadcrumbTrail, pageMeta } from "../lib/seo";
import type { JsonLd } from "../lib/structured-data";
import { selectLayoutContent } from "./layout-content";
import type { PageKey, SiteContent } from "./schema";

type PageMetaOptions = {
  /** The page's path from `paths`. */
  path: string;
  noindex?: boolean;
  /** The page's name in its breadcrumb when the navigation does not list it. */
  breadcrumbName?: string;
  structuredData?: JsonLd[];
};

/**
 * A page's complete meta (title, description, canonical, social cards, JSON-LD), worked out by
 * its loader while the page is pre-rendered. The route's `meta` only hands it on, so the meta
 * and structured-data helpers stay out of the browser's JavaScript.
 */
export function pageMetaFor(content: SiteContent, key: PageKey, options: PageMetaOptions): MetaDescriptor[] {
  const copy = content.pages[key];
  return pageMeta({
    siteUrl: content.company.siteUrl,
    siteName: content.company.name,
    path: options.path,
    title: copy.title,
    description: copy.description,
    noindex: options.noindex,
    breadcrumbs: breadcrumbTrail(selectLayoutContent(content), options.path, options.breadcrumbName),
    structuredData: options.structuredData,
  });
}
