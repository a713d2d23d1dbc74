/**
 * The moving estimate's content put together: the served cities (served-cities-schema.ts), the
 * owner's rates (estimate-rates-schema.ts), the item catalogue (household-items-schema.ts) and the
 * page's words (estimate-words-schema.ts), with the references between them. Parsed while the site
 * is built (like schema.ts), so a mistake fails the build with a message naming the field, for
 * example `estimate.rates.vehicles[2].perKm: must be at least ₹5 a km`.
 */
import { z } from "zod";
import { describeContentErrors } from "./content-errors";
import { type distanceBandSchema, estimateRatesSchema, type vehicleSchema } from "./estimate-rates-schema";
import { estimateWordsSchema } from "./estimate-words-schema";
import {
  type homeSizeSchema,
  type householdItemSchema,
  itemCatalogueSchema,
  type itemCategorySchema,
} from "./household-items-schema";
import { servedCitiesSchema, type servedCitySchema } from "./served-cities-schema";

export { citySlugOf } from "./served-cities-schema";

export const estimateContentSchema = z
  .object({
    cities: servedCitiesSchema,
    rates: estimateRatesSchema,
    catalogue: itemCatalogueSchema,
    words: estimateWordsSchema,
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
export type EstimateWords = z.infer<typeof estimateWordsSchema>;
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
