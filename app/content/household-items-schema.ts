/**
 * The shape of the estimate's item catalogue (household-items.ts, and the names in estimate.json):
 * categories, items with their volumes, and the home sizes' typical lists.
 */
import { z } from "zod";
import { uniqueBy } from "./content-errors";
import { requiredHomeSizeIds } from "./estimate-keys";
import { id } from "./estimate-rates-schema";
import { nonEmpty } from "./text-rules";

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
