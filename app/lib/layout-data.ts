import { useRouteLoaderData } from "react-router";
import type { NavigationItem, SiteContent } from "../content/schema";
import { pagePath, type RoutedPageKey } from "./paths";

/** A navigation entry with its address worked out from the page it names. */
export type NavigationLink = { label: string; href: string };
/** A menu entry; `inBar` when the header's bar shows it too. */
export type MenuLink = NavigationLink & { inBar?: boolean };

/** A link the content names by page key, with its address. */
export function navigationLink(item: NavigationItem): NavigationLink {
  return { label: item.label, href: pagePath(item.page as RoutedPageKey) };
}

function navigationLinks(items: NavigationItem[]): NavigationLink[] {
  return items.map(navigationLink);
}

/** What the header, footer and floating buttons show on every page, picked from the content. */
export function selectLayoutContent(content: SiteContent) {
  return {
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
    notFound: content.pages.notFound,
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
      serviceNotFound: content.interface.serviceNotFound,
      notFound: { ...content.interface.notFound, links: navigationLinks(content.interface.notFound.links) },
    },
  };
}

export type LayoutContent = ReturnType<typeof selectLayoutContent>;

/** The layout data the root route's loader hands every page; what is added there is typed here. */
export type LayoutData = LayoutContent & {
  organizationJsonLd: string;
  notFoundMeta: import("react-router").MetaDescriptor[];
};

/**
 * The layout data of the root route, for any component below it. Undefined only while an error
 * view renders without it.
 */
export function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData<LayoutData>("root");
}
