import { Link } from "react-router";
import type { Company, PageCopy } from "../content/schema";
import { telHref } from "../lib/contact-links";
import { paths } from "../lib/paths";
import { Icon } from "./ui/icon";

const helpfulLinks = [
  { label: "Home", href: paths.home },
  { label: "Our services", href: paths.services },
  { label: "Contact us", href: paths.contact },
  { label: "Certification", href: paths.certification },
  { label: "Gallery", href: paths.gallery },
];

type ServiceLink = { slug: string; title: string };

/**
 * The not-found page's body: what happened, a search box, the main links, the services and a
 * phone number. The SPA fallback (404.html) and the catch-all route both show it.
 */
export function NotFoundContent({
  copy,
  company,
  services = [],
}: {
  copy: PageCopy;
  company: Company;
  services?: ServiceLink[];
}) {
  const phone = company.mainPhone;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-5xl" aria-hidden="true">
        🧭
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-navy-900 sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 text-lg text-muted">{copy.intro}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Android browsers; role="search" works everywhere. */}
      <form role="search" action={paths.search} method="get" className="mt-8 max-w-lg flex gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search the site
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          placeholder="Try: household shifting, Pune"
          aria-describedby="not-found-search-hint"
          className="min-h-12 w-full rounded-lg border border-navy-700/40 px-3"
        />
        <button type="submit" className="min-h-12 rounded-lg bg-navy-900 px-5 font-semibold text-white">
          Search
        </button>
      </form>
      <p id="not-found-search-hint" className="mt-2 text-sm text-muted">
        Search for a service, a city we move to or a question, for example "car transport" or "Bangalore".
      </p>
      <h2 className="mt-10 text-xl font-bold text-navy-900">Where would you like to go?</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {helpfulLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="flex min-h-11 items-center gap-2 font-semibold text-teal-700 underline">
              <Icon name="arrowRight" className="size-4" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {services.length > 0 && (
        <>
          <h2 className="mt-10 text-xl font-bold text-navy-900">Our services</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={paths.service(service.slug)}
                  className="flex min-h-11 items-center gap-2 font-semibold text-teal-700 underline"
                >
                  <Icon name="truck" className="size-4 shrink-0" />
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {phone && (
        <p className="mt-10 text-lg">
          Planning a move? Call us on{" "}
          <a href={telHref(phone.number)} className="whitespace-nowrap font-bold text-teal-700 underline">
            {phone.number}
          </a>
          .
        </p>
      )}
    </div>
  );
}
