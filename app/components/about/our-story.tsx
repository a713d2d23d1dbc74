import type { AboutWords, Company } from "../../content/schema";
import { Section, SectionHeading } from "../ui/section";

/** The company's story, with the facts a visitor may want to check beside it. */
export function OurStory({
  story,
  company,
  words,
}: {
  words: AboutWords["story"];
  story: { heading: string; paragraphs: string[] };
  company: Pick<Company, "foundedYear" | "proprietor" | "registeredOffice" | "branchOffice">;
}) {
  const { registeredOffice, branchOffice } = company;
  const facts = [
    { term: words.startedIn, detail: String(company.foundedYear) },
    { term: words.inTradeSince, detail: String(company.proprietor.inTradeSince) },
    { term: company.proprietor.title, detail: company.proprietor.name },
    { term: registeredOffice.label, detail: `${registeredOffice.locality}, ${registeredOffice.city}` },
    { term: branchOffice.label, detail: `${branchOffice.locality}, ${branchOffice.state}` },
  ];
  return (
    <Section labelledBy="our-story-heading">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <SectionHeading id="our-story-heading" kicker={words.kicker} title={story.heading} />
          <div className="max-w-prose space-y-5 text-lg">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside
          aria-label={words.glanceHeading}
          className="self-start rounded-card border-l-4 border-marigold-500 bg-marigold-50 p-6"
        >
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{words.glanceHeading}</p>
          <dl className="mt-4 space-y-4">
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt className="text-sm font-semibold text-muted">{fact.term}</dt>
                <dd className="text-lg font-bold text-navy-900">{fact.detail}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </Section>
  );
}
