/**
 * The shape of the city pages' words (city-guides.ts): the /cities/ list, each route's page and
 * the guidance kept per city. Parsed with the rest of the site content while the site is built, so
 * a missing sentence or a `{slot}` left out fails `npm run build` naming the field.
 */
import { z } from "zod";
import { cityRegions } from "./estimate-keys";
import { nonEmpty, sentence, sentenceWith } from "./text-rules";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by hyphens");

/**
 * What a route's words may also name, filled in for each city: `{km}` by road and `{days}` on the
 * way from Hyderabad (empty for a move within a city), `{price}` of a 2 BHK move, `{state}`.
 */
const routeFigures = ["km", "days", "price", "state"];

/** The words of one route's page that differ between a move to another city and one inside Hyderabad. */
const routeWordsSchema = z.object({
  /** Filled with the city's name, the company's short name and real figures; at most 60 characters once filled. */
  title: sentence(["city", "company"], routeFigures),
  /** 50 to 160 characters once filled (checked for every city by the city pages' tests). */
  description: sentence(["city"], routeFigures),
  heading: sentence(["city"], routeFigures),
  intro: sentence([], ["city", ...routeFigures]),
  pricesHeading: sentence(["city"], routeFigures),
  pricesIntro: sentence([], ["city", ...routeFigures]),
  guideHeading: sentence(["city"], routeFigures),
  /** Services (slugs in services.ts) that apply to this kind of move, in the order shown. */
  services: z.array(slug).min(1, "must name at least one service"),
});

export const cityGuideSchema = z.object({
  /** The usual road, written only where it is certain ("NH 44, by way of Kurnool and Anantapur"). */
  road: nonEmpty.optional(),
  /** Seasons that change the plan on this route (monsoon, fog, cyclones), with what to do about them. */
  seasons: z.array(nonEmpty).optional(),
  /** Anything else true of this route that a family should know. */
  notes: z.array(nonEmpty).optional(),
});

export const cityPagesSchema = z.object({
  index: z.object({
    /** The /cities/ page lists the cities under these headings, in this order. */
    regions: z.object(
      Object.fromEntries(cityRegions.map((region) => [region, nonEmpty])) as Record<
        (typeof cityRegions)[number],
        typeof nonEmpty
      >,
    ),
    cityHeading: nonEmpty,
    stateHeading: nonEmpty,
    distanceHeading: nonEmpty,
    transitHeading: nonEmpty,
    local: nonEmpty,
    sameDay: nonEmpty,
    note: nonEmpty,
  }),
  route: routeWordsSchema,
  local: routeWordsSchema.extend({
    /** The distances the local prices cover. */
    localKm: sentenceWith("from", "to"),
    guide: z.array(nonEmpty).min(1),
  }),
  facts: z.object({
    heading: nonEmpty,
    distance: nonEmpty,
    distanceValue: sentenceWith("km"),
    transitThere: sentenceWith("city"),
    transitBack: sentenceWith("city"),
    transitValue: sentenceWith("low", "high"),
    sharedTransit: sentenceWith("low", "high"),
    sameDay: nonEmpty,
  }),
  prices: z.object({
    caption: sentenceWith("city"),
    moveHeading: nonEmpty,
    priceHeading: nonEmpty,
    rows: z.object({
      "1bhk": nonEmpty,
      "2bhk": nonEmpty,
      "3bhk": nonEmpty,
      car: nonEmpty,
      "two-wheeler": nonEmpty,
    }),
    sharedMark: nonEmpty,
    sharedNote: nonEmpty,
    note: nonEmpty,
    estimateLink: nonEmpty,
    estimateHint: nonEmpty,
  }),
  interstate: z.object({
    state: sentenceWith("city", "state"),
    documents: nonEmpty,
    vehicles: sentenceWith("state"),
    bothWays: sentenceWith("city"),
  }),
  servicesHeading: nonEmpty,
  contact: z.object({ heading: nonEmpty, text: nonEmpty }),
  /** Per served city, by slug: only what is certain for that route. */
  guides: z.record(slug, cityGuideSchema),
  /** The share picture's drawing, the same for every city (public/art). */
  shareArt: z.string().regex(/^[a-z0-9-]+\.svg$/, "must be an SVG file name in public/art, like hero-1.svg"),
});

export type CityPagesCopy = z.infer<typeof cityPagesSchema>;
export type CityGuide = z.infer<typeof cityGuideSchema>;
