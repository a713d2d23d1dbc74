/**
 * The company's track record: the one source for these claims wherever the site or the brochure
 * makes them (the About page's statistics row, the home page, service texts). The figures are in
 * app/content/facts/track-record.json: in the editor, Facts › Track record (its rules and hints in
 * track-record-schema.ts). Change them there and every page that claims them follows.
 *
 * What each figure counts (the About page says it in one line, aboutWords.statisticsNote):
 * - relocations: every move our crews have packed and moved since `countedSince` (a home, an
 *   office or a vehicle, once per move), first as the packing and loading crew other Hyderabad
 *   movers hired, and since the company's own start (company.foundedYear) under its own name.
 * - clients: the families, offices and businesses behind those moves, each counted once however
 *   many times they moved with us: a family moving out on a transfer and back again, an office
 *   shifting floors and then branches, a company booking moves for its transferred staff. That is
 *   why there are fewer clients than relocations.
 * - cities: the cities outside Hyderabad we run moves to and from (the home page's strip).
 * The years figures are not here: the company's come from company.foundedYear ("5+ years"), the
 * proprietor's from company.proprietor.inTradeSince ("more than a decade").
 */
import facts from "./facts/track-record.json" with { type: "json" };
import type { TrackRecord } from "./track-record-schema";

/** Checked by its schema with the rest of the site's content when the site is built (schema.ts). */
export const trackRecord: TrackRecord = facts.trackRecord;
