import type { SiteContent } from "./schema";

/** What the header, footer and floating buttons show on every page, picked from the content. */
export function selectLayoutContent(content: SiteContent) {
  return {
    company: content.company,
    mainNavigation: content.mainNavigation,
    footerNavigation: content.footerNavigation,
    serviceLinks: content.services.map(({ slug, title }) => ({ slug, title })),
    notFound: content.pages.notFound,
  };
}

export type LayoutContent = ReturnType<typeof selectLayoutContent>;
