import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";
import { translatedLanguages } from "./lib/page-language";
import { notFoundKey, pageModule, pageTemplates, routedPageKeys, templatePagePath } from "./lib/page-registry";
import { crawlerFiles, pagePath, paths } from "./lib/paths";

/**
 * The router's table, derived from the page registry (app/lib/page-registry.ts): each page in
 * app/content/pages.ts at its address with its module, each template at its pattern.
 *
 * Every page is also at `/te/…` and `/hi/…` with the same slugs: an optional first segment, so the
 * table (and the route manifest every page's JavaScript carries) does not grow with the languages.
 * The home page is the exception: a lone optional segment would also match `/anything/`, so its
 * translations are routes of their own.
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
  route(inAnyLanguage(paths.searchIndex), "routes/search-index.ts"),
  route(pattern(crawlerFiles.sitemap), "routes/sitemap.ts"),
  route(pattern(crawlerFiles.robots), "routes/robots.ts"),
  route("*", pageModule(notFoundKey)),
] satisfies RouteConfig;
