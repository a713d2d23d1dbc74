import { Link } from "react-router";
import { Icon } from "../ui/icon";
import { RowTable } from "../ui/row-table";
import { Section, SectionHeading } from "../ui/section";
import type { CityPageData } from "./city-page-data";

/** Distance and days on the road, both ways (same day for a move within the city). */
export function CityFacts({ facts }: { facts: CityPageData["facts"] }) {
  return (
    <Section labelledBy="route-facts">
      <h2 id="route-facts" className="text-2xl font-bold text-navy-900">
        {facts.heading}
      </h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {facts.rows.map((row) => (
          <div key={row.label} className="rounded-lg border border-navy-100 bg-navy-50 p-4">
            <dt className="text-sm font-semibold text-muted">{row.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The route's prices, worked out while building from the estimate's rates, and the link to the estimate. */
export function CityPrices({ prices }: { prices: CityPageData["prices"] }) {
  return (
    <Section tone="tinted" labelledBy="route-prices">
      <SectionHeading id="route-prices" title={prices.heading} intro={prices.intro} />
      {prices.localKm && <p className="-mt-4 mb-6 text-muted">{prices.localKm}</p>}
      <RowTable
        className="max-w-2xl bg-white"
        caption={prices.caption}
        columns={[
          { heading: prices.moveHeading, cellClassName: "py-3" },
          {
            heading: prices.priceHeading,
            align: "end",
            cellClassName: "py-3 font-bold whitespace-nowrap text-navy-900",
          },
        ]}
        rows={prices.lines.map((line) => ({
          key: line.key,
          cells: [
            <>
              {line.label}
              {line.shared && <span className="font-normal text-muted"> {prices.sharedMark}</span>}
            </>,
            line.price,
          ],
        }))}
      />
      {prices.sharedNote && <p className="mt-4 max-w-2xl text-muted">{prices.sharedNote}</p>}
      <p className="mt-4 max-w-2xl text-muted">{prices.note}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={prices.estimateLink.href}
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-navy-900 px-5 font-bold text-white hover:bg-navy-800"
        >
          {prices.estimateLink.label} <Icon name="arrowRight" />
        </Link>
        <p className="text-muted">{prices.estimateLink.hint}</p>
      </div>
    </Section>
  );
}

/** What is true of this route alone: the road, the state, the city, the seasons, places nearby. */
export function CityGuide({ guide }: { guide: CityPageData["guide"] }) {
  return (
    <Section labelledBy="route-guide" narrow>
      <h2 id="route-guide" className="text-2xl font-bold text-navy-900">
        {guide.heading}
      </h2>
      {guide.topics.map((topic) => (
        <div key={topic.id} className="mt-6">
          {topic.heading && <h3 className="text-xl font-bold text-navy-900">{topic.heading}</h3>}
          <div className="mt-3 grid gap-4 text-lg">
            {topic.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      ))}
    </Section>
  );
}

/** Questions families ask about this route, each answer opening under its question. */
export function CityQuestions({ questions }: { questions: NonNullable<CityPageData["questions"]> }) {
  return (
    <Section tone="tinted" labelledBy="route-questions" narrow>
      <h2 id="route-questions" className="text-2xl font-bold text-navy-900">
        {questions.heading}
      </h2>
      <div className="mt-6 grid gap-3">
        {questions.items.map((item) => (
          <details key={item.question} className="rounded-lg border border-navy-100 bg-white">
            <summary className="min-h-11 cursor-pointer px-4 py-3 text-lg font-semibold text-navy-900">
              {item.question}
            </summary>
            <p className="px-4 pb-4 text-lg">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** The services a move on this route uses, each linking to its page. */
export function CityServices({ services }: { services: CityPageData["services"] }) {
  return (
    <Section labelledBy="route-services">
      <h2 id="route-services" className="text-2xl font-bold text-navy-900">
        {services.heading}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1">
        {services.links.map((service) => (
          <li key={service.href}>
            <Link
              to={service.href}
              className="inline-flex min-h-11 items-center font-bold text-teal-700 underline decoration-2 underline-offset-4 hover:text-navy-900"
            >
              {service.title}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
