import { Link, useParams } from "react-router";
import { PageHero } from "../components/ui/page-hero";
import type { LayoutContent } from "../content/layout-content";
import { services } from "../content/services";
import { paths } from "../lib/paths";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/service-detail";

/**
 * No loader: the eight slugs are pre-rendered from the content, and an unknown slug (served the
 * SPA fallback) is resolved here in the browser, where it shows "Service not found".
 */
function findService(slug: string | undefined) {
  return services.find((service) => service.slug === slug);
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const layout = matches[0]?.loaderData as LayoutContent | undefined;
  const service = findService(params.slug);
  if (!layout) return [];
  if (!service) {
    return pageMeta({
      siteUrl: layout.company.siteUrl,
      siteName: layout.company.name,
      path: paths.services,
      title: `Service not found | ${layout.company.shortName}`,
      description: `We could not find that service. See all ${layout.serviceLinks.length} services of ${layout.company.name}.`,
      noindex: true,
    });
  }
  return pageMeta({
    siteUrl: layout.company.siteUrl,
    siteName: layout.company.name,
    path: paths.service(service.slug),
    title: `${service.title} | ${layout.company.shortName}`,
    description: service.shortDescription,
  });
};

export default function ServiceDetailPage() {
  const { slug } = useParams();
  const service = findService(slug);
  if (!service) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <p className="text-5xl" aria-hidden="true">
          📦
        </p>
        <h1 className="mt-4 text-3xl font-extrabold text-navy-900">Service not found</h1>
        <p className="mt-4 text-lg text-muted">
          We do not offer a service at this address. Our eight services are listed here:
        </p>
        <Link
          to={paths.services}
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-navy-900 px-5 font-bold text-white"
        >
          See all services
        </Link>
      </div>
    );
  }
  return <PageHero heading={service.heading} intro={service.quote} kicker={service.title} />;
}
