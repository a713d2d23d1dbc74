/**
 * Which served city a name means. The site writes each city one way per language
 * (words/<language>/cities.json); the home page's strip keeps the original site's spellings
 * (`cities` in words/<language>/home.json), and any other spelling is a search alias of the city's name (search-aliases.ts) or,
 * written as a slug, the city's slug or one of its former slugs. So "Bangaluru" in the strip is
 * Bengaluru's page, whatever language the page is in.
 */
import type { ServedCity } from "../content/estimate-schema";
import type { SearchAlias } from "../content/schema";

export function servedCityNamed<City extends Pick<ServedCity, "name" | "slug" | "formerSlugs">>(
  name: string,
  servedCities: readonly City[],
  aliases: readonly SearchAlias[],
): City | undefined {
  const exact = servedCities.find((city) => city.name === name);
  if (exact) return exact;
  const typed = name.toLowerCase();
  const alias = aliases.find((candidate) => candidate.typed.some((spelling) => spelling.toLowerCase() === typed));
  const aliased = alias ? servedCities.find((city) => alias.means.includes(city.name)) : undefined;
  if (aliased) return aliased;
  // As citySlugOf in estimate-schema.ts writes a slug (not imported: it would bring zod along).
  const slug = typed.trim().replace(/\s+/g, "-");
  return servedCities.find((city) => city.slug === slug || (city.formerSlugs ?? []).includes(slug));
}
