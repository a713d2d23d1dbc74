import { useMemo } from "react";
import type { EstimateWords } from "../../content/estimate-schema";
import { type EstimateData, type RateCardRow, rateCard } from "../../lib/estimate";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { formatRupeeRange } from "../../lib/rupees";
import { formatCount } from "../../lib/visitor-count";

/** A row's cell for a band, joined by the band's id: a cell stands under its own band's heading whatever the lists' order. */
function cellOf(row: RateCardRow, bandId: string): RateCardRow["cells"][number] {
  const cell = row.cells.find((candidate) => candidate.bandId === bandId);
  if (!cell) throw new Error(`The rate card has no price for ${row.homeSize.id} in the band ${bandId}`);
  return cell;
}

/**
 * The rate card: what a move usually costs, one row per home size and one column per distance
 * band, worked out by the same estimate from the same rates while the page is pre-rendered (and in
 * the browser only after a client-side navigation: static-rate-card.tsx). It is the page's answer
 * without JavaScript, and a quick guide with it.
 */
export function RateCard({
  data,
  words,
  headingId,
  volumeTemplate,
}: {
  data: EstimateData;
  words: EstimateWords["rateCard"];
  headingId: string;
  /** "{volume} cu ft": the preset's volume under its name. */
  volumeTemplate: string;
}) {
  const card = useMemo(() => rateCard(data), [data]);
  return (
    <>
      <h2 id={headingId} className="text-2xl font-bold text-navy-900 sm:text-3xl">
        {words.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted">{words.intro}</p>
      <p className="mt-3 hidden max-w-3xl rounded-lg border-2 border-marigold-500 bg-marigold-50 p-3 noscript:block">
        {words.noScript}
      </p>
      <section
        aria-labelledby={`${headingId}-caption`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; keyboard users must reach it to scroll it (WCAG 2.1.1).
        tabIndex={0}
        // A card per home size below 40rem (app.css); columns above, scrolling with a cue at the
        // edges if enlarged text makes them wider than the screen.
        className="scroll-cue mt-6 overflow-x-auto rounded-card border border-line"
      >
        <table className="stacked-table w-full border-collapse text-left sm:min-w-[36rem]">
          <caption id={`${headingId}-caption`} className="p-3 text-left font-semibold text-navy-900">
            {words.caption}
          </caption>
          <thead>
            <tr className="bg-navy-50 text-navy-900">
              <th scope="col" className="p-3 font-semibold">
                {words.homeSizeHeading}
              </th>
              {card.bands.map((band) => (
                <th key={band.id} scope="col" className="p-3 text-right font-semibold">
                  {band.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {card.rows.map((row) => (
              <tr key={row.homeSize.id} className="border-t border-line">
                <th scope="row" className="p-3 font-semibold text-navy-900">
                  {row.homeSize.name}
                  <span className="block text-sm font-normal text-muted">
                    {fillPlaceholders(volumeTemplate, { volume: formatCount(Math.round(row.volumeCuFt)) })}
                  </span>
                </th>
                {card.bands.map((band) => {
                  const cell = cellOf(row, band.id);
                  return (
                    <td key={band.id} data-label={band.label} className="px-3 py-1 text-right tabular-nums sm:py-3">
                      {formatRupeeRange(cell.low, cell.high)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-3 max-w-3xl text-muted">{words.note}</p>
    </>
  );
}
