/**
 * A service's shape (services.ts and services.json): its slug and picture, and its words.
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";
import { entryId, picture, slug } from "./validators";

/** The words of a page's own address: lower-case words joined by hyphens, never changed once published. */
const slugField = slug.meta({
  title: "Address of its page",
  description: "Small letters and hyphens; changing it breaks links to the page",
  patternMessage: "Small letters and hyphens only, like house-shifting",
});

export const serviceSchema = z.object({
  slug: slugField,
  title: nonEmpty.meta({ title: "Name of the service" }),
  enquiryLabel: nonEmpty.meta({ title: "Its name in the enquiry form's list" }),
  shortDescription: nonEmpty.meta({ title: "One line about it", description: "On its card in the list of services" }),
  heading: nonEmpty.meta({ title: "Heading of its page" }),
  quote: nonEmpty.meta({ title: "The line highlighted on its page" }),
  description: z.array(nonEmpty).min(1).meta({ title: "What it is", description: "One paragraph per box" }),
  // Laid out as a grid of two columns on phones' landscape and four on desktops.
  whyChooseUs: z
    .array(
      z.object({
        id: entryId,
        title: nonEmpty.meta({ title: "Point" }),
        text: nonEmpty.meta({ title: "In a sentence or two" }),
      }),
    )
    .min(2, "must have at least two points")
    .max(8, "must have at most eight points (they are shown as a grid of cards)")
    .meta({ title: "Why choose us for it", description: "Two to eight points" }),
  image: picture.meta({ title: "Its picture" }),
});
