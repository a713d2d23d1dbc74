/**
 * The shape of the company's track record (facts/track-record.json, read by track-record.ts): the
 * figures the About page, the home page and the service texts claim. The titles and descriptions
 * are the editor's labels and hints (Facts › Track record).
 */
import { z } from "zod";

/** A rounded count as the site shows it: 12K+, 1,200+, 20+. */
const figure = z
  .string()
  .regex(/^\d{1,3}(?:,\d{3})*(?:K)?\+$/, "must be a rounded count as shown, like 12K+, 1,200+ or 20+")
  .meta({ patternMessage: "Write it as the site shows it: 12K+, 1,200+ or 20+" });

export const trackRecordSchema = z
  .object({
    relocations: figure.meta({
      title: "Moves done",
      description:
        "Every move our crews have packed and moved since the year below (a home, an office or a vehicle, once per move), as shown: 12K+",
    }),
    clients: figure.meta({
      title: "Customers",
      description:
        "The families, offices and businesses behind those moves, each counted once however often they moved with us; fewer than the moves. As shown: 8K+",
    }),
    cities: figure.meta({
      title: "Cities we move to",
      description: "The cities outside Hyderabad we run moves to and from, as shown: 20+",
    }),
    countedSince: z
      .number()
      .int("must be a year")
      .min(1950, "must be a year after 1950")
      .max(2100, "must be a year before 2100")
      .meta({
        title: "Counted since (year)",
        description: "The year the proprietor's own crew began, from which moves and customers are counted",
      }),
  })
  .meta({
    title: "Track record",
    description:
      "The figures the About page, the home page and the service texts claim. Only figures the company's own records show.",
  });

export type TrackRecord = z.infer<typeof trackRecordSchema>;
