/**
 * What the benchmark reads from the site's own code: its pages, from the page registry, and the
 * moving estimate's speed. The content is TypeScript with extension-less imports, so bench.ts
 * loads this module through Vite's module runner, as the build's asset step does.
 */
import { content, estimateContent } from "../../app/content/content.server";
import { languages } from "../../app/content/languages";
import { timeEstimate } from "../../app/lib/estimate-timing";
import { localizedPath, translatedLanguages } from "../../app/lib/page-language";
import { allPagePaths, cityPagePath } from "../../app/lib/page-registry";
import { pagePath } from "../../app/lib/paths";

/**
 * An estimate opened from a shared link: the page renders the result from the query string, so
 * it is measured as well as the empty form (issue 15 names this URL).
 */
export const sharedEstimateRoute = `${pagePath("estimate")}?from=hyderabad&to=pune&home=2bhk`;

/**
 * Every pre-rendered page of the site, as the benchmark visits them (the same list the browser
 * tests use), with the shared estimate after the empty one.
 */
export const benchRoutes: string[] = allPagePaths(content).flatMap((route) =>
  route === pagePath("estimate") ? [route, sharedEstimateRoute] : [route],
);

/**
 * The pages of each language the site is written in, each with its prefilled estimate (every city
 * page links to one, so it is an address a visitor lands on): what `--languages` picks from.
 */
export const benchRoutesByLanguage: Record<string, string[]> = {
  en: benchRoutes,
  ...Object.fromEntries(
    translatedLanguages.map((language) => [
      language,
      benchRoutes.map((route) => {
        const [path = "", query] = route.split("?");
        const localized = localizedPath(language, path);
        return query === undefined ? localized : `${localized}?${query}`;
      }),
    ]),
  ),
};

/** Each language's home page (the header's and the questions' taps) and contact page (the enquiry's). */
export const pagesByLanguage: Record<string, { home: string; contact: string }> = Object.fromEntries(
  languages.map((language) => [
    language,
    { home: localizedPath(language, pagePath("home")), contact: localizedPath(language, pagePath("contact")) },
  ]),
);

/** Every page in the other languages (`/te/…`, `/hi/…`). */
export const translatedBenchRoutes: string[] = translatedLanguages.flatMap(
  (language) => benchRoutesByLanguage[language] ?? [],
);

/** A 60-item move between two cities, priced many times in this process. */
export function estimateTiming() {
  const { cities, rates, catalogue } = estimateContent;
  const timing = timeEstimate({ cities, rates, items: catalogue.items, homeSizes: catalogue.homeSizes }, 5000);
  const line = `Estimate function: ${timing.items}-item inventory, median ${timing.medianMs.toFixed(3)} ms, p95 ${timing.p95Ms.toFixed(3)} ms over ${timing.runs} runs (target: median under 1 ms)`;
  return { ...timing, line };
}

/** A city's page away from Hyderabad: the scaling run measures it with 1x and 10x the served cities. */
export const sampleCityRoute = cityPagePath(
  content.servedCities.find((city) => city.roadKmFromHyderabad !== "local")?.slug ?? "",
);
