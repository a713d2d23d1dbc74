import { type ComponentProps, lazy, Suspense, useEffect } from "react";
import { useLayoutData } from "../lib/layout-data";

const NotFoundContent = lazy(() =>
  import("./not-found-content").then(({ NotFoundContent }) => ({ default: NotFoundContent })),
);

/**
 * The not-found view, whose code loads only where one is shown (404.html, the catch-all route, a
 * 404 error), so other pages do not carry it. Pre-rendering waits for it (app/entry.server.tsx),
 * and while it loads during hydration React keeps the pre-rendered view on screen.
 */
export function LazyNotFoundContent(props: ComponentProps<typeof NotFoundContent>) {
  return (
    <Suspense>
      <NotFoundContent {...props} />
    </Suspense>
  );
}

/** The not-found view in the page's language, from the root's loader data. */
export function LazyNotFoundView() {
  const layout = useLayoutData();
  if (!layout) return null;
  if (!layout.notFound) return <NotFoundFromHost />;
  return (
    <LazyNotFoundContent
      page={layout.notFound.page}
      words={layout.notFound.words}
      company={layout.company}
      services={layout.serviceLinks}
    />
  );
}

/**
 * An in-app move to an address the site does not have: only the not-found pages (the SPA
 * fallbacks) carry the view's words, so the address is loaded from the host, which answers it
 * with the language's 404 page, its status and its words, as it would a typed address.
 */
export function NotFoundFromHost() {
  useEffect(() => {
    // Not again on a document the host already answered for this address: no reload loop.
    const [document] = performance.getEntriesByType("navigation");
    if (document?.name !== window.location.href) window.location.reload();
  }, []);
  return null;
}
