/**
 * A page's shape (pages.ts and each page's words): its title and description with their limits,
 * heading, introduction and share picture.
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";

/** The words of one page: its search-result title and description, and its hero heading and intro. */
export const pageWordsSchema = z.object({
  title: nonEmpty
    .max(60, "must be at most 60 characters (search engines cut longer titles)")
    .meta({ title: "Title in search results", description: "At most 60 characters; also the browser tab's name" }),
  description: z
    .string()
    .trim()
    .min(50, "must be at least 50 characters")
    .max(160, "must be at most 160 characters")
    .meta({ title: "Description in search results", description: "50 to 160 characters" }),
  heading: nonEmpty.meta({ title: "Heading on the page" }),
  intro: nonEmpty.meta({ title: "Introduction under the heading" }),
  /** A short line above the heading ("About us"). */
  kicker: nonEmpty.optional().meta({ title: "Short line above the heading (optional)" }),
  /** The drawing on the page's share picture: an SVG in public/art. */
  shareArt: z
    .string()
    .regex(/^[a-z0-9-]+\.svg$/, "must be an SVG file name in public/art, like hero-1.svg")
    .meta({
      title: "Drawing on its share picture",
      description: "One of the drawings in public/art, like hero-1.svg",
      patternMessage: "A drawing's file name, like hero-1.svg",
    }),
  /** Kept out of search results and the sitemap (a page reached only after an action). */
  noindex: z.literal(true).optional(),
  /** Words visitors may search for that the page's words do not use ("price" for the estimate). */
  searchTerms: z.array(nonEmpty).optional().meta({ singular: "search term" }),
});

/** A page key names the page's address and module: `thankYou` is /thank-you/ and routes/thank-you.tsx. */
export const pageKey = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "must be a camelCase name like thankYou");

export type PageWords = z.infer<typeof pageWordsSchema>;
