/**
 * The shape of the city pages' words (words/<language>/cities.json and cities/<slug>.json, the facts
 * in city-guides.ts): the /cities/ list, each route's page and
 * the guidance kept per city. Parsed with the rest of the site content while the site is built, so
 * a missing sentence or a `{slot}` left out fails `npm run build` naming the field.
 */
import { z } from "zod";
import { cityRegions } from "./estimate-keys";
import { nonEmpty, sentence, sentenceWith } from "./text-rules";
import { entryId, lowerCaseId } from "./validators";

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
  services: z.array(lowerCaseId).min(1, "must name at least one service"),
});

const question = z.object({ id: entryId, question: nonEmpty, answer: nonEmpty });

/**
 * What is true of one route alone, by topic; each topic is a section of the page under the heading
 * `guideTopics` gives it. Every text is one or more whole sentences, so it translates on its own.
 */
export const cityGuideSchema = z.object({
  /** The highways and the towns on the way; both usual routes where there are two. */
  road: z.array(nonEmpty).min(1, "must say which road the trucks take").meta({ singular: "sentence about the road" }),
  /** The border on the way, the transport department that re-registers a car that stays, BH-series numbers. */
  state: z.array(nonEmpty).optional().meta({ singular: "sentence about the border and registration" }),
  /** The city as a place to move into: languages, the kinds of homes and streets, gate passes. */
  place: z
    .array(nonEmpty)
    .min(1, "must say what the city is like to move into")
    .meta({ singular: "sentence about the city" }),
  /** The months that change a moving plan here, with what to do about them. */
  seasons: z
    .array(nonEmpty)
    .min(1, "must say which months change the plan, if any")
    .meta({ singular: "sentence about the seasons" }),
  /** Other places on the same road a family might be moving to (never a claim that we serve them). */
  nearby: z.array(nonEmpty).optional().meta({ singular: "nearby place" }),
  /** Questions families ask about this route, answered from the rates and the company's content. */
  questions: z.array(question).optional().meta({ singular: "question" }),
});

/** The headings of a route's topics, in the order the page shows them. */
export const guideTopics = ["road", "state", "place", "seasons", "nearby"] as const;

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
  route: routeWordsSchema.extend({
    /** The heading of each topic of a route's guide, in guideTopics' order. */
    topics: z.object({
      road: sentence([], ["city", "state"]),
      state: sentence([], ["city", "state"]),
      place: sentence([], ["city", "state"]),
      seasons: sentence([], ["city", "state"]),
      nearby: sentence([], ["city", "state"]),
    }),
    /** Closes the list of places nearby: we price only the served cities. */
    nearbyNote: nonEmpty,
    questionsHeading: sentence([], ["city", "state"]),
  }),
  local: routeWordsSchema.extend({
    /** The distances the local prices cover. */
    localKm: sentenceWith("from", "to"),
    guide: z.array(nonEmpty).min(1),
  }),
  facts: z.object({
    heading: nonEmpty,
    distance: nonEmpty,
    distanceValue: sentenceWith("km"),
    /** The days on the road, the same in both directions. */
    transit: nonEmpty,
    transitValue: sentenceWith("low", "high"),
    /** The days of a part load, shown where a small home travels in a shared truck. */
    sharedTransit: nonEmpty,
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
    documents: nonEmpty,
  }),
  servicesHeading: nonEmpty,
  contact: z.object({ heading: nonEmpty, text: nonEmpty }),
  /**
   * Per served city but Hyderabad, by slug: only what is certain for that route. Optional per city:
   * a route without one is built but kept out of search engines (page-registry.ts).
   */
  guides: z.record(lowerCaseId, cityGuideSchema),
  /** The share picture's drawing, the same for every city (public/art). */
  shareArt: z.string().regex(/^[a-z0-9-]+\.svg$/, "must be an SVG file name in public/art, like hero-1.svg"),
});

export type CityPagesWords = z.infer<typeof cityPagesSchema>;
export type CityGuide = z.infer<typeof cityGuideSchema>;
