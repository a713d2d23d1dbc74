/**
 * The About page's facts: the figures of the statistics row, from the track record
 * (facts/track-record.json, Facts › Track record in the editor) and the company's founding year
 * (yearsInBusiness), never typed in by hand. Its words (our story, vision and mission, the
 * statistics' labels, the testimonials and the page's headings) are in
 * app/content/words/<language>/about.json (Words › About). A testimonial is words only: the quote,
 * the customer's name, who they are and their city, as each language writes them; it has no fact
 * shared by the languages, so it is added and changed in Words › About, in every language.
 */
import { yearsInBusiness } from "./company";
import type { Statistic } from "./schema";
import { trackRecord } from "./track-record";

/** The figures, in the order the page shows them; their labels are in about.json's `statistics`, by id. */
export const statistics: Array<{ id: string } & Pick<Statistic, "value">> = [
  { id: "relocations", value: trackRecord.relocations },
  { id: "clients", value: trackRecord.clients },
  { id: "cities", value: trackRecord.cities },
  { id: "years", value: `${yearsInBusiness}+` },
];
