import { data, isRouteErrorResponse } from "react-router";
import { ServiceCallToAction } from "../components/service-detail/service-call-to-action";
import { ServiceCarousel } from "../components/service-detail/service-carousel";
import { ServiceDescription } from "../components/service-detail/service-description";
import { ServiceNotFound } from "../components/service-detail/service-not-found";
import { ServiceRoutes, type ServiceRoutesData } from "../components/service-detail/service-routes";
import { WhyChooseUs } from "../components/service-detail/why-choose-us";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import { sentenceText } from "../components/ui/sentence";
import { contentFor, estimateContentFor } from "../content/content.server";
import { type Language, languageTags } from "../content/languages";
import { countText } from "../lib/count-text";
import { hubCity } from "../lib/estimate";
import { type LayoutData, selectLayoutContent, useLayoutData } from "../lib/layout-data";
import { bareNotFoundMeta } from "../lib/not-found-meta";
import { localizedPath, pageLanguage } from "../lib/page-language";
import { cityPagePath } from "../lib/page-registry";
import { contactFor, pagePath, paths } from "../lib/paths";
import { breadcrumbTrail, pageMeta } from "../lib/seo";
import { serviceNode } from "../lib/structured-data";
import type { Route } from "./+types/service-detail";

/**
 * Each service's page is pre-rendered from its slug, so the page's JavaScript carries that one
 * service and the carousel's short cards, never the other services' texts. An unknown slug has
 * no pre-rendered data: the browser's request for it answers 404 (see clientLoader).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);
  const estimateContent = estimateContentFor(language);

  const { company, services } = content;
  const service = services.find((candidate) => candidate.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  const path = paths.service(service.slug);
  return {
    meta: pageMeta({
      siteUrl: company.siteUrl,
      siteName: company.name,
      path,
      language,
      title: sentenceText(content.interface.serviceDetail.metaTitle, {
        service: service.title,
        company: company.shortName,
      }),
      description: service.shortDescription,
      image: `service-${service.slug}`,
      breadcrumbs: breadcrumbTrail(selectLayoutContent(content), path, service.title, language),
      structuredData: [serviceNode(service, company)],
    }),
    service,
    company,
    callToAction: content.serviceCallToAction,
    estimateLink: { href: localizedPath(language, pagePath("estimate")), label: estimateContent.words.callToAction },
    words: content.interface.serviceDetail,
    carouselWords: content.interface.carousel,
    readMore: content.interface.serviceCard.readMore,
    routes: serviceRoutesFor(service.slug, content, language),
    carouselCards: services.map(({ slug, title, shortDescription, image }) => ({
      slug,
      title,
      shortDescription,
      image,
    })),
  };
}

/** For a service that moves goods between cities (navigation.ts, serviceRoutes): its links to the route pages. */
function serviceRoutesFor(
  slug: string,
  content: ReturnType<typeof contentFor>,
  language: Language,
): ServiceRoutesData | null {
  const { serviceRoutes, servedCities } = content;
  if (!serviceRoutes.services.includes(slug)) return null;
  const words = content.interface.serviceDetail.routes;
  const hub = hubCity(servedCities);
  return {
    heading: words.heading,
    intro: words.intro,
    routes: serviceRoutes.cities.flatMap((citySlug) => {
      const city = servedCities.find((served) => served.slug === citySlug);
      return city
        ? [
            {
              href: localizedPath(language, cityPagePath(city.slug)),
              label: sentenceText(words.route, { hub: hub.name, city: city.name }),
            },
          ]
        : [];
    }),
    allCities: {
      href: localizedPath(language, pagePath("cities")),
      label: countText(words.allCities, servedCities.filter((city) => city !== hub).length, languageTags[language]),
    },
  };
}

/**
 * In the browser: the pre-rendered data of a known slug; null for an address that matches no
 * service, for which the static host answers 404 (the page then shows "Service not found").
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) return null;
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData) return loaderData.meta;
  const root = matches[0]?.loaderData as LayoutData | undefined;
  if (!root) return [];
  // Only a not-found page carries the words; elsewhere the view loads that page (below).
  const words = root.notFound?.serviceWords;
  if (!words) return bareNotFoundMeta;
  return [
    { title: sentenceText(words.metaTitle, { company: root.company.shortName }) },
    {
      name: "description",
      content: countText(words.metaDescription, root.serviceLinks.length, root.languageTag, {
        company: root.company.name,
      }),
    },
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const root = useLayoutData();
  if (!loaderData) {
    // Only a not-found page (an SPA fallback) has no data here, and it carries the words. An in-app
    // move to a missing service fails on the root's data first, whose error view loads that page.
    return root?.notFound ? (
      <ServiceNotFound serviceCount={root.serviceLinks.length} words={root.notFound.serviceWords} />
    ) : null;
  }
  const { service, company, callToAction, carouselCards, words, carouselWords, readMore, estimateLink, routes } =
    loaderData;
  return (
    <>
      <PageHero heading={service.heading} intro={service.quote} kicker={service.title}>
        <CallToActionLinks company={company} quoteHref={`${root?.languagePrefix ?? ""}${contactFor(service.slug)}`} />
      </PageHero>
      <ServiceDescription service={service} heading={words.descriptionHeading} />
      <WhyChooseUs points={service.whyChooseUs} serviceTitle={service.title} heading={words.whyChooseUs} />
      {routes && <ServiceRoutes routes={routes} />}
      <ServiceCallToAction
        slug={service.slug}
        heading={callToAction.heading}
        text={callToAction.text}
        company={company}
        estimateLink={estimateLink}
      />
      <ServiceCarousel
        services={carouselCards}
        words={{
          kicker: words.carouselKicker,
          heading: words.carouselHeading,
          moving: words.carouselMoving,
          readMore,
        }}
        carouselWords={carouselWords}
      />
    </>
  );
}
