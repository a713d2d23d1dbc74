import { Link } from "react-router";
import type { Company, PageWords } from "../content/schema";
import { telHref } from "../lib/contact-links";
import { type NotFoundContent as NotFoundWords, useLanguagePrefix } from "../lib/layout-data";
import { paths } from "../lib/paths";
import { Icon } from "./ui/icon";
import { Sentence } from "./ui/sentence";

type ServiceLink = { slug: string; title: string };

/**
 * The not-found page's body: what happened, a search box, the main links, the services and a
 * phone number. The SPA fallback (404.html) and the catch-all route both show it.
 */
export function NotFoundContent({
  page,
  words,
  company,
  services = [],
}: {
  page: PageWords;
  words: NotFoundWords["words"];
  company: Company;
  services?: ServiceLink[];
}) {
  const prefix = useLanguagePrefix();
  const phone = company.mainPhone;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-5xl" aria-hidden="true">
        🧭
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-navy-900 sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-muted">{page.intro}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Android browsers; role="search" works everywhere. */}
      <form role="search" action={`${prefix}${paths.search}`} method="get" className="mt-8 max-w-lg flex gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {words.searchLabel}
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          placeholder={words.searchPlaceholder}
          aria-describedby="not-found-search-hint"
          className="min-h-12 w-full rounded-lg border border-navy-700/40 px-3"
        />
        <button type="submit" className="min-h-12 rounded-lg bg-navy-900 px-5 font-semibold text-white">
          {words.searchButton}
        </button>
      </form>
      <p id="not-found-search-hint" className="mt-2 text-muted">
        {words.searchHint}
      </p>
      <h2 className="mt-10 text-xl font-bold text-navy-900">{words.linksHeading}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {words.links.map((link) => (
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
          <h2 className="mt-10 text-xl font-bold text-navy-900">{words.servicesHeading}</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={`${prefix}${paths.service(service.slug)}`}
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
      <p className="mt-10 text-lg">
        <Sentence
          text={words.callPrompt}
          slots={{
            phone: (
              <a href={telHref(phone.number)} className="whitespace-nowrap font-bold text-teal-700 underline">
                {phone.number}
              </a>
            ),
          }}
        />
      </p>
    </div>
  );
}
