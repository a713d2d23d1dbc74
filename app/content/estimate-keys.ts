/**
 * The fixed names the moving estimate is built on, shared by its content, its schema and its
 * code. This file holds no zod, so browser code can import it without the schema library.
 */

/** The lines of an estimate's breakdown, in the order the page shows them (the total follows). */
export const estimateLineKeys = [
  "packingMaterial",
  "packingLabour",
  "transport",
  "unloading",
  "floorCharges",
  "vehicleCarrier",
  "storage",
  "surcharge",
  "insurance",
  "gst",
] as const;
export type EstimateLineKey = (typeof estimateLineKeys)[number];

/** Lines GST may apply to: every line but GST itself. */
export const gstBaseLineKeys = estimateLineKeys.filter((key): key is Exclude<EstimateLineKey, "gst"> => key !== "gst");
export type GstBaseLineKey = Exclude<EstimateLineKey, "gst">;

/** Home sizes every estimate link may name (`?home=2bhk`); other presets (offices) may be added. */
export const requiredHomeSizeIds = ["1rk", "1bhk", "2bhk", "3bhk", "4bhk"] as const;

export const packingGrades = ["standard", "premium"] as const;
export type PackingGrade = (typeof packingGrades)[number];

export const cityRegions = ["South", "West", "North", "East", "Central"] as const;
export type CityRegion = (typeof cityRegions)[number];
