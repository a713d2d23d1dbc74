import { useParams, useRouteLoaderData } from "react-router";
import { ServiceCallToAction } from "../components/service-detail/service-call-to-action";
import { ServiceCarousel } from "../components/service-detail/service-carousel";
import { ServiceDescription } from "../components/service-detail/service-description";
import { ServiceNotFound } from "../components/service-detail/service-not-found";
import { WhyChooseUs } from "../components/service-detail/why-choose-us";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import type { LayoutContent } from "../content/layout-content";
import { serviceCallToAction, services } from "../content/services";
import { contactFor, paths } from "../lib/paths";
import { breadcrumbTrail, pageMeta } from "../lib/seo";
import { serviceNode } from "../lib/structured-data";
import type { Route } from "./+types/service-detail";

/**
 * No loader: the eight slugs are pre-rendered from the content, and an unknown slug (served the
 * SPA fallback) is resolved here in the browser, where it shows "Service not found". So the
 * service texts are imported directly (services.ts imports only types from the schema, which
 * keeps zod out of the browser's JavaScript).
 */
function findService(slug: string | undefined) {
  return services.find((service) => service.slug === slug);
}

const carouselCards = services.map(({ slug, title, shortDescription, image }) => ({
  slug,
  title,
  shortDescription,
  image,
}));

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const layout = matches[0]?.loaderData as LayoutContent | undefined;
  const service = findService(params.slug);
  if (!layout) return [];
  const { company } = layout;
  if (!service) {
    return pageMeta({
      siteUrl: company.siteUrl,
      siteName: company.name,
      path: paths.services,
      title: `Service not found | ${company.shortName}`,
      description: `We could not find that service. See all ${layout.serviceLinks.length} services of ${company.name}.`,
      noindex: true,
    });
  }
  const path = paths.service(service.slug);
  return pageMeta({
    siteUrl: company.siteUrl,
    siteName: company.name,
    path,
    title: `${service.title} | ${company.shortName}`,
    description: service.shortDescription,
    breadcrumbs: breadcrumbTrail(layout, path, service.title),
    structuredData: [serviceNode(service, company)],
  });
};

export default function ServiceDetailPage() {
  const { slug } = useParams();
  const layout = useRouteLoaderData("root") as LayoutContent | undefined;
  const service = findService(slug);
  if (!service) return <ServiceNotFound serviceCount={services.length} />;
  return (
    <>
      <PageHero heading={service.heading} intro={service.quote} kicker={service.title}>
        {layout && <CallToActionLinks company={layout.company} quoteHref={contactFor(service.slug)} />}
      </PageHero>
      <ServiceDescription service={service} />
      <WhyChooseUs points={service.whyChooseUs} serviceTitle={service.title} />
      {layout && (
        <ServiceCallToAction
          slug={service.slug}
          heading={serviceCallToAction.heading}
          text={serviceCallToAction.text}
          company={layout.company}
        />
      )}
      <ServiceCarousel services={carouselCards} heading="All our services" />
    </>
  );
}
