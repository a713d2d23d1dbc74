import { OurStory } from "../components/about/our-story";
import { StatisticsRow } from "../components/about/statistics-row";
import { Testimonials } from "../components/about/testimonials";
import { VisionMission } from "../components/about/vision-mission";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import { contentFor } from "../content/content.server";
import { pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import type { Route } from "./+types/about";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);

  const { pages, story, statistics, vision, mission, testimonials, company } = content;
  return {
    meta: pageMetaFor(content, "about"),
    page: pages.about,
    story,
    statistics,
    vision,
    mission,
    testimonials,
    company,
    words: content.aboutWords,
    carouselWords: content.interface.carousel,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page, story, statistics, vision, mission, testimonials, company, words, carouselWords } = loaderData;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} kicker={page.kicker}>
        <CallToActionLinks company={company} />
      </PageHero>
      <OurStory story={story} company={company} words={words.story} />
      <StatisticsRow statistics={statistics} heading={words.statisticsHeading} note={words.statisticsNote} />
      <VisionMission vision={vision} mission={mission} words={words.visionMission} />
      <Testimonials testimonials={testimonials} words={words.testimonials} carouselWords={carouselWords} />
    </>
  );
}
