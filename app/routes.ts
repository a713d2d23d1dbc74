import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";
import { translatedLanguages } from "./lib/page-language";
import { notFoundKey, pageModule, pageTemplates, routedPageKeys, templatePagePath } from "./lib/page-registry";
import { pagePath } from "./lib/paths";

/**
 * The router's table, derived from the page registry (app/lib/page-registry.ts): each page in
 * app/content/pages.ts at its address with its module, each template at its pattern.
 *
 * Every page is also at `/te/…` and `/hi/…` with the same slugs: an optional first segment, so the
 * table (and the route manifest every page's JavaScript carries) does not grow with the languages.
 * The home page is the exception: a lone optional segment would also match `/anything/`, so its
 * translations are routes of their own.
 *
 * The sitemap, robots.txt and the search indexes are no routes: the build writes them
 * (scripts/assets/crawler-files.ts), so the route manifest every page loads does not list them.
 */
const pattern = (path: string) => path.replace(/^\/|\/$/g, "");
const inAnyLanguage = (path: string) => `:lang?/${pattern(path)}`;

export default [
  ...routedPageKeys({ pages }).flatMap((key) =>
    key === "home"
      ? [
          index(pageModule(key)),
          ...translatedLanguages.map((language) => route(language, pageModule(key), { id: `routes/home-${language}` })),
        ]
      : [route(inAnyLanguage(pagePath(key)), pageModule(key))],
  ),
  ...pageTemplates.map((template) => route(inAnyLanguage(templatePagePath(template, ":slug")), template.module)),
  route("*", pageModule(notFoundKey)),
] satisfies RouteConfig;
