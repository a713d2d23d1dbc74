/**
 * The shape of the moving estimate's content: the served cities, the owner's rates, the household
 * items with their volumes, the home-size presets and the page's words. Parsed while the site is
 * built (like schema.ts), so a mistake fails the build with a message naming the field, for example
 * `estimate.rates.vehicles[2].perKm: must be at least ₹1 a km`.
 */
import { z } from "zod";
import { describeContentErrors, uniqueBy } from "./content-errors";
import { cityRegions, estimateLineKeys, gstBaseLineKeys, packingGrades, requiredHomeSizeIds } from "./estimate-keys";
import { nonEmpty, sentenceWith } from "./text-rules";

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by hyphens");

/** An amount in rupees. The ceiling is far above any single charge, so a slipped extra digit is caught. */
function rupees(ceiling: number) {
  return z
    .number()
    .finite()
    .min(0, "must not be negative")
    .max(ceiling, `must be at most ₹${ceiling} (an extra digit?)`);
}

// ---------------------------------------------------------------------------------------------
// Served cities
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Rates
// ---------------------------------------------------------------------------------------------

export const vehicleSchema = z.object({
  id,
  name: nonEmpty,
  // Capacities are whole tens, so the search for the cheapest set of vehicles can count in tens.
  capacityCuFt: z
    .number()
    .int()
    .min(50, "must be at least 50 cu ft")
    .max(5000, "must be at most 5000 cu ft (no road vehicle carries more)")
    .refine((value) => value % 10 === 0, "must be a multiple of 10 cu ft"),
  minimumCharge: rupees(50_000),
  includedKm: z.number().int().min(0, "must not be negative").max(100, "must be at most 100 km"),
  perKm: z.number().min(1, "must be at least ₹1 a km").max(500, "must be at most ₹500 a km (an extra digit?)"),
});

export const distanceBandSchema = z.object({
  id,
  label: nonEmpty,
  kind: z.enum(["local", "intercity"], { error: 'must be "local" or "intercity"' }),
  /**
   * The longest move in the band, in km; null (or left out, as the editor writes an empty number)
   * for the last band, which has no upper end.
   */
  maxKm: z.number().int().positive("must be more than 0 km").nullable().default(null),
  /** The distances the JavaScript-off rate card prices this band at: its range runs from one to the other. */
  cardKm: z
    .object({ from: z.number().positive("must be more than 0 km"), to: z.number().positive("must be more than 0 km") })
    .refine((card) => card.from <= card.to, { message: "from must not exceed to", path: ["from"] }),
  carCarrier: rupees(100_000),
  twoWheelerCarrier: rupees(50_000),
});

export const estimateRatesSchema = z
  .object({
    effectiveFrom: z.iso.date({ error: "must be a date written YYYY-MM-DD" }),
    vehicles: z
      .array(vehicleSchema)
      .min(1, "must list at least one vehicle")
      .superRefine(uniqueBy((vehicle) => vehicle.id, "id"))
      .superRefine((vehicles, context) => {
        vehicles.forEach((vehicle, index) => {
          const previous = vehicles[index - 1];
          if (previous && vehicle.capacityCuFt <= previous.capacityCuFt) {
            context.addIssue({
              code: "custom",
              message: "must be listed from the smallest capacity to the largest",
              path: [index, "capacityCuFt"],
            });
          }
        });
      }),
    sharedLoad: z.object({
      perCuFtPerKm: z.number().min(0.01, "must be at least ₹0.01").max(1, "must be at most ₹1 per cu ft per km"),
      minimumCuFt: z.number().int().min(0, "must not be negative").max(1000, "must be at most 1000 cu ft"),
      extraTransitDays: z.number().int().min(0, "must not be negative").max(10, "must be at most 10 days"),
    }),
    longDistanceTaper: z
      .array(
        z.object({
          fromKm: z.number().int().positive("must be more than 0 km"),
          factor: z.number().min(0.3, "must be at least 0.3").max(1, "must be at most 1 (a km never costs more)"),
        }),
      )
      .superRefine((steps, context) => {
        steps.forEach((step, index) => {
          const previous = steps[index - 1];
          if (previous && (step.fromKm <= previous.fromKm || step.factor > previous.factor)) {
            context.addIssue({
              code: "custom",
              message: "must go from the shortest distance to the longest, each factor no larger than the one before",
              path: [index],
            });
          }
        });
      }),
    packingMaterialPerCuFt: z
      .object({ standard: rupees(100), premium: rupees(100) })
      .refine((packing) => packing.premium >= packing.standard, {
        message: "premium must cost at least as much as standard",
        path: ["premium"],
      }),
    packingLabourPerCuFt: rupees(100),
    unloadingPerCuFt: rupees(100),
    floorChargePerFloorPer100CuFt: rupees(2_000),
    storagePerCuFtPerDay: rupees(10),
    insurance: z.object({
      // Transit insurance on household goods costs the insurer about 1-2% of the declared value; a
      // mover charging 3% or more is overcharging, the commonest complaint in consumer cases.
      percent: z.number().min(0.1, "must be at least 0.1%").max(2.5, "must be at most 2.5% of the declared value"),
      explanation: sentenceWith("rate"),
    }),
    gst: z.object({
      percent: z.number().min(0, "must not be negative").max(28, "must be at most 28% (the highest GST rate)"),
      appliesTo: z
        .array(z.enum(gstBaseLineKeys, { error: `must be one of ${gstBaseLineKeys.join(", ")}` }))
        .min(1, "must name at least one line"),
      explanation: sentenceWith("rate"),
    }),
    roadFactor: z
      .number()
      .min(1, "must be at least 1 (a road is never shorter than a straight line)")
      .max(2, "must be at most 2"),
    kmPerTransitDay: z.number().int().min(100, "must be at least 100 km").max(800, "must be at most 800 km"),
    transitExtraDays: z.number().int().min(0, "must not be negative").max(5, "must be at most 5 days"),
    rangeSpread: z.object({
      low: z.number().min(0.5, "must be at least 0.5").max(1, "must be at most 1 (the low end is not above the rate)"),
      high: z
        .number()
        .min(1, "must be at least 1 (the high end is not below the rate)")
        .max(1.5, "must be at most 1.5"),
    }),
    survey: z.object({
      aboveCuFt: z.number().int().min(100, "must be at least 100 cu ft").max(10_000, "must be at most 10000 cu ft"),
      homeSizes: z.array(id),
    }),
    surcharges: z.object({
      weekendPercent: z.number().min(0, "must not be negative").max(25, "must be at most 25%"),
      monthEndPercent: z.number().min(0, "must not be negative").max(25, "must be at most 25%"),
      monthEndDays: z.number().int().min(1, "must be at least 1 day").max(7, "must be at most 7 days"),
    }),
    localMove: z
      .object({
        minKm: z.number().int().min(1, "must be at least 1 km"),
        maxKm: z.number().int().max(300, "must be at most 300 km (beyond that, price it as a move between cities)"),
        defaultKm: z.number().int(),
      })
      .refine((local) => local.minKm <= local.defaultKm && local.defaultKm <= local.maxKm, {
        message: "defaultKm must lie between minKm and maxKm",
        path: ["defaultKm"],
      }),
    crew: z
      .object({
        cuFtPerPerson: z.number().int().min(20, "must be at least 20 cu ft").max(1000, "must be at most 1000 cu ft"),
        minimum: z.number().int().min(1, "must be at least 1 person"),
        maximum: z.number().int().max(40, "must be at most 40 people"),
      })
      .refine((crew) => crew.minimum <= crew.maximum, { message: "must not exceed maximum", path: ["minimum"] }),
    distanceBands: z
      .array(distanceBandSchema)
      .min(2, "must have a local band and at least one intercity band")
      .superRefine(uniqueBy((band) => band.id, "id"))
      .superRefine((bands, context) => {
        if (bands[0]?.kind !== "local" || bands.slice(1).some((band) => band.kind !== "intercity")) {
          context.addIssue({ code: "custom", message: "the first band must be local and the others intercity" });
          return;
        }
        const intercity = bands.slice(1);
        intercity.forEach((band, offset) => {
          const index = offset + 1;
          const previous = bands[index - 1];
          const last = offset === intercity.length - 1;
          if (last !== (band.maxKm === null)) {
            context.addIssue({
              code: "custom",
              message: "only the last band has maxKm null (no upper end)",
              path: [index, "maxKm"],
            });
          }
          if (offset > 0 && previous?.maxKm != null && band.maxKm != null && band.maxKm <= previous.maxKm) {
            context.addIssue({
              code: "custom",
              message: "must be longer than the band before",
              path: [index, "maxKm"],
            });
          }
          if (
            previous &&
            (band.carCarrier < previous.carCarrier || band.twoWheelerCarrier < previous.twoWheelerCarrier)
          ) {
            context.addIssue({
              code: "custom",
              message: "carrier charges must not fall as the distance grows",
              path: [index],
            });
          }
        });
      }),
  })
  .superRefine((rates, context) => {
    const local = rates.distanceBands[0];
    if (local && (local.cardKm.from < rates.localMove.minKm || local.cardKm.to > rates.localMove.maxKm)) {
      context.addIssue({
        code: "custom",
        message: "the local band's card distances must lie within localMove.minKm and maxKm",
        path: ["distanceBands", 0, "cardKm"],
      });
    }
  });

// ---------------------------------------------------------------------------------------------
// Household items and home sizes
// ---------------------------------------------------------------------------------------------

export const itemCategorySchema = z.object({ id, name: nonEmpty });

export const householdItemSchema = z.object({
  id,
  name: nonEmpty,
  category: id,
  // A single piece larger than a 32 ft container's fifth is not a household item; split it up.
  cuFt: z.number().positive("must be more than 0 cu ft").max(200, "must be at most 200 cu ft"),
});

export const homeSizeSchema = z.object({
  id,
  name: nonEmpty,
  kind: z.enum(["home", "office"], { error: 'must be "home" or "office"' }),
  items: z
    .record(
      id,
      z
        .number()
        .int("must be a whole number")
        .min(1, "must be at least 1 (leave an item out instead)")
        .max(99, "must be at most 99"),
    )
    .refine((items) => Object.keys(items).length > 0, "must list at least one item"),
});

export const itemCatalogueSchema = z
  .object({
    categories: z
      .array(itemCategorySchema)
      .min(1)
      .superRefine(uniqueBy((category) => category.id, "id")),
    items: z
      .array(householdItemSchema)
      .min(1)
      .superRefine(uniqueBy((item) => item.id, "id")),
    homeSizes: z
      .array(homeSizeSchema)
      .min(1)
      .superRefine(uniqueBy((home) => home.id, "id")),
  })
  .superRefine((catalogue, context) => {
    const categoryIds = new Set(catalogue.categories.map((category) => category.id));
    const itemIds = new Set(catalogue.items.map((item) => item.id));
    catalogue.items.forEach((item, index) => {
      if (!categoryIds.has(item.category)) {
        context.addIssue({
          code: "custom",
          message: `unknown category "${item.category}"`,
          path: ["items", index, "category"],
        });
      }
    });
    catalogue.homeSizes.forEach((home, index) => {
      for (const itemId of Object.keys(home.items)) {
        if (!itemIds.has(itemId)) {
          context.addIssue({
            code: "custom",
            message: `unknown item "${itemId}"`,
            path: ["homeSizes", index, "items", itemId],
          });
        }
      }
    });
    const homeIds = new Set(catalogue.homeSizes.map((home) => home.id));
    for (const required of requiredHomeSizeIds) {
      if (!homeIds.has(required)) {
        context.addIssue({
          code: "custom",
          message: `must include "${required}" (estimate links use it)`,
          path: ["homeSizes"],
        });
      }
    }
  });

// ---------------------------------------------------------------------------------------------
// The page's words
// ---------------------------------------------------------------------------------------------

const labelWithHint = z.object({ label: nonEmpty, hint: nonEmpty });

export const estimateCopySchema = z.object({
  /** The form's button: the estimate updates as the form changes; the button takes a phone to it. */
  showResult: nonEmpty,
  /** The page's title, description, heading and introduction are its entry in pages (schema.ts). */
  page: z.object({
    /** The introduction in a browser without JavaScript, where the page shows the rate card only. */
    introNoScript: nonEmpty,
  }),
  callToAction: nonEmpty,
  honesty: z.object({ estimate: nonEmpty, quote: nonEmpty, ratesAsOf: sentenceWith("date") }),
  move: z.object({
    legend: nonEmpty,
    from: nonEmpty,
    to: nonEmpty,
    localKm: labelWithHint.extend({ notUsed: nonEmpty, betweenCities: nonEmpty }),
    sameCity: sentenceWith("city"),
  }),
  homeSize: z.object({ legend: nonEmpty, hint: nonEmpty, custom: nonEmpty }),
  inventory: z.object({
    legend: nonEmpty,
    hint: nonEmpty,
    volumeEach: sentenceWith("volume"),
    quantity: sentenceWith("item"),
    increase: sentenceWith("item"),
    decrease: sentenceWith("item"),
    empty: nonEmpty,
    categoryCount: sentenceWith("count"),
  }),
  vehicles: z.object({ legend: nonEmpty, hint: nonEmpty, cars: nonEmpty, twoWheelers: nonEmpty }),
  access: z.object({
    legend: nonEmpty,
    hint: nonEmpty,
    pickup: nonEmpty,
    delivery: nonEmpty,
    floor: nonEmpty,
    floorHint: nonEmpty,
    groundFloor: nonEmpty,
    floorNumber: sentenceWith("floor"),
    lift: nonEmpty,
  }),
  packing: z.object({
    legend: nonEmpty,
    grades: z.object(
      Object.fromEntries(packingGrades.map((grade) => [grade, labelWithHint])) as Record<
        (typeof packingGrades)[number],
        typeof labelWithHint
      >,
    ),
  }),
  extras: z.object({
    legend: nonEmpty,
    declaredValue: labelWithHint,
    storageDays: labelWithHint,
    movingDate: labelWithHint,
  }),
  result: z.object({
    heading: nonEmpty,
    volume: nonEmpty,
    volumeValue: sentenceWith("volume"),
    vehicle: nonEmpty,
    vehicleCount: sentenceWith("count", "vehicle"),
    vehicleCapacity: sentenceWith("capacity"),
    noVehicle: nonEmpty,
    sharedLoad: sentenceWith("days"),
    crew: nonEmpty,
    crewValue: sentenceWith("count"),
    transit: nonEmpty,
    transitSameDay: nonEmpty,
    transitDays: sentenceWith("low", "high"),
    distance: nonEmpty,
    distanceGiven: sentenceWith("km"),
    distanceEstimated: sentenceWith("km"),
    breakdownCaption: nonEmpty,
    chargeHeading: nonEmpty,
    rangeHeading: nonEmpty,
    lines: z.object(
      Object.fromEntries(estimateLineKeys.map((key) => [key, nonEmpty])) as Record<
        (typeof estimateLineKeys)[number],
        typeof nonEmpty
      >,
    ),
    insuranceDetail: sentenceWith("rate", "value"),
    gstDetail: sentenceWith("rate"),
    /** The name of the total's live region: screen readers announce it, and the tests find the total by it. */
    total: nonEmpty,
    totalNote: nonEmpty,
    totalNoteUninsured: nonEmpty,
    addInsurance: sentenceWith("rate"),
    insuranceNone: nonEmpty,
    stickyLink: nonEmpty,
    routeLink: sentenceWith("hub", "city"),
    citiesLink: nonEmpty,
    announcement: sentenceWith("total"),
    survey: z.object({ heading: nonEmpty, text: nonEmpty }),
  }),
  actions: z.object({
    send: nonEmpty,
    whatsApp: nonEmpty,
    print: nonEmpty,
    opensWhatsApp: nonEmpty,
    /** To /book-survey/ with this estimate in the request. */
    bookSurvey: nonEmpty,
    /** To /verify-us/. */
    verifyUs: nonEmpty,
  }),
  printDetails: z.object({
    heading: nonEmpty,
    phone: nonEmpty,
    email: nonEmpty,
    gstin: nonEmpty,
    website: nonEmpty,
  }),
  enquiryService: z.object({ local: id, intercity: id }),
  rateCard: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    caption: nonEmpty,
    homeSizeHeading: nonEmpty,
    noScript: nonEmpty,
    note: nonEmpty,
  }),
  queryNotes: z.object({
    heading: nonEmpty,
    invalid: sentenceWith("field", "value"),
    repeated: sentenceWith("field", "value"),
    itemsLeftOut: sentenceWith("count"),
    fields: z.record(z.string(), nonEmpty),
    yes: nonEmpty,
    no: nonEmpty,
    noDate: nonEmpty,
    days: sentenceWith("count"),
  }),
  summary: z.object({
    heading: nonEmpty,
    route: sentenceWith("from", "to", "km"),
    routeLocal: sentenceWith("city", "km"),
    date: sentenceWith("date"),
    home: sentenceWith("home"),
    items: nonEmpty,
    itemLine: sentenceWith("count", "item"),
    moreItems: sentenceWith("count"),
    noItems: nonEmpty,
    vehicles: sentenceWith("cars", "twoWheelers"),
    access: sentenceWith("pickup", "delivery"),
    groundFloor: nonEmpty,
    floorWithLift: sentenceWith("floor"),
    floorWithoutLift: sentenceWith("floor"),
    packing: sentenceWith("grade"),
    declaredValue: sentenceWith("value"),
    storage: sentenceWith("days"),
    volume: sentenceWith("volume"),
    vehicle: sentenceWith("vehicle"),
    total: sentenceWith("total"),
    survey: nonEmpty,
    link: sentenceWith("url"),
  }),
});

// ---------------------------------------------------------------------------------------------
// All of it together, with the references between the parts checked
// ---------------------------------------------------------------------------------------------

export const estimateContentSchema = z
  .object({
    cities: servedCitiesSchema,
    rates: estimateRatesSchema,
    catalogue: itemCatalogueSchema,
    copy: estimateCopySchema,
  })
  .superRefine((content, context) => {
    const homeIds = new Set(content.catalogue.homeSizes.map((home) => home.id));
    content.rates.survey.homeSizes.forEach((homeId, index) => {
      if (!homeIds.has(homeId)) {
        context.addIssue({
          code: "custom",
          message: `unknown home size "${homeId}"`,
          path: ["rates", "survey", "homeSizes", index],
        });
      }
    });
  });

export type ServedCity = z.infer<typeof servedCitySchema>;
export type Vehicle = z.infer<typeof vehicleSchema>;
export type DistanceBand = z.infer<typeof distanceBandSchema>;
export type EstimateRates = z.infer<typeof estimateRatesSchema>;
export type ItemCategory = z.infer<typeof itemCategorySchema>;
export type HouseholdItem = z.infer<typeof householdItemSchema>;
export type HomeSize = z.infer<typeof homeSizeSchema>;
export type ItemCatalogue = z.infer<typeof itemCatalogueSchema>;
export type EstimateCopy = z.infer<typeof estimateCopySchema>;
export type EstimateContent = z.infer<typeof estimateContentSchema>;

/** Parses the estimate's content, or throws one readable line per problem, each naming its field. */
export function parseEstimateContent(raw: unknown): EstimateContent {
  const result = estimateContentSchema.safeParse(raw);
  if (!result.success) {
    const lines = describeContentErrors(result.error)
      .split("\n")
      .map((line) => line.replace(/^ {2}- /, "  - estimate."));
    throw new Error(`Estimate content is invalid (fix these in app/content/):\n${lines.join("\n")}`);
  }
  return result.data;
}
