import { PageHero } from "../components/ui/page-hero";
import { content } from "../content/content.server";
import { pageSeo } from "../content/page-seo";
import { paths } from "../lib/paths";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/about";

export async function loader() {
  const { pages, story, statistics, vision, mission, testimonials } = content;
  return { seo: pageSeo(content, "about"), copy: pages.about, story, statistics, vision, mission, testimonials };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.seo, path: paths.about });

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
