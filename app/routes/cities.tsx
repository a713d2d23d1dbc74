import { CityList } from "../components/cities/city-list";
import { cityRegionGroups } from "../components/cities/city-page-data";
import { ContactCallToAction } from "../components/home/contact-call-to-action";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { contentFor, estimateContentFor } from "../content/content.server";
import { pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import type { Route } from "./+types/cities";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);
  const estimateContent = estimateContentFor(language);

  const { index } = content.cityPages;
  return {
    meta: pageMetaFor(content, "cities"),
    page: content.pages.cities,
    groups: cityRegionGroups(content, estimateContent),
    headings: {
      city: index.cityHeading,
      state: index.stateHeading,
      distance: index.distanceHeading,
      transit: index.transitHeading,
    },
    note: index.note,
    contactCallToAction: content.contactCallToAction,
    company: content.company,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function CitiesPage({ loaderData }: Route.ComponentProps) {
  const { page, groups, headings, note, contactCallToAction, company } = loaderData;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <CallToActionLinks company={company} />
      </PageHero>
      <Section>
        <p className="mb-8 max-w-3xl text-lg text-muted">{note}</p>
        <CityList groups={groups} headings={headings} />
      </Section>
      <ContactCallToAction heading={contactCallToAction.heading} text={contactCallToAction.text} company={company} />
    </>
  );
}
