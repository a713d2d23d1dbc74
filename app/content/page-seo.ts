import type { PageKey, SiteContent } from "./schema";

/** What `pageMeta` needs from the content for one page; loaders return it for their `meta`. */
export function pageSeo(content: SiteContent, key: PageKey) {
  const copy = content.pages[key];
  return {
    siteUrl: content.company.siteUrl,
    siteName: content.company.name,
    title: copy.title,
    description: copy.description,
  };
}
