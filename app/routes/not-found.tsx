import { useRouteLoaderData } from "react-router";
import { NotFoundContent } from "../components/not-found-content";
import type { LayoutContent } from "../content/layout-content";
import { notFoundMeta } from "../lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) =>
  notFoundMeta(matches[0]?.loaderData as LayoutContent | undefined);

/** Any path the site does not have. The production server answers it with HTTP 404. */
export default function NotFoundPage() {
  const layout = useRouteLoaderData<LayoutContent>("root");
  return layout ? (
    <NotFoundContent copy={layout.notFound} company={layout.company} services={layout.serviceLinks} />
  ) : null;
}
