import { content } from "../content/content.server";
import { cityResultText, searchAliases } from "../content/search-aliases";
import { buildSearchDocuments } from "../lib/search-documents";
import { createSearchIndexData } from "../lib/site-search";

/**
 * Pre-rendered to search-index.json at build time: the MiniSearch index of the validated content,
 * which the search box fetches the first time it is opened.
 */
export async function loader() {
  return Response.json(
    createSearchIndexData(
      buildSearchDocuments(content, cityResultText),
      searchAliases,
      content.interface.searchStopWords,
    ),
  );
}
