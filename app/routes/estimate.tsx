import type { ShouldRevalidateFunctionArgs } from "react-router";
import "../components/estimate/estimate-print.css";
import "../components/estimate/estimate-landing.css";
import { deferred, type EstimatePageData } from "../components/estimate/estimate-page-data";
import { LazyEstimateCalculator } from "../components/estimate/lazy-calculator";
import { StaticRateCard } from "../components/estimate/static-rate-card";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { contentFor, estimateContentFor } from "../content/content.server";
import { languageTags } from "../content/languages";
import type { EstimateData } from "../lib/estimate";
import { linkedTotals } from "../lib/estimate-landing";
import { formatMovingDate } from "../lib/estimate-query";
import { fillPlaceholders } from "../lib/fill-placeholders";
import { localizedPath, pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import { cityPagePath } from "../lib/page-registry";
import { pagePath, paths } from "../lib/paths";
import type { Route } from "./+types/estimate";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);
  const estimateContent = estimateContentFor(language);

  const { cities, rates, catalogue, words } = estimateContent;
  const data: EstimateData = { rates, items: catalogue.items, homeSizes: catalogue.homeSizes, cities };
  const calculator: EstimatePageData = {
    words,
    data,
    categories: catalogue.categories,
    company: content.company,
    locale: languageTags[language],
    // The date in the language's words (Intl), written here so the page does not start Intl's
    // date data while it hydrates (docs/decisions/014-platform-formatting.md).
    ratesAsOf: fillPlaceholders(words.honesty.ratesAsOf, {
      date: formatMovingDate(rates.effectiveFrom, languageTags[language]),
    }),
    routeLinks: {
      cities: localizedPath(language, pagePath("cities")),
      verifyUs: localizedPath(language, pagePath("verifyUs")),
      bookSurvey: localizedPath(language, pagePath("bookSurvey")),
      contact: localizedPath(language, paths.contact),
      cityPages: Object.fromEntries(
        cities.map((city) => [city.slug, localizedPath(language, cityPagePath(city.slug))]),
      ),
    },
  };
  return {
    meta: pageMetaFor(content, "estimate"),
    page: content.pages.estimate,
    introNoScript: words.page.introNoScript,
    company: content.company,
    // Read only when the calculator or the rate card runs: sent as strings, parsed then
    // (estimate-page-data.ts).
    calculator: deferred(calculator),
    // The totals of the links the site's pages make, shown before the calculator's code arrives.
    landing: deferred(linkedTotals(data)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The estimate keeps its own query string in step; changing it needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function EstimatePage({ loaderData }: Route.ComponentProps) {
  const { page, introNoScript, company, calculator, landing } = loaderData;
  return (
    <>
      <div className="print:hidden">
        <PageHero
          heading={page.heading}
          intro={
            // Without JavaScript there is no calculator to describe: the rate card answers instead.
            <>
              <span className="noscript:hidden">{page.intro}</span>
              <span className="hidden noscript:inline">{introNoScript}</span>
            </>
          }
        >
          <CallToActionLinks company={company} />
        </PageHero>
      </div>
      <Section tone="tinted" holdsSticky className="noscript:hidden print:bg-white print:py-0">
        <LazyEstimateCalculator landing={landing} calculator={calculator} />
      </Section>
      <Section labelledBy="rate-card-heading" className="print:hidden">
        {/* Worked out while the page is pre-rendered: the answer without JavaScript. */}
        <StaticRateCard calculator={calculator} headingId="rate-card-heading" />
      </Section>
    </>
  );
}
