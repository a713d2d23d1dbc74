/** sitemap.xml and robots.txt, generated at build time from the content and `paths`. */
import { languages, languageTags, sourceLanguage } from "../content/languages";
import { localizedPath } from "./page-language";
import { crawlerFiles } from "./paths";
import { absoluteUrl } from "./structured-data";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The sitemap: every page in every language, absolute URLs, each last modified on the day the site
 * was built, and each listing all its languages (English also as x-default) as alternates.
 */
export function sitemapXml(siteUrl: string, pagePaths: string[], buildDate: Date): string {
  const lastmod = buildDate.toISOString().slice(0, 10);
  const url = (language: (typeof languages)[number], path: string) =>
    escapeXml(absoluteUrl(siteUrl, localizedPath(language, path)));
  const urls = pagePaths.flatMap((path) => {
    const alternates = [
      ...languages.map((code) => [languageTags[code], url(code, path)]),
      ["x-default", url(sourceLanguage, path)],
    ]
      .map(([tag, href]) => `\n    <xhtml:link rel="alternate" hreflang="${tag}" href="${href}"/>`)
      .join("");
    return languages.map(
      (language) =>
        `  <url>\n    <loc>${url(language, path)}</loc>\n    <lastmod>${lastmod}</lastmod>${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap says where the pages are. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, crawlerFiles.sitemap)}\n`;
}
