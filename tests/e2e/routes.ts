import { content } from "../../app/content/content.server";
import { allPagePaths, sitePages } from "../../app/lib/page-registry";

/** Every pre-rendered route of the site, from the page registry: a new page joins every sweep. */
export const allRoutes = allPagePaths(content);

/**
 * One route of each page template, for checks that depend on a template's markup rather than its
 * words (a keyboard walk, storage failures, reflow at desktop width): the pages a template draws
 * (each service's, each city's) share it, so the first stands for them all. From the registry, so
 * a new template is covered by its first page.
 */
export const oneRoutePerTemplate = sitePages(content)
  .filter((page, index, pages) => {
    const template = page.template?.name;
    return template === undefined || pages.findIndex((other) => other.template?.name === template) === index;
  })
  .map((page) => page.path);
