/**
 * THE OWNER'S RATES: every figure the moving estimate (/estimate/), its rate card and the city
 * pages' price tables are worked out from. Change a rate here and rebuild; every page that shows a
 * price follows, so the site never quotes two prices for the same move.
 *
 * HOW TO CHANGE A RATE
 *   1. Open this file (app/content/estimate-rates.ts) in any text editor.
 *   2. Change the number after the colon. Write plain numbers: 2200, not "₹2,200" or 2,200.
 *      An underscore may group digits (2_200); it means nothing else. Percentages are plain
 *      numbers too: 18 means 18%.
 *   3. Change `effectiveFrom` to the date the new rates apply from (the page says "Rates as of").
 *   4. Run `npm run build`. A figure that is missing, negative or far out of range stops the build
 *      with a message naming it, e.g. `estimate.rates.vehicles[1].perKm: must be at least ₹1 a km`.
 *
 * HOW AN ESTIMATE IS WORKED OUT (see app/lib/estimate.ts and docs/decisions/010-...)
 *   - Volume: the cubic feet of every item listed (household-items.ts).
 *   - Vehicle: the cheapest vehicle, or set of vehicles, whose capacity holds that volume.
 *     Each costs its minimum charge, which covers its first `includedKm`, plus `perKm` for every km
 *     after that. On long moves each km beyond a `longDistanceTaper` step costs that step's share.
 *   - Between cities a small load may travel as a part load (`sharedLoad`): it is charged for the
 *     space it takes, whichever is cheaper for the family.
 *   - Packing material, packing and loading labour, unloading and unpacking: per cubic foot.
 *   - Floors without a lift: per floor, per 100 cubic feet, at each end.
 *   - Car and two-wheeler: a carrier charge by distance band (`distanceBands`).
 *   - Storage: per cubic foot per day.
 *   - Each line above is shown as a range: `rangeSpread.low` to `rangeSpread.high` times its rate.
 *   - Insurance: `insurance.percent` of the value the family declares, exactly.
 *   - GST: `gst.percent` of the lines named in `gst.appliesTo`, exactly.
 *
 * THE WORDS: the vehicles' names, the distance bands' labels and the insurance and GST
 * explanations are in app/content/words/<language>/estimate.json, under `estimate.rates`, one
 * entry per vehicle and band in the order below. Add a vehicle or a band here and its words there.
 */
import type { DistanceBand, EstimateRates, Vehicle } from "./estimate-schema";

/** The rates as written here: every figure, without the words (names, labels, explanations). */
type RateFacts = Omit<EstimateRates, "vehicles" | "insurance" | "gst" | "distanceBands"> & {
  vehicles: Array<Omit<Vehicle, "name">>;
  insurance: Omit<EstimateRates["insurance"], "explanation">;
  gst: Omit<EstimateRates["gst"], "explanation">;
  distanceBands: Array<Omit<DistanceBand, "label">>;
};

export const estimateRates: RateFacts = {
  /** The date these rates apply from, written YYYY-MM-DD. */
  effectiveFrom: "2026-01-01",

  /**
   * The vehicles we send, from the smallest to the largest. capacityCuFt is what the vehicle
   * carries packed (a whole multiple of 10): about 80% of its box (length x width x height),
   * because furniture never packs without gaps. minimumCharge covers the first includedKm; perKm is charged for each km
   * after that.
   */
  vehicles: [
    { id: "tata-ace", capacityCuFt: 160, minimumCharge: 1_500, includedKm: 10, perKm: 20 },
    { id: "truck-14-ft", capacityCuFt: 500, minimumCharge: 2_200, includedKm: 10, perKm: 34 },
    { id: "truck-17-ft", capacityCuFt: 650, minimumCharge: 2_800, includedKm: 10, perKm: 40 },
    {
      id: "container-20-ft",
      capacityCuFt: 950,
      minimumCharge: 3_500,
      includedKm: 10,
      perKm: 46,
    },
    {
      id: "container-24-ft",
      capacityCuFt: 1_150,
      minimumCharge: 4_200,
      includedKm: 10,
      perKm: 54,
    },
    {
      id: "container-32-ft",
      capacityCuFt: 1_650,
      minimumCharge: 5_500,
      includedKm: 10,
      perKm: 64,
    },
  ],

  /**
   * A part load between cities: the goods travel, sealed and labelled, in a truck shared with
   * another family's, and are charged for the space they take (at least minimumCuFt), per km.
   * The estimate uses it only when it is cheaper than a vehicle of the family's own. It takes
   * extraTransitDays longer, because the truck waits until it is full.
   */
  sharedLoad: { perCuFtPerKm: 0.08, minimumCuFt: 100, extraTransitDays: 2 },

  /**
   * Long moves cost less per km: every km beyond fromKm costs factor times the rate (0.8 = 80%).
   * A truck on a long haul finds a return load more easily, which is why its km cost less.
   * Like tax slabs, a step changes only the km beyond it, so a longer move never costs less.
   */
  longDistanceTaper: [
    { fromKm: 400, factor: 0.8 },
    { fromKm: 1_000, factor: 0.5 },
  ],

  /**
   * Packing material per cubic foot. Standard: bubble wrap, corrugated sheets, cartons and tape.
   * Premium adds foam sheets, double bubble wrap and wooden crating for glass and TVs.
   */
  packingMaterialPerCuFt: { standard: 3, premium: 6 },

  /** Packing, dismantling beds and wardrobes, and loading, per cubic foot. */
  packingLabourPerCuFt: 4,

  /** Unloading, unpacking and putting beds and wardrobes back together, per cubic foot. */
  unloadingPerCuFt: 2,

  /**
   * Carrying by the stairs, for each floor above the ground without a lift, per 100 cubic feet,
   * at each end. Ground floor, or a lift that takes the goods: nothing.
   */
  floorChargePerFloorPer100CuFt: 75,

  /** Storage in our Medchal godown, per cubic foot per day (₹7.50 a cubic foot for 30 days). */
  storagePerCuFtPerDay: 0.25,

  /**
   * Transit insurance: the insurer's premium, passed on at cost, as a percentage of the value the
   * family declares. {rate} in the explanation (estimate.json) becomes the percentage.
   */
  insurance: {
    percent: 1,
  },

  /**
   * GST: we charge it under forward charge, at this rate, on the lines named in appliesTo (a packing
   * and moving job is one composite supply, billed on one GST invoice with our GSTIN). {rate} in
   * the explanation (estimate.json) becomes the percentage. If your tax adviser puts the business under the 5% or
   * 12% goods-transport rate instead, change percent and the explanation (in every language's estimate.json) together.
   */
  gst: {
    percent: 18,
    appliesTo: [
      "packingMaterial",
      "packingLabour",
      "transport",
      "unloading",
      "floorCharges",
      "vehicleCarrier",
      "storage",
      "surcharge",
    ],
  },

  /** A road is longer than the straight line between two cities: the road km is that line times this. */
  roadFactor: 1.25,

  /** A loaded truck covers about this many km a day, with the driver's rest and check posts. */
  kmPerTransitDay: 350,

  /** The transit time is shown as a range: this many days are added to the quickest. */
  transitExtraDays: 1,

  /** Each line is shown from low to high times its rate: the range a written quote falls in. */
  rangeSpread: { low: 0.9, high: 1.1 },

  /** Above this volume, or for these home sizes, the page recommends a free survey first. */
  survey: { aboveCuFt: 1_200, homeSizes: ["4bhk", "office"] },

  /**
   * Extra for a Saturday or Sunday, or for the last monthEndDays days of a month (when most leases
   * end), as a percentage of our charges. 0 means none; when both apply, the larger is charged.
   */
  surcharges: { weekendPercent: 0, monthEndPercent: 0, monthEndDays: 3 },

  /** A move inside one city: the km the form accepts, and the km it starts with. */
  localMove: { minKm: 1, maxKm: 150, defaultKm: 20 },

  /** One person of the crew for every cuFtPerPerson of goods, between minimum and maximum. */
  crew: { cuFtPerPerson: 130, minimum: 2, maximum: 12 },

  /**
   * The rate card's columns and the carrier charges for a car and for a two-wheeler (scooter or
   * motorcycle) by distance. The first band is a move inside one city; the others are moves
   * between cities up to maxKm (null: no upper end). cardKm is the distance range the rate card
   * prices each band at.
   */
  distanceBands: [
    {
      id: "within-city",
      kind: "local",
      maxKm: 150,
      cardKm: { from: 5, to: 40 },
      carCarrier: 3_500,
      twoWheelerCarrier: 1_200,
    },
    {
      id: "up-to-400-km",
      kind: "intercity",
      maxKm: 400,
      cardKm: { from: 150, to: 400 },
      carCarrier: 7_000,
      twoWheelerCarrier: 2_500,
    },
    {
      id: "400-to-1000-km",
      kind: "intercity",
      maxKm: 1_000,
      cardKm: { from: 400, to: 1_000 },
      carCarrier: 11_000,
      twoWheelerCarrier: 4_000,
    },
    {
      id: "over-1000-km",
      kind: "intercity",
      maxKm: null,
      cardKm: { from: 1_000, to: 2_000 },
      carCarrier: 16_000,
      twoWheelerCarrier: 5_500,
    },
  ],
};
