/**
 * A served city's shape: its facts (slug, where it is, its road distance from Hyderabad and to
 * other cities) in app/content/facts/served-cities.json, its name and state in each language's
 * cities.json. The titles and descriptions below are the editor's labels and hints (Facts › Served
 * cities) and what a build error names.
 */
import { z } from "zod";
import { uniqueBy } from "./content-errors";
import { cityRegions } from "./estimate-keys";
import { id } from "./estimate-rates-schema";
import { nonEmpty } from "./text-rules";

/** The slug of a city name as the site writes it: lower-cased, spaces as hyphens. */
export function citySlugOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** A name written in Latin letters (the English one), the only kind a slug is made from. */
const latinLetters = /^[\p{Script=Latin}\s.'-]+$/u;

// No road between two Indian cities is much longer than 3,700 km (Kanyakumari to Kashmir).
const roadKm = z
  .number()
  .int("must be a whole number of km")
  .min(1, "must be at least 1 km")
  .max(4000, "must be at most 4000 km");

export const servedCitySchema = z
  .object({
    name: nonEmpty.meta({
      title: "City's name",
      description: "As this language writes it (Nagpur, నాగ్‌పూర్, नागपुर); in English the usual modern spelling",
    }),
    /** In each language's words, the city's entry is named by its slug (word-tree.ts joins them). */
    id: id.optional().meta({
      title: "City (its address name)",
      description:
        "The English name in small letters, spaces as hyphens (nagpur, navi-mumbai): the page's address /cities/nagpur/. Typed once, in English: Telugu and Hindi take it from English when the page is saved, and Facts › Served cities chooses the city by its name",
    }),
    slug: id.meta({
      title: "Address name (slug)",
      description:
        "The English name in small letters, spaces as hyphens (nagpur, navi-mumbai): the page's address /cities/nagpur/. The same slug joins the city's name in Words › Cities in every language",
    }),
    state: nonEmpty.meta({ title: "State", description: "The state's name as this language writes it" }),
    region: z
      .enum(cityRegions, { error: `must be one of ${cityRegions.join(", ")}` })
      .meta({ title: "Region", description: "The cities list groups the cities by region" }),
    // India's mainland lies between about 8° and 37° north and 68° and 97° east.
    latitude: z
      .number()
      .min(6, "must be between 6 and 38 (degrees north, India)")
      .max(38, "must be between 6 and 38")
      .meta({
        title: "Latitude (degrees north)",
        description: "Of the city centre, from any map, 4 decimals (Nagpur: 21.1458)",
      }),
    longitude: z
      .number()
      .min(68, "must be between 68 and 98 (degrees east, India)")
      .max(98, "must be between 68 and 98")
      .meta({
        title: "Longitude (degrees east)",
        description: "Of the city centre, from any map, 4 decimals (Nagpur: 79.0882)",
      }),
    // Hyderabad itself leaves it out ("local"): a move inside the city is priced on the km the family enters.
    roadKmFromHyderabad: z
      .union([z.literal("local"), roadKm], {
        error: "must be a road distance in km (left empty only for Hyderabad itself)",
      })
      .default("local")
      .meta({
        title: "Road distance from Hyderabad (km)",
        description:
          "By the usual highway route, as a route planner gives it, rounded to 5 or 10 km. Leave it empty only for Hyderabad",
      }),
    /** Road distances to other served cities (not Hyderabad); each pair is written on one of its two cities. */
    roadKmTo: z
      .array(
        z.object({
          city: id.meta({
            title: "Other city",
            description: "A served city other than Hyderabad",
            chosenFrom: "servedCities",
          }),
          km: roadKm.meta({ title: "Road distance (km)" }),
        }),
      )
      .optional()
      .meta({
        title: "Road distances to other cities",
        description:
          "Optional. Moves between two cities other than Hyderabad use this distance; without it, the straight line times the road factor in the rates. Write each pair on one of its two cities only",
      }),
    /** Slugs the city had before its name was respelled, still understood in estimate links (`?to=bangaluru`). */
    formerSlugs: z.array(id).optional().meta({
      title: "Former address names",
      description: "Optional. Old slugs (vizag) that estimate links may still carry",
    }),
  })
  // The slug comes from the English name; a name in another script (తెలుగు, हिंदी) has no slug to give.
  .refine((city) => !latinLetters.test(city.name) || city.slug === citySlugOf(city.name), {
    message: "must be the name lower-cased with spaces as hyphens",
    path: ["slug"],
  });

export const servedCitiesSchema = z
  .array(servedCitySchema)
  .min(1, "must list at least one city")
  .meta({
    title: "Served cities",
    description:
      "The cities the estimate prices and the city pages describe. A new city is added first in Words › Cities, in English (its address name typed there, once), and named there in every language",
  })
  .superRefine(uniqueBy((city) => city.slug, "slug"))
  .superRefine((cities, context) => {
    const slugs = new Set(cities.map((city) => city.slug));
    const former = new Set<string>();
    cities.forEach((city, index) => {
      (city.formerSlugs ?? []).forEach((slug, slugIndex) => {
        if (slugs.has(slug) || former.has(slug)) {
          context.addIssue({
            code: "custom",
            message: `"${slug}" is already a city's slug or former slug`,
            path: [index, "formerSlugs", slugIndex],
          });
        }
        former.add(slug);
      });
    });
  })
  .superRefine((cities, context) => {
    const local = cities.filter((city) => city.roadKmFromHyderabad === "local");
    if (local.length === 0) {
      context.addIssue({
        code: "custom",
        message: 'exactly one city (Hyderabad) must have roadKmFromHyderabad "local", not 0',
      });
    }
    // The road distance is left empty for Hyderabad alone: any other city left without one is named.
    const hub = local.find((city) => city.slug === "hyderabad") ?? local[0];
    if (local.length > 1) {
      cities.forEach((city, index) => {
        if (city.roadKmFromHyderabad === "local" && city !== hub) {
          context.addIssue({
            code: "custom",
            message: `${city.name} has no road distance from Hyderabad: write it in km (only Hyderabad itself leaves it empty)`,
            path: [index, "roadKmFromHyderabad"],
          });
        }
      });
    }
    const slugs = new Set(cities.map((city) => city.slug));
    const hubSlugs = new Set(hub ? [hub.slug] : []);
    const pairsSeen = new Set<string>();
    cities.forEach((city, index) => {
      (city.roadKmTo ?? []).forEach(({ city: other }, otherIndex) => {
        const path = [index, "roadKmTo", otherIndex, "city"];
        const pair = [city.slug, other].toSorted().join(" ");
        if (!slugs.has(other)) {
          context.addIssue({ code: "custom", message: `unknown city "${other}" (use a served city's slug)`, path });
        } else if (other === city.slug) {
          context.addIssue({ code: "custom", message: "must name another city, not the city itself", path });
        } else if (hubSlugs.has(other) || hubSlugs.has(city.slug)) {
          context.addIssue({
            code: "custom",
            message: "a road distance from Hyderabad belongs in that city's roadKmFromHyderabad",
            path,
          });
        } else if (pairsSeen.has(pair)) {
          context.addIssue({
            code: "custom",
            message: `the road distance between ${city.slug} and ${other} is given twice (keep it on one of them)`,
            path,
          });
        }
        pairsSeen.add(pair);
      });
    });
  });
