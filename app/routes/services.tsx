import { PageHero } from "../components/ui/page-hero";
import { content } from "../content/content.server";
import { pageSeo } from "../content/page-seo";
import { paths } from "../lib/paths";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/services";

export async function loader() {
  return { seo: pageSeo(content, "services"), copy: content.pages.services };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.seo, path: paths.services });

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
