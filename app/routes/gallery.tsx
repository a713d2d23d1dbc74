import { PageHero } from "../components/ui/page-hero";
import { content } from "../content/content.server";
import { pageSeo } from "../content/page-seo";
import { paths } from "../lib/paths";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/gallery";

export async function loader() {
  return { seo: pageSeo(content, "gallery"), copy: content.pages.gallery };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.seo, path: paths.gallery });

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
