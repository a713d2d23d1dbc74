import { services } from "../../app/content/services.ts";
import { pagePaths } from "../../app/lib/paths.ts";

/** Every pre-rendered page of the site, as the benchmark visits them (the same list the browser tests use). */
export const benchRoutes: string[] = pagePaths(services.map((service) => service.slug));

/** Picks the routes named on the command line; `about`, `/about` and `/about/` all name the same page. */
export function selectRoutes(all: string[], wanted: string[] | undefined): string[] {
  if (!wanted || wanted.length === 0) return all;
  const normalise = (route: string) => `/${route.trim().replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");
  const chosen = wanted.map(normalise);
  const unknown = chosen.filter((route) => !all.includes(route));
  if (unknown.length > 0) {
    throw new Error(`Unknown route(s): ${unknown.join(", ")}. Known routes: ${all.join(" ")}`);
  }
  return all.filter((route) => chosen.includes(route));
}
