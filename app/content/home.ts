/**
 * The home page's facts: the hero slides' pictures and which question links to the estimate.
 * Its words (hero slides, the six reasons, the FAQ, the about teaser, the proprietor's words, the
 * closing call to action, the section headings and the strip of city names) are in
 * app/content/words/<language>/home.json; figures there are slots (`{citiesServed}`) filled from
 * company.ts and track-record.ts.
 */
import type { HeroSlide } from "./schema";

/** Each slide's picture (its `alt` is a word, in home.json). */
export const heroSlides: Array<{ image: Pick<HeroSlide["image"], "src"> }> = [
  { image: { src: "hero-1.svg" } },
  { image: { src: "hero-2.svg" } },
  { image: { src: "hero-3.svg" } },
];

/** The questions, in the order of home.json's `faq`: the fifth links on to the estimate. */
export const faq: Array<{ link?: { page: string } }> = [{}, {}, {}, {}, { link: { page: "estimate" } }, {}];
