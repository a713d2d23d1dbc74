import { Link } from "react-router";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

export type ServiceRoutesData = {
  heading: string;
  intro: string;
  routes: Array<{ href: string; label: string }>;
  allCities: { href: string; label: string };
};

/** On a service that moves goods between cities: links to some routes' own pages and to every city. */
export function ServiceRoutes({ routes }: { routes: ServiceRoutesData }) {
  return (
    <Section tone="tinted" labelledBy="service-routes-heading">
      <SectionHeading id="service-routes-heading" title={routes.heading} intro={routes.intro} />
      <ul className="flex flex-wrap gap-2">
        {routes.routes.map((route) => (
          <li key={route.href}>
            <Link
              to={route.href}
              className="inline-flex min-h-11 items-center rounded-full border border-navy-700/30 bg-white px-4 font-semibold text-navy-900 hover:border-teal-700 hover:text-teal-700"
            >
              {route.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={routes.allCities.href}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-bold text-teal-700 underline underline-offset-4 hover:text-navy-900"
      >
        {routes.allCities.label} <Icon name="arrowRight" className="size-4" />
      </Link>
    </Section>
  );
}
