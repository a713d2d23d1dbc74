/**
 * Which served city a name means. The site writes each city one way (served-cities.ts); the home
 * page's strip keeps the original site's spellings (cities.ts), and any other spelling is a search
 * alias of the city's name (search-aliases.ts). So "Bangaluru" in the strip is Bengaluru's page.
 */
import type { ServedCity } from "../content/estimate-schema";
import type { SearchAlias } from "../content/schema";

export function servedCityNamed<City extends Pick<ServedCity, "name">>(
  name: string,
  servedCities: readonly City[],
  aliases: readonly SearchAlias[],
): City | undefined {
  const exact = servedCities.find((city) => city.name === name);
  if (exact) return exact;
  const typed = name.toLowerCase();
  const alias = aliases.find((candidate) => candidate.typed.some((spelling) => spelling.toLowerCase() === typed));
  return alias ? servedCities.find((city) => alias.means.includes(city.name)) : undefined;
}
