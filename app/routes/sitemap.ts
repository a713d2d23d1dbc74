import { content } from "../content/content.server";
import { indexablePaths, sitemapXml } from "../lib/sitemap";

/** Pre-rendered to sitemap.xml at build time. */
export async function loader() {
  return new Response(sitemapXml(content.company.siteUrl, indexablePaths(content.services), new Date()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
