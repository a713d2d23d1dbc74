import { useRouteLoaderData } from "react-router";
import { type Language, languageNames, languages, languageTags, sourceLanguage } from "../content/languages";
import type { NavigationItem, SiteContent } from "../content/schema";
import { languagePrefix, localizedPath, pathWithoutLanguage } from "./page-language";
import { pagePath, type RoutedPageKey } from "./paths";

/** The site's content in one language, as `contentFor` gives it to loaders. */
export type LocalizedSiteContent = SiteContent & { language?: Language };

/** A navigation entry with its address worked out from the page it names. */
export type NavigationLink = { label: string; href: string };
/** A menu entry; `inBar` when the header's bar shows it too. */
export type MenuLink = NavigationLink & { inBar?: boolean };

/** A link the content names by page key, with its address in the page's language. */
export function navigationLink(item: NavigationItem, language: Language = sourceLanguage): NavigationLink {
  return { label: item.label, href: localizedPath(language, pagePath(item.page as RoutedPageKey)) };
}

/** A link in the language switcher: the same page in one language, named in that language's script. */
export type LanguageLink = { tag: string; name: string; href: string; current: boolean };

/**
 * The switcher's links for the page at `pathname`: the same page in each language. A not-found
 * view has no page to keep, so there each language's link is its home page.
 */
export function languageLinks(pathname: string | undefined, current: Language): LanguageLink[] {
  const page = pathname === undefined ? "/" : pathWithoutLanguage(pathname);
  return languages.map((language) => ({
    tag: languageTags[language],
    name: languageNames[language],
    href: localizedPath(language, page),
    // On a not-found view no link is the page itself.
    current: pathname !== undefined && language === current,
  }));
}

/** What the header, footer and floating buttons show on every page, picked from the content. */
export function selectLayoutContent(content: LocalizedSiteContent) {
  const language = content.language ?? sourceLanguage;
  const navigationLinks = (items: NavigationItem[]) => items.map((item) => navigationLink(item, language));
  return {
    language,
    /** `<html lang>`: te-IN. */
    languageTag: languageTags[language],
    /** What the browser's code puts before a page's path to stay in this language: "/te", or "". */
    languagePrefix: languagePrefix(language),
    company: content.company,
    mainNavigation: navigationLinks(content.mainNavigation),
    /** The menu: the bar's pages (marked, as a wide screen's menu leaves them out), then the others. */
    menuNavigation: [
      ...navigationLinks(content.mainNavigation).map((link) => ({ ...link, inBar: true })),
      ...navigationLinks(content.moreNavigation),
    ] as MenuLink[],
    footerNavigation: navigationLinks(content.footerNavigation),
    /** The footer's groups of links, the original quick links first. */
    footerLinkGroups: [
      { heading: content.interface.footer.quickLinks, links: content.footerNavigation },
      ...content.footerLinkGroups,
    ].map((group) => ({ heading: group.heading, links: navigationLinks(group.links) })),
    serviceLinks: content.services.map(({ slug, title }) => ({ slug, title })),
    /** The footer's and the forms' links to what the site counts and keeps (/privacy/). */
    privacyLink: {
      label: content.privacy.footerLink,
      formLabel: content.privacy.formLink,
      href: localizedPath(language, pagePath("privacy")),
    },
    words: {
      skipToContent: content.interface.skipToContent,
      opensInNewTab: content.interface.opensInNewTab,
      addressDistrict: content.interface.addressDistrict,
      contactButtons: content.interface.contactButtons,
      header: content.interface.header,
      searchBox: content.interface.searchBox,
      searchResults: content.interface.searchResults,
      footer: content.interface.footer,
      errorView: content.interface.errorView,
    },
  };
}

export type LayoutContent = ReturnType<typeof selectLayoutContent>;

/**
 * What the not-found view shows, for the not-found pages (the SPA fallbacks) only: every other
 * page would carry it for nothing, decoded on the main thread as it hydrates (decision 049).
 */
export function selectNotFoundContent(content: LocalizedSiteContent) {
  const language = content.language ?? sourceLanguage;
  return {
    page: content.pages.notFound,
    words: {
      ...content.interface.notFound,
      links: content.interface.notFound.links.map((item) => navigationLink(item, language)),
    },
    /** What a service's address the site does not have says ("Service not found"). */
    serviceWords: content.interface.serviceNotFound,
  };
}

export type NotFoundContent = ReturnType<typeof selectNotFoundContent>;

/** The layout data the root route's loader hands every page; what is added there is typed here. */
export type LayoutData = LayoutContent & {
  languageLinks: LanguageLink[];
  /** The brochure the header offers (data, so the address is not in every page's JavaScript). */
  brochureHref: string;
  /** Only on a not-found page (an SPA fallback): the view's words and the page's meta. */
  notFound?: NotFoundContent & { meta: import("react-router").MetaDescriptor[] };
};

/**
 * The layout data of the root route, for any component below it. Undefined only while an error
 * view renders without it.
 */
export function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData<LayoutData>("root");
}

/** What the page's links put before a path from `paths` to stay in the page's language. */
export function useLanguagePrefix(): string {
  return useLayoutData()?.languagePrefix ?? "";
}
