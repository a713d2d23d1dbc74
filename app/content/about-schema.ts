/**
 * The About page's subjects (about.ts and about.json): testimonials, statistics, and its own words.
 */
import { z } from "zod";
import { nonEmpty, sentenceWith } from "./text-rules";
import { entryId } from "./validators";
import englishAbout from "./words/en/about.json" with { type: "json" };
import { wordsShape } from "./words-shape";

export const testimonialSchema = z.object({
  id: entryId,
  quote: nonEmpty.meta({ title: "What the customer said", description: "Only words a real customer wrote or said" }),
  name: nonEmpty.meta({ title: "Customer's name" }),
  role: nonEmpty.meta({ title: "Who they are", description: "For example: moved a 2BHK from Kukatpally" }),
  city: nonEmpty.meta({ title: "City" }),
});

export const statisticSchema = z.object({
  id: entryId,
  value: nonEmpty.meta({ title: "Figure", description: "As shown: 1,200+" }),
  label: nonEmpty.meta({ title: "What it counts" }),
});

/** The About page's headings and the testimonials' controls: about.json's `aboutWords`, with the slots a sentence keeps. */
export const aboutWordsSchema = wordsShape(
  englishAbout.aboutWords,
  { testimonials: { position: sentenceWith("position", "count") } },
  "aboutWords",
);
