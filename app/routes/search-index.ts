import { contentFor } from "../content/content.server";
import { searchAliases } from "../content/search-aliases";
import { pageLanguage } from "../lib/page-language";
import { buildSearchDocuments } from "../lib/search-documents";
import { createSearchIndexData } from "../lib/site-search";
import type { Route } from "./+types/search-index";

/**
 * Pre-rendered to search-index.json at build time: the MiniSearch index of the validated content,
 * which the search box fetches the first time it is opened.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);

  return Response.json(
    createSearchIndexData(
      buildSearchDocuments(content, content.cityResultText),
      searchAliases,
      content.interface.searchStopWords,
    ),
  );
}
