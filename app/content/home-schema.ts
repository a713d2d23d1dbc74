/**
 * The home page's subjects (home.ts and home.json): hero slides, reasons, questions, and its sections' headings.
 * Their words' shapes come from the English home.json (words-shape.ts); only rules and labels are written here.
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";
import { picture } from "./validators";
import englishHome from "./words/en/home.json" with { type: "json" };
import { wordsEntryShape } from "./words-shape";

/** A hero slide: home.json's `heroSlides` entry, with its picture (home.ts) and the editor's labels. */
export const heroSlideSchema = wordsEntryShape(
  englishHome.heroSlides,
  {
    title: nonEmpty.meta({ title: "Big heading" }),
    subtitle: nonEmpty.meta({ title: "Line under the heading" }),
    tagline: nonEmpty.meta({ title: "Small line above the heading" }),
    image: picture.meta({ title: "Its picture" }),
  },
  "heroSlides",
);

/** A reason to choose us: home.json's `reasons` entry, with the editor's labels. */
export const reasonSchema = wordsEntryShape(
  englishHome.reasons,
  {
    title: nonEmpty.meta({ title: "Reason" }),
    summary: nonEmpty.meta({ title: "In one line" }),
    description: nonEmpty.meta({ title: "In a few sentences" }),
  },
  "reasons",
);

/** A question and its answer; `link` sends the reader on to the page that shows more (checked against pages.ts). */
export const faqSchema = wordsEntryShape(
  englishHome.faq,
  {
    question: nonEmpty.meta({ title: "Question" }),
    answer: nonEmpty.meta({ title: "Answer" }),
    link: z
      .object({
        page: nonEmpty.meta({ title: "Page it leads to", description: "The page's key, like estimate" }),
        label: nonEmpty.meta({ title: "Words of the link" }),
      })
      .optional()
      .meta({ title: "A link to read more (optional)" }),
  },
  "faq",
);

/** A home page section's heading, with an optional line above it and introduction below. */
export const sectionHeadingSchema = z.object({
  kicker: nonEmpty.optional(),
  heading: nonEmpty,
  intro: nonEmpty.optional(),
});
