import { isRouteErrorResponse } from "react-router";

/**
 * The browser's loader of a template's page (a page per slug): the pre-rendered data of a known
 * slug, or null for a slug the site does not have, whose data request the static host answers
 * with 404. The route then draws its not-found view.
 *
 * Every template route needs it: an unknown slug is served the language's SPA fallback (404.html,
 * te/404.html), where React Router runs the matched route's loader in the browser, and a route
 * with only a build-time loader finds no data there and fails ("Something went wrong").
 */
export async function slugDataOrNull<Data>({
  serverLoader,
}: {
  serverLoader: () => Promise<Data>;
}): Promise<Data | null> {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) return null;
    throw error;
  }
}
