import type { MetaDescriptor } from "react-router";
import { type Language, languages, languageTags, sourceLanguage } from "../content/languages";
import { pages } from "../content/pages";
import type { PageWords } from "../content/schema";
import type { LayoutContent } from "./layout-data";
import { bareNotFoundMeta } from "./not-found-meta";
import { localizedPath } from "./page-language";
import { notFoundKey, pageTemplates, routedPageKeys, templatePagePath } from "./page-registry";
import { crawlerFiles, pagePath, paths } from "./paths";
import { absoluteUrl, breadcrumbList, type Crumb, type JsonLd } from "./structured-data";

type PageMetaInput = {
  siteUrl: string;
  siteName: string;
  /**
   * The page's path from `paths` (with its trailing slash); the canonical URL is the site URL
   * plus this. Left out only for not-found views, which have no address of their own.
   */
  path?: string;
  /** The page's language: its canonical is its own address in it, and the others are its alternates. */
  language?: Language;
  title: string;
  description: string;
  /** Pages that should stay out of search results (thank-you, not found). */
  noindex?: boolean;
  /** Name of the page's share picture (`crawlerFiles.socialImage`); worked out from `path` when left out. */
  image?: string;
  /** The trail from the home page to this page (see `breadcrumbTrail`); shown as BreadcrumbList. */
  breadcrumbs?: Crumb[];
  /** Other schema.org nodes of this page, such as FAQPage or Service. */
  structuredData?: JsonLd[];
};

/** Every share picture is 1200×630, the size Open Graph and X cards expect. */
const socialImageSize = { width: 1200, height: 630 };

/** The index page and slug of a template page's path (a service page), or undefined for any other path. */
function templatePageOf(path: string) {
  for (const template of pageTemplates) {
    const parent = pagePath(template.index);
    if (!path.startsWith(parent) || path === parent) continue;
    const slug = path.slice(parent.length).replace(/\/$/, "");
    if (templatePagePath(template, slug) === path) return { template, parent, slug };
  }
  return undefined;
}

/** The name of a page's share picture: its key in pages.ts, or `<template>-<slug>` (`service-packaging`). */
export function socialImageKey(path: string | undefined): string {
  if (path === undefined) return notFoundKey;
  const templatePage = templatePageOf(path);
  if (templatePage) return `${templatePage.template.name}-${templatePage.slug}`;
  return routedPageKeys({ pages }).find((key) => pagePath(key) === path) ?? "home";
}

/** Title, description, canonical URL, robots, social cards and JSON-LD for one page. */
export function pageMeta({
  siteUrl,
  siteName,
  path,
  language = sourceLanguage,
  title,
  description,
  noindex = false,
  image,
  breadcrumbs = [],
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
  const urlIn = (code: Language) => (path === undefined ? undefined : absoluteUrl(siteUrl, localizedPath(code, path)));
  const url = urlIn(language);
  const imageUrl = absoluteUrl(siteUrl, crawlerFiles.socialImage(image ?? socialImageKey(path), language));
  const webPage = url ? [webPageNode({ url, title, description, language })] : [];
  const nodes = [
    ...webPage,
    ...structuredData,
    ...(breadcrumbs.length > 1 ? [breadcrumbList(siteUrl, breadcrumbs)] : []),
  ];
  return [
    { title },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    ...alternateLinks(urlIn),
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:locale", content: openGraphLocale(language) },
    ...languages
      .filter((code) => code !== language)
      .map((code) => ({ property: "og:locale:alternate", content: openGraphLocale(code) })),
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

/** `te-IN` as Open Graph writes a locale: `te_IN`. */
function openGraphLocale(language: Language): string {
  return languageTags[language].replace("-", "_");
}

/** The page in every language, English also as `x-default`: what search engines show a reader of each. */
function alternateLinks(urlIn: (language: Language) => string | undefined): MetaDescriptor[] {
  const english = urlIn(sourceLanguage);
  if (english === undefined) return [];
  return [
    ...languages.map((code) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: languageTags[code],
      href: urlIn(code),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: english },
  ];
}

/** The page itself in schema.org terms, with the language its words are in. */
function webPageNode(page: { url: string; title: string; description: string; language: Language }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": page.url,
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: languageTags[page.language],
  };
}

type NavigationLabels = Pick<LayoutContent, "mainNavigation" | "footerNavigation">;

/**
 * The breadcrumb trail to a page, named as the site's navigation names the pages ("Home",
 * "Services"). `name` names the page itself where the navigation does not list it (its heading,
 * a service's title). Empty when a name is missing: no breadcrumb is better than a wrong one.
 */
export function breadcrumbTrail(
  layout: NavigationLabels | undefined,
  path: string,
  name?: string,
  language: Language = sourceLanguage,
): Crumb[] {
  if (!layout || path === paths.home) return [];
  const labelOf = (href: string) =>
    [...layout.mainNavigation, ...layout.footerNavigation].find((item) => item.href === localizedPath(language, href))
      ?.label;
  const home = labelOf(paths.home);
  const templatePage = templatePageOf(path);
  const trail: Array<{ name: string | undefined; path: string }> = templatePage
    ? [
        { name: home, path: paths.home },
        { name: labelOf(templatePage.parent), path: templatePage.parent },
        { name, path },
      ]
    : [
        { name: home, path: paths.home },
        { name: labelOf(path) ?? name, path },
      ];
  return trail.every((crumb): crumb is Crumb => Boolean(crumb.name))
    ? trail.map((crumb) => ({ ...crumb, path: localizedPath(language, crumb.path) }))
    : [];
}

/** Meta for the not-found page, which the SPA fallback and the catch-all route both show. */
export function notFoundMeta(layout: LayoutContent | undefined, page: PageWords | undefined): MetaDescriptor[] {
  if (!layout || !page) return bareNotFoundMeta;
  return pageMeta({
    siteUrl: layout.company.siteUrl,
    siteName: layout.company.name,
    language: layout.language,
    title: page.title,
    description: page.description,
    noindex: true,
    image: "notFound",
  });
}
