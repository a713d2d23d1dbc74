import { contentFor } from "../content/content.server";
import { sourceLanguage } from "../content/languages";
import { searchAliases } from "../content/search-aliases";
import { pageLanguage } from "../lib/page-language";
import { buildSearchDocuments, withEnglishWords } from "../lib/search-documents";
import { createSearchIndexData } from "../lib/site-search";
import type { Route } from "./+types/search-index";

/**
 * Pre-rendered to search-index.json at build time: the MiniSearch index of the validated content,
 * which the search box fetches the first time it is opened.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);
  const documents = buildSearchDocuments(content, content.cityResultText);
  if (language === sourceLanguage) {
    return Response.json(createSearchIndexData(documents, searchAliases, content.interface.searchStopWords));
  }
  const english = contentFor(sourceLanguage);
  return Response.json(
    createSearchIndexData(
      withEnglishWords(documents, buildSearchDocuments(english, english.cityResultText)),
      searchAliases,
      // Its own language's little words and English's, since its documents hold both.
      [...content.interface.searchStopWords, ...english.interface.searchStopWords],
    ),
  );
}
