/**
 * The menus' shape (navigation.ts and layout.json): links to pages by key, groups of them, and the
 * service pages' routes.
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";
import { entryId } from "./validators";

/** A link to one of the site's pages, named by its key in pages.ts (checked against it below). */
export const navigationItemSchema = z.object({ id: entryId, label: nonEmpty, page: nonEmpty });

/** Which service pages link to the route pages, and which routes they name (slugs of served cities). */
export const serviceRoutesSchema = z.object({
  services: z.array(nonEmpty),
  cities: z.array(nonEmpty).min(1).max(12, "must name at most 12 routes (the rest are on the list of cities)"),
});

/** A group of links under a heading (the footer's "Plan your move"). */
export const navigationGroupSchema = z.object({
  id: entryId,
  heading: nonEmpty,
  links: z.array(navigationItemSchema).min(1),
});
