/**
 * The estimate page's words (estimate-words.ts and estimate.json's `words`) that carry a rule: the
 * `{slots}` each sentence must keep, and the lines of the estimate it names.
 */
import { z } from "zod";
import { estimateLineKeys, packingGrades } from "./estimate-keys";
import { id } from "./estimate-rates-schema";
import { nonEmpty, sentenceWith } from "./text-rules";

const labelWithHint = z.object({ label: nonEmpty, hint: nonEmpty });

export const estimateWordsSchema = z.object({
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
