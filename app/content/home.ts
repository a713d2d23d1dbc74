/**
 * The home page's facts: the hero slides' pictures (facts/hero-slides.json) and which question links to the estimate.
 * Its words (hero slides, the six reasons, the FAQ, the about teaser, the proprietor's words, the
 * closing call to action, the section headings and the strip of city names) are in
 * app/content/words/<language>/home.json; figures there are slots (`{citiesServed}`) filled from
 * company.ts and track-record.ts (facts/company.json and facts/track-record.json).
 */
import heroSlideFacts from "./facts/hero-slides.json" with { type: "json" };
import { withPictureFileNames } from "./picture-files";
import type { HeroSlide } from "./schema";

/**
 * Each slide's picture, in app/content/facts/hero-slides.json (Facts › Home page slides, in the
 * editor: a photograph uploaded there gets its AVIF and WebP sizes from the build). Its `alt` is
 * a word, in home.json, under the slide's id.
 */
export const heroSlides = withPictureFileNames(
  heroSlideFacts.heroSlides as Array<{ id: string; image: Pick<HeroSlide["image"], "src"> }>,
  "image",
);

/** The questions, in the order the page shows them (their words are in home.json's `faq`, by id). */
export const faq: Array<{ id: string; link?: { page: string } }> = [
  { id: "when-to-book" },
  { id: "packing-material" },
  { id: "transit-insurance" },
  { id: "car-and-two-wheeler" },
  { id: "cost", link: { page: "estimate" } },
  { id: "damage" },
];
