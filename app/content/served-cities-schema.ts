/**
 * A served city's shape (served-cities.ts, and its name and state in cities.json): slug, where it
 * is, its road distance from Hyderabad and to other cities.
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
    name: nonEmpty,
    slug: id,
    state: nonEmpty,
    region: z.enum(cityRegions, { error: `must be one of ${cityRegions.join(", ")}` }),
    // India's mainland lies between about 8° and 37° north and 68° and 97° east.
    latitude: z.number().min(6, "must be between 6 and 38 (degrees north, India)").max(38, "must be between 6 and 38"),
    longitude: z
      .number()
      .min(68, "must be between 68 and 98 (degrees east, India)")
      .max(98, "must be between 68 and 98"),
    roadKmFromHyderabad: z.union([z.literal("local"), roadKm], {
      error: 'must be a road distance in km, or "local" for Hyderabad itself',
    }),
    /** Road distances to other served cities (not Hyderabad), by slug; each pair is written on one of its two cities. */
    roadKmTo: z.record(id, roadKm).optional(),
    /** Slugs the city had before its name was respelled, still understood in estimate links (`?to=bangaluru`). */
    formerSlugs: z.array(id).optional(),
  })
  // The slug comes from the English name; a name in another script (తెలుగు, हिन्दी) has no slug to give.
  .refine((city) => !latinLetters.test(city.name) || city.slug === citySlugOf(city.name), {
    message: "must be the name lower-cased with spaces as hyphens",
    path: ["slug"],
  });

export const servedCitiesSchema = z
  .array(servedCitySchema)
  .min(1, "must list at least one city")
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
    if (local.length !== 1) {
      context.addIssue({
        code: "custom",
        message: `exactly one city (Hyderabad) must have roadKmFromHyderabad "local", not ${local.length}`,
      });
    }
    const slugs = new Set(cities.map((city) => city.slug));
    const hubSlugs = new Set(local.map((city) => city.slug));
    const pairsSeen = new Set<string>();
    cities.forEach((city, index) => {
      for (const other of Object.keys(city.roadKmTo ?? {})) {
        const path = [index, "roadKmTo", other];
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
      }
    });
  });
