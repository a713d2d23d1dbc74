/**
 * A service's shape (services.ts and services.json): its slug and picture, and its words.
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";
import { picture, slug } from "./validators";
import englishServices from "./words/en/services.json" with { type: "json" };
import { wordsEntryShape } from "./words-shape";

/** The words of a page's own address: lower-case words joined by hyphens, never changed once published. */
const slugField = slug.meta({
  title: "Address of its page",
  description: "Small letters and hyphens; changing it breaks links to the page",
  patternMessage: "Small letters and hyphens only, like house-shifting",
});

/** Every service's words in English (services.json, keyed by slug): the shape of a service's words. */
const englishServiceEntries = Object.values(englishServices.services);

/**
 * A service: its slug (services.ts) and services.json's words for it, with the editor's labels and
 * the rules some words carry. The shape of its words comes from the English file (words-shape.ts).
 */
export const serviceSchema = wordsEntryShape(
  englishServiceEntries,
  {
    title: nonEmpty.meta({ title: "Name of the service" }),
    enquiryLabel: nonEmpty.meta({ title: "Its name in the enquiry form's list" }),
    shortDescription: nonEmpty.meta({ title: "One line about it", description: "On its card in the list of services" }),
    heading: nonEmpty.meta({ title: "Heading of its page" }),
    quote: nonEmpty.meta({ title: "The line highlighted on its page" }),
    description: z.array(nonEmpty).min(1).meta({ title: "What it is", description: "One paragraph per box" }),
    // Laid out as a grid of two columns on phones' landscape and four on desktops.
    whyChooseUs: z
      .array(
        wordsEntryShape(
          englishServiceEntries.flatMap((service) => service.whyChooseUs),
          { title: nonEmpty.meta({ title: "Point" }), text: nonEmpty.meta({ title: "In a sentence or two" }) },
          "services[].whyChooseUs",
        ),
      )
      .min(2, "must have at least two points")
      .max(8, "must have at most eight points (they are shown as a grid of cards)")
      .meta({ title: "Why choose us for it", description: "Two to eight points" }),
    image: picture.meta({ title: "Its picture" }),
  },
  "services",
  { slug: slugField },
);
