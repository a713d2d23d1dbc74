/**
 * THE CITIES WE MOVE FAMILIES TO AND FROM: the moving estimate (/estimate/), the cities list
 * (/cities/) and the city pages read these. They are the places of the home page's strip (`cities`
 * in words/en/home.json) without "All South BR", which is a region, not a city.
 *
 * The facts of each city are in app/content/facts/served-cities.json (in the editor: Facts › Served
 * cities, each field with its meaning beside it, from served-cities-schema.ts); its words (its name
 * as each language writes it, its state's name) are in app/content/words/<language>/cities.json
 * under `servedCities`, one entry per city with the city's slug as its id (Words › Cities).
 *
 * Each city has:
 *   - name (words): the one spelling the site uses, the usual modern one (Bengaluru, Vadodara).
 *     Where the home page's strip spells it another way, that spelling is one of the name's search
 *     aliases (search-aliases.ts) or a former slug below, which is how the strip finds the city's
 *     page;
 *   - slug: its address and its value in estimate links (/cities/pune/, /estimate/?to=pune): the
 *     English name lower-cased, spaces as hyphens. The build checks that it matches the name;
 *   - formerSlugs (optional): slugs the city had before its name was respelled; an estimate link
 *     that names one (/estimate/?to=bangaluru) still opens the estimate for the city;
 *   - state (words), and region (South, West, North, East or Central): the cities list is grouped
 *     by them;
 *   - latitude and longitude of the city centre, in decimal degrees (from any map; 4 decimals is
 *     plenty). A move between two cities other than Hyderabad, unless roadKmTo below gives its
 *     road distance, is priced on the straight-line distance between these points times the road
 *     factor in the rates (facts/estimate.json);
 *   - roadKmFromHyderabad: the road distance by the usual highway route from Hyderabad, in km,
 *     as a route planner gives it, rounded to 5 or 10 km. Hyderabad itself leaves it out ("local"
 *     to the code): a move inside one city is priced on the km the family enters;
 *   - roadKmTo (optional): road distances, measured the same way, to other served cities, each a
 *     city's slug and its km (`{ "city": "pune", "km": 150 }` on Mumbai). A move between two cities
 *     other than Hyderabad uses this figure (either way round) when it is given, else the straight
 *     line times the road factor. Write each pair on one of its two cities only, never Hyderabad
 *     (that is roadKmFromHyderabad); the build names a pair given twice or a slug that is not served.
 *
 * To add a city (docs/owner-guide.md, "Add a city"): in the editor, Facts › Served cities, add one with its
 * facts; then in Words › Cities, in every language, add its name and state under the same slug.
 * The build names, in plain words, any word a language still lacks. A route guide
 * (words/<language>/cities/<slug>.json) is optional: without one the page is built but kept out of
 * search engines (city-guides.ts says why).
 */
import type { z } from "zod";
import facts from "./facts/served-cities.json" with { type: "json" };
import type { servedCitySchema } from "./served-cities-schema";

/** A served city's facts as written in facts/served-cities.json; its name and state are words (cities.json). */
export type ServedCityFacts = Omit<z.input<typeof servedCitySchema>, "name" | "state">;

/** Checked by the served cities' schema when the site is built (content.server.ts). */
export const servedCities: ServedCityFacts[] = facts.servedCities as ServedCityFacts[];
