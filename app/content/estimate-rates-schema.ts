/**
 * The shape of the owner's rates (estimate-rates.ts, and the vehicles' and distance bands' names in
 * estimate.json): what each figure may be, with messages naming it, for example
 * `estimate.rates.vehicles[2].perKm: must be at least ₹1 a km`.
 */
import { z } from "zod";
import { uniqueBy } from "./content-errors";
import { gstBaseLineKeys } from "./estimate-keys";
import { nonEmpty, sentenceWith } from "./text-rules";
import { lowerCaseId } from "./validators";

/** An id in the estimate's facts (validators.ts). */
export const id = lowerCaseId;

const inRupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/**
 * An amount in rupees, within what a mover in Telangana plausibly charges for it (issue 51): the
 * floor catches a dropped digit ("420" for 2,420), the ceiling an extra one. The editor shows the
 * range in the field's hint and refuses a figure outside it (scripts/editor/typed-numbers.ts).
 */
function rupees(floor: number, ceiling: number) {
  return z
    .number()
    .finite()
    .min(floor, floor === 0 ? "must not be negative" : `must be at least ${inRupees(floor)} (a digit missing?)`)
    .max(ceiling, `must be at most ${inRupees(ceiling)} (an extra digit?)`);
}

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
  minimumCharge: rupees(500, 50_000),
  includedKm: z.number().int().min(0, "must not be negative").max(100, "must be at most 100 km"),
  perKm: z
    .number()
    .min(5, "must be at least ₹5 a km (a digit missing?)")
    .max(200, "must be at most ₹200 a km (an extra digit?)"),
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
  carCarrier: rupees(1_000, 1_00_000),
  twoWheelerCarrier: rupees(300, 50_000),
});

export const estimateRatesSchema = z
  .object({
    effectiveFrom: z.iso.date({ error: "must be a date written YYYY-MM-DD" }),
    /**
     * The day the owner checked these rates against what the company charges: the shipped rates
     * are decision 010's estimates, so the launch check refuses them until this is set (issue 52).
     */
    confirmedOn: z
      .union([z.iso.date(), z.literal("")], { error: "must be a date written YYYY-MM-DD, or empty" })
      .optional()
      .meta({
        title: "Rates confirmed on",
        description:
          "The day you checked every rate here against what the company charges (YYYY-MM-DD). The live site is not published until it is set.",
      }),
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
      .object({ standard: rupees(0.5, 100), premium: rupees(0.5, 100) })
      .refine((packing) => packing.premium >= packing.standard, {
        message: "premium must cost at least as much as standard",
        path: ["premium"],
      }),
    packingLabourPerCuFt: rupees(0.5, 100),
    unloadingPerCuFt: rupees(0.5, 100),
    floorChargePerFloorPer100CuFt: rupees(0, 2_000),
    storagePerCuFtPerDay: rupees(0, 10),
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
