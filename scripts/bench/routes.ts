import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Picks the routes named on the command line; `about`, `/about` and `/about/` all name the same
 * page. A route may carry a query string (`estimate?from=hyderabad&to=pune`): the page must be a
 * known one, and the query is kept as given, since some pages render from it. `alsoKnown` are pages
 * measured only when named (the translations, `/te/…`), after those of `all`.
 */
export function selectRoutes(all: string[], wanted: string[] | undefined, alsoKnown: string[] = []): string[] {
  if (!wanted || wanted.length === 0) return all;
  const known = [...all, ...alsoKnown];
  const pages = new Set(known.map(pathOf));
  const normalise = (route: string) => {
    const [path = "", ...query] = route.trim().split("?");
    const page = `/${path.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");
    return query.length > 0 ? `${page}?${query.join("?")}` : page;
  };
  const chosen = wanted.map(normalise);
  const unknown = chosen.filter((route) => !pages.has(pathOf(route)));
  if (unknown.length > 0) {
    throw new Error(`Unknown route(s): ${unknown.join(", ")}. Known routes: ${[...pages].join(" ")}`);
  }
  // In the site's order, so a run of a few routes reads like the full table.
  const order = (route: string) => {
    const index = known.indexOf(route);
    return index === -1 ? known.indexOf(pathOf(route)) + 0.5 : index;
  };
  return [...new Set(chosen)].sort((a, b) => order(a) - order(b));
}

const pathOf = (route: string) => route.split("?")[0] ?? route;

/** A file name for a route's Lighthouse report: `/cities/pune/` → `lighthouse-cities-pune.json`. */
export function reportFileName(route: string): string {
  const slug = route
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return `lighthouse-${slug || "home"}.json`;
}

/**
 * Whether the built page at `url` is kept out of search engines on purpose: its HTML asks robots
 * not to index it and sitemap.xml does not list it. A page with only one of the two is a mistake,
 * and its SEO score stands as Lighthouse gives it.
 */
export function isKeptOutOfSearch(url: string, clientDir: string): boolean {
  const { pathname } = new URL(url);
  const page = join(clientDir, decodeURIComponent(pathname), pathname.endsWith("/") ? "index.html" : "");
  const sitemap = join(clientDir, "sitemap.xml");
  if (!existsSync(page) || !existsSync(sitemap)) return false;
  const noindex = /<meta name="robots" content="[^"]*\bnoindex\b/.test(readFileSync(page, "utf8"));
  const listed = [...readFileSync(sitemap, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].some(
    (match) => new URL(match[1] ?? "").pathname === pathname,
  );
  return noindex && !listed;
}
