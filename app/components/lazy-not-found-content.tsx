import { type ComponentProps, lazy, Suspense } from "react";
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
  return layout ? (
    <LazyNotFoundContent
      page={layout.notFound}
      words={layout.words.notFound}
      company={layout.company}
      services={layout.serviceLinks}
    />
  ) : null;
}
