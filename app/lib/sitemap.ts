/** sitemap.xml and robots.txt, generated at build time from the content and `paths`. */
import { crawlerFiles } from "./paths";
import { absoluteUrl } from "./structured-data";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap: absolute URLs, each last modified on the day the site was built. */
export function sitemapXml(siteUrl: string, pagePaths: string[], buildDate: Date): string {
  const lastmod = buildDate.toISOString().slice(0, 10);
  const urls = pagePaths.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap says where the pages are. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, crawlerFiles.sitemap)}\n`;
}
