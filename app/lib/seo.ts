import type { MetaDescriptor } from "react-router";
import type { LayoutContent } from "../content/layout-content";
import { bareNotFoundMeta } from "./not-found-meta";
import { paths } from "./paths";
import { absoluteUrl, breadcrumbList, type Crumb, type JsonLd } from "./structured-data";

type PageMetaInput = {
  siteUrl: string;
  siteName: string;
  /**
   * The page's path from `paths` (with its trailing slash); the canonical URL is the site URL
   * plus this. Left out only for not-found views, which have no address of their own.
   */
  path?: string;
  title: string;
  description: string;
  /** Pages that should stay out of search results (thank-you, not found). */
  noindex?: boolean;
  /** Key of the page's share picture (`paths.socialImage`); worked out from `path` when left out. */
  image?: string;
  /** The trail from the home page to this page (see `breadcrumbTrail`); shown as BreadcrumbList. */
  breadcrumbs?: Crumb[];
  /** Other schema.org nodes of this page, such as FAQPage or Service. */
  structuredData?: JsonLd[];
};

/** Every share picture is 1200×630, the size Open Graph and X cards expect. */
const socialImageSize = { width: 1200, height: 630 };

const pageImageKeys: Record<string, string> = {
  [paths.home]: "home",
  [paths.about]: "about",
  [paths.services]: "services",
  [paths.contact]: "contact",
  [paths.certification]: "certification",
  [paths.gallery]: "gallery",
  [paths.thankYou]: "thankYou",
  [paths.search]: "search",
};

/** The slug of a service page's path, or undefined for any other path. */
function serviceSlugOf(path: string): string | undefined {
  if (!path.startsWith(paths.services) || path === paths.services) return undefined;
  const slug = path.slice(paths.services.length).replace(/\/$/, "");
  return paths.service(slug) === path ? slug : undefined;
}

/** The key of the share picture for a page path (`paths.socialImage(key)`). */
export function socialImageKey(path: string | undefined): string {
  if (path === undefined) return "notFound";
  const slug = serviceSlugOf(path);
  return slug ? `service-${slug}` : (pageImageKeys[path] ?? "home");
}

/** Title, description, canonical URL, robots, social cards and JSON-LD for one page. */
export function pageMeta({
  siteUrl,
  siteName,
  path,
  title,
  description,
  noindex = false,
  image,
  breadcrumbs = [],
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
  const url = path === undefined ? undefined : absoluteUrl(siteUrl, path);
  const imageUrl = absoluteUrl(siteUrl, paths.socialImage(image ?? socialImageKey(path)));
  const nodes = breadcrumbs.length > 1 ? [...structuredData, breadcrumbList(siteUrl, breadcrumbs)] : structuredData;
  return [
    { title },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:locale", content: "en_IN" },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(socialImageSize.width) },
    { property: "og:image:height", content: String(socialImageSize.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: title },
    ...nodes.map((node) => ({ "script:ld+json": node })),
  ];
}

type NavigationLabels = Pick<LayoutContent, "mainNavigation" | "footerNavigation" | "serviceLinks">;

/**
 * The breadcrumb trail to a page, named as the site's navigation names the pages ("Home",
 * "Services", the service's title). `name` names a page the navigation does not list. Empty
 * when a name is missing: no breadcrumb is better than a wrong one.
 */
export function breadcrumbTrail(layout: NavigationLabels | undefined, path: string, name?: string): Crumb[] {
  if (!layout || path === paths.home) return [];
  const labelOf = (href: string) =>
    [...layout.mainNavigation, ...layout.footerNavigation].find((item) => item.href === href)?.label;
  const home = labelOf(paths.home);
  const slug = serviceSlugOf(path);
  const trail: Array<{ name: string | undefined; path: string }> = slug
    ? [
        { name: home, path: paths.home },
        { name: labelOf(paths.services), path: paths.services },
        { name: name ?? layout.serviceLinks.find((service) => service.slug === slug)?.title, path },
      ]
    : [
        { name: home, path: paths.home },
        { name: name ?? labelOf(path), path },
      ];
  return trail.every((crumb): crumb is Crumb => Boolean(crumb.name)) ? trail : [];
}

/** Meta for the not-found page, which the SPA fallback and the catch-all route both show. */
export function notFoundMeta(layout: LayoutContent | undefined): MetaDescriptor[] {
  if (!layout) return bareNotFoundMeta;
  return pageMeta({
    siteUrl: layout.company.siteUrl,
    siteName: layout.company.name,
    title: layout.notFound.title,
    description: layout.notFound.description,
    noindex: true,
  });
}
