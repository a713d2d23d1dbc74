/**
 * THE CITIES WE MOVE FAMILIES TO AND FROM: the moving estimate (/estimate/) and the city pages
 * read these. They are the places of the home page's strip (`cities` in words/en/home.json) without "All South BR",
 * which is a region, not a city.
 *
 * The facts of each city are here; its words (its name as each language writes it, its state's
 * name) are in app/content/words/<language>/cities.json under `servedCities`, keyed by the slug.
 *
 * Each city has:
 *   - name (in cities.json): the one spelling the site uses, the usual modern one (Bengaluru,
 *     Vadodara). Where the home page's strip (cities.ts) spells it another way, that spelling is
 *     one of the name's search aliases (search-aliases.ts) or a former slug below, which is how the
 *     strip finds the city's page;
 *   - slug: its address and its value in estimate links (/cities/pune/, /estimate/?to=pune): the
 *     English name lower-cased, spaces as hyphens. The build checks that it matches the name;
 *   - formerSlugs (optional): slugs the city had before its name was respelled; an estimate link
 *     that names one (/estimate/?to=bangaluru) still opens the estimate for the city;
 *   - state (in cities.json), and region (South, West, North, East or Central): the cities list
 *     is grouped by them;
 *   - latitude and longitude of the city centre, in decimal degrees (from any map; 4 decimals is
 *     plenty). A move between two cities other than Hyderabad, unless roadKmTo below gives its
 *     road distance, is priced on the straight-line distance between these points times the road
 *     factor in estimate-rates.ts;
 *   - roadKmFromHyderabad: the road distance by the usual highway route from Hyderabad, in km,
 *     as a route planner gives it, rounded to 5 or 10 km. Hyderabad itself says "local": a move
 *     inside one city is priced on the km the family enters;
 *   - roadKmTo (optional): road distances, measured the same way, to other served cities, by
 *     slug: `roadKmTo: { pune: 150 }` on Mumbai. A move between two cities other than Hyderabad
 *     uses this figure (either way round) when it is given, else the straight line times the road
 *     factor. Write each pair on one of its two cities only, never Hyderabad (that is
 *     roadKmFromHyderabad); the build names a pair given twice or a slug that is not served.
 *
 * To add a city: copy one entry, change every field, add its name and state to every language's
 * cities.json, and run `npm run build`; the build names any field that is missing or malformed.
 */
import type { ServedCity } from "./estimate-schema";

/** A served city's facts; its name and state are words (cities.json). */
export type ServedCityFacts = Omit<ServedCity, "name" | "state">;

export const servedCities: ServedCityFacts[] = [
  {
    slug: "ahmedabad",
    region: "West",
    latitude: 23.0225,
    longitude: 72.5714,
    roadKmFromHyderabad: 1100,
    roadKmTo: { vadodara: 110 },
  },
  {
    slug: "bengaluru",
    formerSlugs: ["bangaluru"],
    region: "South",
    latitude: 12.9716,
    longitude: 77.5946,
    roadKmFromHyderabad: 570,
    roadKmTo: { chennai: 345 },
  },
  {
    slug: "vadodara",
    formerSlugs: ["baroda"],
    region: "West",
    latitude: 22.3072,
    longitude: 73.1812,
    roadKmFromHyderabad: 1000,
  },
  {
    slug: "bhopal",
    region: "Central",
    latitude: 23.2599,
    longitude: 77.4126,
    roadKmFromHyderabad: 850,
    roadKmTo: { indore: 195 },
  },
  {
    slug: "chennai",
    region: "South",
    latitude: 13.0827,
    longitude: 80.2707,
    roadKmFromHyderabad: 630,
  },
  {
    slug: "chandigarh",
    region: "North",
    latitude: 30.7333,
    longitude: 76.7794,
    roadKmFromHyderabad: 1800,
  },
  {
    slug: "delhi",
    region: "North",
    latitude: 28.6139,
    longitude: 77.209,
    roadKmFromHyderabad: 1560,
    roadKmTo: { jaipur: 280, chandigarh: 245, lucknow: 550 },
  },
  {
    slug: "dehradun",
    region: "North",
    latitude: 30.3165,
    longitude: 78.0322,
    roadKmFromHyderabad: 1815,
    roadKmTo: { haridwar: 55 },
  },
  {
    slug: "goa",
    region: "West",
    latitude: 15.4909,
    longitude: 73.8278,
    roadKmFromHyderabad: 650,
  },
  {
    slug: "haridwar",
    region: "North",
    latitude: 29.9457,
    longitude: 78.1642,
    roadKmFromHyderabad: 1770,
  },
  {
    slug: "hyderabad",
    region: "South",
    latitude: 17.385,
    longitude: 78.4867,
    roadKmFromHyderabad: "local",
  },
  {
    slug: "jaipur",
    region: "North",
    latitude: 26.9124,
    longitude: 75.7873,
    roadKmFromHyderabad: 1420,
  },
  {
    slug: "kanpur",
    region: "North",
    latitude: 26.4499,
    longitude: 80.3319,
    roadKmFromHyderabad: 1310,
  },
  {
    slug: "kolkata",
    region: "East",
    latitude: 22.5726,
    longitude: 88.3639,
    roadKmFromHyderabad: 1500,
  },
  {
    slug: "lucknow",
    region: "North",
    latitude: 26.8467,
    longitude: 80.9462,
    roadKmFromHyderabad: 1390,
    roadKmTo: { kanpur: 90 },
  },
  {
    slug: "mumbai",
    region: "West",
    latitude: 19.076,
    longitude: 72.8777,
    roadKmFromHyderabad: 710,
    roadKmTo: { pune: 150, nashik: 165, surat: 280, ahmedabad: 525 },
  },
  {
    slug: "nashik",
    formerSlugs: ["nasik"],
    region: "West",
    latitude: 19.9975,
    longitude: 73.7898,
    roadKmFromHyderabad: 690,
  },
  {
    slug: "pune",
    region: "West",
    latitude: 18.5204,
    longitude: 73.8567,
    roadKmFromHyderabad: 560,
  },
  {
    slug: "surat",
    region: "West",
    latitude: 21.1702,
    longitude: 72.8311,
    roadKmFromHyderabad: 950,
  },
  {
    slug: "vapi",
    region: "West",
    latitude: 20.3893,
    longitude: 72.9106,
    roadKmFromHyderabad: 880,
  },
  {
    slug: "tiruppur",
    formerSlugs: ["tirpur"],
    region: "South",
    latitude: 11.1085,
    longitude: 77.3411,
    roadKmFromHyderabad: 860,
  },
  {
    slug: "indore",
    region: "Central",
    latitude: 22.7196,
    longitude: 75.8577,
    roadKmFromHyderabad: 820,
  },
  {
    slug: "patna",
    region: "East",
    latitude: 25.5941,
    longitude: 85.1376,
    roadKmFromHyderabad: 1480,
  },
  {
    slug: "vijayawada",
    region: "South",
    latitude: 16.5062,
    longitude: 80.648,
    roadKmFromHyderabad: 275,
    roadKmTo: { visakhapatnam: 350 },
  },
  {
    slug: "visakhapatnam",
    formerSlugs: ["vizag"],
    region: "South",
    latitude: 17.6868,
    longitude: 83.2185,
    roadKmFromHyderabad: 620,
  },
  {
    slug: "gudur",
    region: "South",
    latitude: 14.1462,
    longitude: 79.8503,
    roadKmFromHyderabad: 510,
  },
  {
    slug: "kakinada",
    region: "South",
    latitude: 16.9891,
    longitude: 82.2475,
    roadKmFromHyderabad: 470,
  },
  {
    slug: "kadapa",
    region: "South",
    latitude: 14.4673,
    longitude: 78.8242,
    roadKmFromHyderabad: 410,
  },
];
