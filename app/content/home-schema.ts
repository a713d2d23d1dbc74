/**
 * The home page's subjects (home.ts and home.json): hero slides, reasons, questions, and its sections' headings.
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";
import { entryId, picture } from "./validators";

export const heroSlideSchema = z.object({
  id: entryId,
  title: nonEmpty.meta({ title: "Big heading" }),
  subtitle: nonEmpty.meta({ title: "Line under the heading" }),
  tagline: nonEmpty.meta({ title: "Small line above the heading" }),
  image: picture.meta({ title: "Its picture" }),
});

export const reasonSchema = z.object({
  id: entryId,
  title: nonEmpty.meta({ title: "Reason" }),
  summary: nonEmpty.meta({ title: "In one line" }),
  description: nonEmpty.meta({ title: "In a few sentences" }),
});

/** A question and its answer; `link` sends the reader on to the page that shows more (checked against pages.ts). */
export const faqSchema = z.object({
  id: entryId,
  question: nonEmpty.meta({ title: "Question" }),
  answer: nonEmpty.meta({ title: "Answer" }),
  link: z
    .object({
      page: nonEmpty.meta({ title: "Page it leads to", description: "The page's key, like estimate" }),
      label: nonEmpty.meta({ title: "Words of the link" }),
    })
    .optional()
    .meta({ title: "A link to read more (optional)" }),
});

/** A home page section's heading, with an optional line above it and introduction below. */
export const sectionHeadingSchema = z.object({
  kicker: nonEmpty.optional(),
  heading: nonEmpty,
  intro: nonEmpty.optional(),
});
