import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";
import { notFoundKey, pageModule, pageTemplates, routedPageKeys, templatePagePath } from "./lib/page-registry";
import { crawlerFiles, pagePath, paths } from "./lib/paths";

/**
 * The router's table, derived from the page registry (app/lib/page-registry.ts): each page in
 * app/content/pages.ts at its address with its module, each template at its pattern.
 */
const pattern = (path: string) => path.replace(/^\/|\/$/g, "");

export default [
  ...routedPageKeys({ pages }).map((key) =>
    key === "home" ? index(pageModule(key)) : route(pattern(pagePath(key)), pageModule(key)),
  ),
  ...pageTemplates.map((template) => route(pattern(templatePagePath(template, ":slug")), template.module)),
  route(pattern(paths.searchIndex), "routes/search-index.ts"),
  route(pattern(crawlerFiles.sitemap), "routes/sitemap.ts"),
  route(pattern(crawlerFiles.robots), "routes/robots.ts"),
  route("*", pageModule(notFoundKey)),
] satisfies RouteConfig;
