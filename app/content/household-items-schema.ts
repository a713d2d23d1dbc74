/**
 * The shape of the estimate's item catalogue (facts/household-items.json, and the names in
 * estimate.json): categories, items with their volumes, and the home sizes' typical lists. The
 * titles and descriptions are the editor's labels and hints (Facts › Household items) and what a
 * build error names.
 */
import { z } from "zod";
import { uniqueBy } from "./content-errors";
import { requiredHomeSizeIds } from "./estimate-keys";
import { id } from "./estimate-rates-schema";
import { nonEmpty } from "./text-rules";

const idHint = "Lower-case words joined by hyphens; estimate links use it, so do not change it once the site is live";

export const itemCategorySchema = z.object({
  id: id.meta({ title: "Category's id", description: `${idHint}. Its name is under the same id in Words › Estimate` }),
  name: nonEmpty,
});

export const householdItemSchema = z.object({
  id: id.meta({ title: "Item's id", description: `${idHint}. Its name is under the same id in Words › Estimate` }),
  name: nonEmpty,
  category: id.meta({
    title: "Category",
    description: "The category the estimate lists it under",
    chosenFrom: "estimate.catalogue.categories",
  }),
  // A single piece larger than a 32 ft container's fifth is not a household item; split it up.
  cuFt: z.number().positive("must be more than 0 cu ft").max(200, "must be at most 200 cu ft").meta({
    title: "Space it takes packed (cu ft)",
    description: "Cubic feet, as it travels: a bed dismantled with its mattress, a fridge in its packing",
  }),
});

const homeItemSchema = z.object({
  item: id.meta({ title: "Item (its id)", description: "One of the items' ids (double-bed, carton-medium)" }),
  count: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1 (leave an item out instead)")
    .max(99, "must be at most 99")
    .meta({ title: "How many" }),
});

export const homeSizeSchema = z.object({
  id: id.meta({ title: "Home size's id", description: `${idHint} (2bhk)` }),
  name: nonEmpty,
  kind: z.enum(["home", "office"], { error: 'must be "home" or "office"' }).meta({ title: "Home or office" }),
  // Written as a list (the editor adds to a list); the estimate reads it as counts by item id.
  items: z
    .array(homeItemSchema)
    .min(1, "must list at least one item")
    .superRefine(uniqueBy((entry) => entry.item, "item"))
    .transform((entries) => Object.fromEntries(entries.map((entry) => [entry.item, entry.count])))
    .meta({
      title: "Typical things in it",
      description: "What the estimate starts from when a family picks this size; they add and remove items after",
    }),
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
      // The counts keep the list's order, so an item's place in it is its place in the editor's list.
      Object.keys(home.items).forEach((itemId, itemIndex) => {
        if (!itemIds.has(itemId)) {
          context.addIssue({
            code: "custom",
            message: `unknown item "${itemId}" (use one of the items' ids)`,
            path: ["homeSizes", index, "items", itemIndex, "item"],
          });
        }
      });
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
