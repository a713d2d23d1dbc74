import { allRoutes } from "./routes";

/** What a route's template is known by: its parent for a nested page (`/services/*`), else the route itself. */
function templateOf(route: string): string {
  const segments = route.split("/").filter(Boolean);
  return segments.length < 2 ? route : `/${segments.slice(0, -1).join("/")}/*`;
}

/**
 * One route of each page template, for checks that depend on a template's markup rather than its
 * words (a keyboard walk, storage failures): pages under one parent (the service pages, the city
 * pages to come) share a template, so the first stands for them all.
 */
export const oneRoutePerTemplate = allRoutes.filter(
  (route, index) => allRoutes.findIndex((other) => templateOf(other) === templateOf(route)) === index,
);
