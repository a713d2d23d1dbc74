import { content } from "../content/content.server";
import { indexablePagePaths } from "../lib/page-registry";
import { sitemapXml } from "../lib/sitemap";

/** Pre-rendered to sitemap.xml at build time. */
export async function loader() {
  return new Response(sitemapXml(content.company.siteUrl, indexablePagePaths(content), new Date()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
