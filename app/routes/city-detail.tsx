import { data } from "react-router";
import { cityPageData } from "../components/cities/city-page-data";
import {
  CityFacts,
  CityGuide,
  CityPrices,
  CityQuestions,
  CityServices,
} from "../components/cities/city-route-sections";
import { ContactCallToAction } from "../components/home/contact-call-to-action";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import { contentFor, estimateContentFor } from "../content/content.server";
import { type LayoutData, selectLayoutContent } from "../lib/layout-data";
import { localizedPath, pageLanguage } from "../lib/page-language";
import { cityPagePath } from "../lib/page-registry";
import { pagePath } from "../lib/paths";
import { breadcrumbTrail, pageMeta } from "../lib/seo";
import { cityServiceNode } from "../lib/structured-data";
import type { Route } from "./+types/city-detail";

/**
 * Each served city's page is pre-rendered from its slug, with its distance, days and prices worked
 * out here from the estimate's rates, so the page's data holds that one city and its JavaScript is
 * the same for every city. An unknown slug has no pre-rendered page: the static host answers 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);
  const estimateContent = estimateContentFor(language);

  const city = cityPageData(params.slug, content, estimateContent);
  if (!city) throw data(null, { status: 404 });
  const { company } = content;
  const path = cityPagePath(city.slug);
  const layout = selectLayoutContent(content);
  // The cities list is not in the menus, so its crumb is named by its heading.
  const listTrail = breadcrumbTrail(layout, pagePath("cities"), content.pages.cities.heading, language);
  return {
    meta: pageMeta({
      siteUrl: company.siteUrl,
      siteName: company.name,
      path,
      language,
      title: city.title,
      description: city.description,
      image: `city-${city.slug}`,
      noindex: city.noindex,
      breadcrumbs: listTrail.length > 0 ? [...listTrail, { name: city.name, path: localizedPath(language, path) }] : [],
      structuredData: [
        cityServiceNode(
          {
            name: city.name,
            heading: city.heading,
            description: city.description,
            path: localizedPath(language, path),
            serviceType: city.serviceType,
          },
          company,
        ),
      ],
    }),
    city,
    company,
    contactCallToAction: city.contact,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.meta ?? (matches[0]?.loaderData as LayoutData | undefined)?.notFound?.meta ?? [];

export default function CityDetailPage({ loaderData }: Route.ComponentProps) {
  const { city, company, contactCallToAction } = loaderData;
  return (
    <>
      <PageHero heading={city.heading} intro={city.intro} kicker={city.kicker}>
        <CallToActionLinks company={company} quoteHref={city.enquiryHref} />
      </PageHero>
      <CityFacts facts={city.facts} />
      <CityPrices prices={city.prices} />
      <CityGuide guide={city.guide} />
      {city.questions && <CityQuestions questions={city.questions} />}
      <CityServices services={city.services} />
      <ContactCallToAction heading={contactCallToAction.heading} text={contactCallToAction.text} company={company} />
    </>
  );
}
