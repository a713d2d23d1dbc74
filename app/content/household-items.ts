/**
 * THE THINGS FAMILIES MOVE, with the space each takes packed, in cubic feet (cu ft): the moving
 * estimate adds these up to size the truck and price the packing and labour. Volumes are of the
 * piece as it travels: a bed dismantled with its mattress, a fridge or a television in its
 * packing, a sofa wrapped; cartons are the standard moving cartons. Where they come from:
 * docs/decisions/010-estimate-rates-and-volumes.md.
 *
 * The facts (ids, categories, volumes, the home sizes' typical lists and the order of every list)
 * are in app/content/facts/household-items.json; in the editor: Facts › Household items, every
 * volume and count a number field with its meaning beside it (household-items-schema.ts). The
 * names a visitor reads (of the categories, the items and the home sizes) are in
 * app/content/words/<language>/estimate.json, under `estimate.catalogue`, one entry per id
 * (Words › Estimate, in every language).
 *
 * To add an item: in Words › Estimate › Items, in English, add one with a new id (lower-case words
 * joined by hyphens, typed there only; estimate links use it, so do not rename an id once the site
 * is live) and its name, save, and write its name beside it in Telugu and Hindi; then in Facts ›
 * Household items add it to Items, chosen by its name, with its category (chosen by name) and its
 * volume. To change a volume: change the number. The build names any mistake, with its field.
 *
 * The home sizes are the inventories the estimate starts from when a family picks "2 BHK": each
 * item's id and how many. They are typical, not exact; the family adds and removes items after.
 */
import type { z } from "zod";
import type { ItemCatalogue } from "./estimate-schema";
import facts from "./facts/household-items.json" with { type: "json" };
import type { itemCatalogueSchema } from "./household-items-schema";

/** The catalogue as facts/household-items.json writes it, without the words (names). */
type CatalogueFacts = z.input<typeof itemCatalogueSchema>;
type Unnamed<T> = Array<Omit<T, "name">>;

const catalogue = facts.estimate.catalogue as unknown as CatalogueFacts;

/** Checked by the catalogue's schema when the site is built (content.server.ts). */
export const itemCategories = catalogue.categories as Unnamed<ItemCatalogue["categories"][number]>;
export const householdItems = catalogue.items as Unnamed<ItemCatalogue["items"][number]>;
export const homeSizes = catalogue.homeSizes as Array<Omit<CatalogueFacts["homeSizes"][number], "name">>;
