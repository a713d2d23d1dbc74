import { useRouteLoaderData } from "react-router";
import { LazyNotFoundContent } from "../components/lazy-not-found-content";
import type { LayoutContent } from "../content/layout-content";
import { bareNotFoundMeta } from "../lib/not-found-meta";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/not-found";

/** The root's loader worked out this meta while pre-rendering (app/root.tsx). */
export const meta: Route.MetaFunction = ({ matches }) =>
  (matches[0]?.loaderData as Awaited<ReturnType<typeof rootLoader>> | undefined)?.notFoundMeta ?? bareNotFoundMeta;

/** Any path the site does not have. The production server answers it with HTTP 404. */
export default function NotFoundPage() {
  const layout = useRouteLoaderData<LayoutContent>("root");
  return layout ? (
    <LazyNotFoundContent copy={layout.notFound} company={layout.company} services={layout.serviceLinks} />
  ) : null;
}
