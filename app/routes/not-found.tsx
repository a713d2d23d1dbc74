import { NotFoundContent } from "../components/not-found-content";
import { type LayoutData, useLayoutData } from "../lib/layout-data";
import { bareNotFoundMeta } from "../lib/not-found-meta";
import type { Route } from "./+types/not-found";

/** The root's loader worked out this meta while pre-rendering (app/root.tsx). */
export const meta: Route.MetaFunction = ({ matches }) =>
  (matches[0]?.loaderData as LayoutData | undefined)?.notFound?.meta ?? bareNotFoundMeta;

/**
 * Any path the site does not have. The production server answers it with HTTP 404.
 *
 * The view is imported directly, not through LazyNotFoundContent: this route's module is loaded
 * before it renders, so the view is there at once. Lazily, 404.html would briefly go blank when
 * React Router swaps the root's HydrateFallback for this route before the lazy view had loaded.
 */
export default function NotFoundPage() {
  const layout = useLayoutData();
  // Drawn only on a not-found page (an SPA fallback), which carries the words: an in-app move to a
  // missing address fails on the root's data first, whose error view loads that page.
  if (!layout?.notFound) return null;
  return (
    <NotFoundContent
      page={layout.notFound.page}
      words={layout.notFound.words}
      company={layout.company}
      services={layout.serviceLinks}
    />
  );
}
