import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

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
