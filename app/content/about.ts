/**
 * The About page's facts: the figures of the statistics row, from track-record.ts and company.ts
 * (yearsInBusiness), never typed in by hand. Its words (our story, vision and mission, the
 * statistics' labels, the testimonials and the page's headings) are in
 * app/content/words/<language>/about.json.
 */
import { yearsInBusiness } from "./company";
import type { Statistic } from "./schema";
import { trackRecord } from "./track-record";

/** The figures, in the order of about.json's `statistics` labels. */
export const statistics: Array<Pick<Statistic, "value">> = [
  { value: trackRecord.relocations },
  { value: trackRecord.clients },
  { value: trackRecord.cities },
  { value: `${yearsInBusiness}+` },
];
