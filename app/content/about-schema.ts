/**
 * The About page's subjects (about.ts and about.json): testimonials, statistics, and its own words.
 */
import { z } from "zod";
import { nonEmpty, sentenceWith } from "./text-rules";
import { entryId } from "./validators";

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

/** The About page's headings and the testimonials' controls (about.ts). */
export const aboutWordsSchema = z.object({
  story: z.object({ kicker: nonEmpty, glanceHeading: nonEmpty, startedIn: nonEmpty, inTradeSince: nonEmpty }),
  statisticsHeading: nonEmpty,
  /** One line under the figures saying what each counts (track-record.ts). */
  statisticsNote: nonEmpty,
  visionMission: z.object({ kicker: nonEmpty, heading: nonEmpty, vision: nonEmpty, mission: nonEmpty }),
  testimonials: z.object({
    kicker: nonEmpty,
    heading: nonEmpty,
    label: nonEmpty,
    previous: nonEmpty,
    next: nonEmpty,
    position: sentenceWith("position", "count"),
    /** What the pause button stops, as it reads after "Pause". */
    moving: nonEmpty,
  }),
});
