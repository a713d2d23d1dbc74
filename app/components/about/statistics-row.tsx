import type { Statistic } from "../../content/schema";
import { Section } from "../ui/section";

/** The four figures the company stands behind, as written in the content, and what they count. */
export function StatisticsRow({
  statistics,
  heading,
  note,
}: {
  statistics: Statistic[];
  heading: string;
  note: string;
}) {
  return (
    <Section tone="navy" labelledBy="statistics-heading">
      <h2 id="statistics-heading" className="sr-only">
        {heading}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-8 text-center lg:grid-cols-4">
        {statistics.map((statistic) => (
          <div key={statistic.label} className="flex flex-col-reverse gap-1">
            <dt className="text-base text-navy-100">{statistic.label}</dt>
            <dd className="text-4xl font-extrabold text-marigold-300 sm:text-5xl">{statistic.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto mt-8 max-w-prose text-center text-base text-navy-100">{note}</p>
    </Section>
  );
}
