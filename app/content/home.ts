/**
 * The home page's facts: the hero slides' pictures and which question links to the estimate.
 * Its words (hero slides, the six reasons, the FAQ, the about teaser, the proprietor's words, the
 * closing call to action, the section headings and the strip of city names) are in
 * app/content/words/<language>/home.json; figures there are slots (`{citiesServed}`) filled from
 * company.ts and track-record.ts (facts/company.json and facts/track-record.json).
 */
import type { HeroSlide } from "./schema";

/** Each slide's picture (its `alt` is a word, in home.json). */
export const heroSlides: Array<{ id: string; image: Pick<HeroSlide["image"], "src"> }> = [
  { id: "household-shifting", image: { src: "hero-1.svg" } },
  { id: "car-and-bike", image: { src: "hero-2.svg" } },
  { id: "storage", image: { src: "hero-3.svg" } },
];

/** The questions, in the order the page shows them (their words are in home.json's `faq`, by id). */
export const faq: Array<{ id: string; link?: { page: string } }> = [
  { id: "when-to-book" },
  { id: "packing-material" },
  { id: "transit-insurance" },
  { id: "car-and-two-wheeler" },
  { id: "cost", link: { page: "estimate" } },
  { id: "damage" },
];
