/**
 * The site's text files that are no page: sitemap.xml, robots.txt and each language's search index
 * (/search-index.json, /te/search-index.json, …). Written by the build from the validated content,
 * beside the pre-rendered pages, rather than served by React Router resource routes: a route would
 * add its entry to the route manifest every page's JavaScript carries (about 84 bytes gzip for the
 * three; see docs/decisions/007-javascript-budget.md).
 */
import { contentFor } from "../../app/content/content.server.ts";
import { type Language, languages, sourceLanguage } from "../../app/content/languages.ts";
import { searchAliases } from "../../app/content/search-aliases.ts";
import { localizedPath } from "../../app/lib/page-language.ts";
import { indexablePagePaths } from "../../app/lib/page-registry.ts";
import { crawlerFiles as crawlerFilePaths, paths } from "../../app/lib/paths.ts";
import { buildSearchDocuments, withEnglishWords } from "../../app/lib/search-documents.ts";
import { createSearchIndexData } from "../../app/lib/site-search.ts";
import { robotsTxt, sitemapXml } from "../../app/lib/sitemap.ts";

/**
 * The MiniSearch index of a language's content, which the search box fetches the first time it is
 * opened. A translation's documents also carry their English words, so a visitor on /te/ who types
 * "packing" still finds the page.
 */
export function searchIndexData(language: Language) {
  const content = contentFor(language);
  const documents = buildSearchDocuments(content, content.cityResultText);
  if (language === sourceLanguage) {
    return createSearchIndexData(documents, searchAliases, content.interface.searchStopWords);
  }
  const english = contentFor(sourceLanguage);
  return createSearchIndexData(
    withEnglishWords(documents, buildSearchDocuments(english, english.cityResultText)),
    searchAliases,
    // Its own language's little words and English's, since its documents hold both.
    [...content.interface.searchStopWords, ...english.interface.searchStopWords],
  );
}

/** Each file's address and text; the sitemap's pages are last modified on `buildDate`. */
export function renderCrawlerFiles(buildDate: Date): Map<string, string> {
  const { siteUrl } = contentFor(sourceLanguage).company;
  return new Map([
    [crawlerFilePaths.sitemap, sitemapXml(siteUrl, indexablePagePaths(contentFor(sourceLanguage)), buildDate)],
    [crawlerFilePaths.robots, robotsTxt(siteUrl)],
    ...languages.map(
      (language) =>
        [localizedPath(language, paths.searchIndex), JSON.stringify(searchIndexData(language))] as [string, string],
    ),
  ]);
}
