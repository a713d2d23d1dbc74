import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { resultCountText, SearchResultText } from "../components/search/search-result-text";
import { useSiteSearch } from "../components/search/use-site-search";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { Icon } from "../components/ui/icon";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import { Sentence, sentenceText } from "../components/ui/sentence";
import { contentFor } from "../content/content.server";
import type { Company, InterfaceWords } from "../content/schema";
import { telHref } from "../lib/contact-links";
import { useLanguagePrefix, useLayoutData } from "../lib/layout-data";
import { pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import { paths } from "../lib/paths";
import type { Route } from "./+types/search";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);

  const { company, services } = content;
  return {
    meta: pageMetaFor(content, "search"),
    page: content.pages.search,
    words: { ...content.interface.search, results: content.interface.searchResults },
    company,
    services: services.map(({ slug, title, shortDescription }) => ({ slug, title, shortDescription })),
  };
}

type SearchWords = InterfaceWords["search"] & { results: InterfaceWords["searchResults"] };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/**
 * The search box's form goes here. Pre-rendered, it tells how to reach the company and lists the
 * services, which is all a visitor without JavaScript needs; with JavaScript, `?q=` also lists
 * what the search box would have found.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const prefix = useLanguagePrefix();
  const { page, company, services, words } = loaderData;
  const [searchParams] = useSearchParams();
  // The page was pre-rendered without a query; the results appear only after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const query = hydrated ? (searchParams.get("q") ?? "").trim() : "";

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <CallToActionLinks company={company} />
      </PageHero>
      {query && <SearchResults query={query} company={company} words={words} />}
      <Section labelledBy="search-contact-heading" narrow>
        <SectionHeading
          id="search-contact-heading"
          title={words.contactHeading}
          intro={`${words.contactIntro} ${words.contactHours}`}
        />
        <ul className="grid gap-3 sm:grid-cols-2">
          {company.phones.map((phone) => (
            <li key={phone.number}>
              <a
                href={telHref(phone.number)}
                className="flex min-h-12 items-center gap-3 font-semibold whitespace-nowrap"
              >
                <Icon name="phone" className="size-5 text-teal-700" />
                <span>
                  <span className="block text-sm font-normal text-muted">{phone.label}</span>
                  <span className="text-teal-700 underline">{phone.number}</span>
                </span>
              </a>
            </li>
          ))}
          {company.emails.map((email) => (
            <li key={email.address}>
              <a href={`mailto:${email.address}`} className="flex min-h-12 items-center gap-3 font-semibold">
                <Icon name="mail" className="size-5 text-teal-700" />
                <span>
                  <span className="block text-sm font-normal text-muted">{email.label}</span>
                  <span className="break-all text-teal-700 underline">{email.address}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="tinted" labelledBy="search-services-heading">
        <SectionHeading id="search-services-heading" title={words.servicesHeading} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.slug}>
              <Link
                to={`${prefix}${paths.service(service.slug)}`}
                className="block h-full rounded-card border border-line bg-white p-4 shadow-card hover:border-teal-600"
              >
                <span className="block text-lg font-bold text-navy-900 underline decoration-marigold-500 underline-offset-4">
                  {service.title}
                </span>
                <span className="mt-2 block text-muted">{service.shortDescription}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function SearchResults({ query, company, words }: { query: string; company: Company; words: SearchWords }) {
  const { status, results } = useSiteSearch(query, true);
  const locale = useLayoutData()?.languageTag;
  const phone = company.mainPhone;
  return (
    <Section labelledBy="search-results-heading" narrow>
      <SectionHeading id="search-results-heading" title={sentenceText(words.resultsHeading, { query })} />
      <p role="status" className="text-muted">
        {status === "ready"
          ? resultCountText(results.length, words.results.count, locale)
          : status === "failed"
            ? ""
            : words.searching}
      </p>
      {results.length > 0 && (
        <ol className="mt-4 grid gap-2">
          {results.map((result) => (
            <li key={result.id}>
              <Link to={result.href} className="block rounded-lg border border-line px-4 py-3 hover:border-teal-600">
                <SearchResultText result={result} kinds={words.results.kinds} />
              </Link>
            </li>
          ))}
        </ol>
      )}
      {(status === "failed" || (status === "ready" && results.length === 0)) && (
        <p className="mt-4 text-lg">
          {status === "failed" ? words.failed : words.noResults}{" "}
          <Sentence
            text={words.callForHelp}
            slots={{
              phone: (
                <a href={telHref(phone.number)} className="font-bold whitespace-nowrap text-teal-700 underline">
                  {phone.number}
                </a>
              ),
            }}
          />
        </p>
      )}
    </Section>
  );
}
