import { prerender } from "react-dom/static";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { withBrowserScrollRestore } from "./lib/browser-scroll-restore.server";
import { withOrganizationJsonLd } from "./lib/organization-json-ld.server";

export const streamTimeout = 5_000;

/**
 * Renders pages only while the site is pre-rendered (ssr: false), never for a live visitor, so it
 * uses React's static `prerender`, which waits for every Suspense boundary: the written HTML must
 * be complete without JavaScript. React Router's default entry streams for anything it does not
 * take for a bot, which left the not-found view of 404.html in a hidden template that only a
 * script could reveal.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // Never split a Suspense boundary's content out into a hidden part that a script reveals.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      responseStatusCode = 500;
      console.error(error);
    },
  });

  responseHeaders.set("Content-Type", "text/html");
  const html = await new Response(prelude).text();
  const { pathname } = new URL(request.url);
  return new Response(withBrowserScrollRestore(withOrganizationJsonLd(html, pathname), pathname), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
