/**
 * A city respelled (Bangaluru to Bengaluru) moved its page to a new address. Links and search
 * results that still point at the old one lead on to the new page instead of a 404: a tiny page at
 * the old address that sends the browser on at once (`<meta http-equiv="refresh">`, which every
 * static host serves as it is, and which search engines treat as a permanent move), names the new
 * address as canonical, asks not to be indexed, and links to it for a browser that does not follow
 * the refresh. The old addresses come from each served city's `formerSlugs` (served-cities.ts).
 */
import { cityPagePath } from "../../app/lib/page-registry.ts";

export type MovedPage = { from: string; to: string; name: string };

/** Every old city address and where the page is now. */
export function movedCityPages(cities: readonly { name: string; slug: string; formerSlugs?: readonly string[] }[]) {
  return cities.flatMap((city) =>
    (city.formerSlugs ?? []).map(
      (formerSlug): MovedPage => ({
        from: cityPagePath(formerSlug),
        to: cityPagePath(city.slug),
        name: city.name,
      }),
    ),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);

/** The page served at the old address. */
export function movedPageHtml(moved: MovedPage, siteUrl: string, lang: string): string {
  const to = escapeHtml(moved.to);
  const canonical = escapeHtml(new URL(moved.to, siteUrl).href);
  const name = escapeHtml(moved.name);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${to}">
<link rel="canonical" href="${canonical}">
<title>${name}</title>
</head>
<body><p><a href="${to}">${name}</a></p></body>
</html>
`;
}
