import { OurStory } from "../components/about/our-story";
import { StatisticsRow } from "../components/about/statistics-row";
import { Testimonials } from "../components/about/testimonials";
import { VisionMission } from "../components/about/vision-mission";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import { content } from "../content/content.server";
import { pageSeo } from "../content/page-seo";
import { paths } from "../lib/paths";
import { breadcrumbTrail, pageMeta } from "../lib/seo";
import type { Route } from "./+types/about";

export async function loader() {
  const { pages, story, statistics, vision, mission, testimonials, company } = content;
  return {
    seo: pageSeo(content, "about"),
    copy: pages.about,
    story,
    statistics,
    vision,
    mission,
    testimonials,
    company,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    ...loaderData.seo,
    path: paths.about,
    breadcrumbs: breadcrumbTrail(matches[0]?.loaderData, paths.about),
  });

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { copy, story, statistics, vision, mission, testimonials, company } = loaderData;
  return (
    <>
      <PageHero heading={copy.heading} intro={copy.intro} kicker="About us">
        <CallToActionLinks company={company} />
      </PageHero>
      <OurStory story={story} company={company} />
      <StatisticsRow statistics={statistics} />
      <VisionMission vision={vision} mission={mission} />
      <Testimonials testimonials={testimonials} />
    </>
  );
}
