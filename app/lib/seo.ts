import type { MetaDescriptor } from "react-router";
import type { LayoutContent } from "../content/layout-content";

type PageMetaInput = {
  siteUrl: string;
  siteName: string;
  /** The page's path from `paths`; the canonical URL is the site URL plus this, no trailing slash. */
  path: string;
  title: string;
  description: string;
  /** Pages that should stay out of search results (thank-you, not found, search results). */
  noindex?: boolean;
};

/** Title, description, canonical URL and social cards for one page. */
export function pageMeta({
  siteUrl,
  siteName,
  path,
  title,
  description,
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const url = path === "/" ? siteUrl : `${siteUrl}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

/** Meta for the not-found page, which the SPA fallback and the catch-all route both show. */
export function notFoundMeta(layout: LayoutContent | undefined): MetaDescriptor[] {
  if (!layout) return [{ title: "Page not found" }];
  return pageMeta({
    siteUrl: layout.company.siteUrl,
    siteName: layout.company.name,
    path: "/404",
    title: layout.notFound.title,
    description: layout.notFound.description,
    noindex: true,
  });
}
