import { PageHero } from "../components/ui/page-hero";
import { content } from "../content/content.server";
import { pageSeo } from "../content/page-seo";
import { paths } from "../lib/paths";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/search";

export async function loader() {
  return { seo: pageSeo(content, "search"), copy: content.pages.search };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.seo, path: paths.search, noindex: true });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
