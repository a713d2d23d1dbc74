import type { BookSurveyWords } from "../../content/book-survey-schema";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

/** What the survey is for, what can still change the quoted price, and what cannot. */
export function SurveyPurpose({ words }: { words: BookSurveyWords["purpose"] }) {
  return (
    <Section labelledBy="survey-purpose-heading">
      <SectionHeading id="survey-purpose-heading" title={words.heading} />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4 text-lg">
          {words.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="rounded-card border-2 border-marigold-500 bg-marigold-50 p-5 font-semibold text-navy-900">
            {words.rule}
          </p>
        </div>
        <div>
          <h3 className="text-xl font-bold text-navy-900">{words.changesHeading}</h3>
          <ul className="mt-3 space-y-2">
            {words.changes.map((change) => (
              <li key={change} className="flex gap-3">
                <Icon name="arrowRight" className="mt-1 size-5 shrink-0 text-teal-700" />
                <span>{change}</span>
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-xl font-bold text-navy-900">{words.unchangedHeading}</h3>
          <p className="mt-2">{words.unchanged}</p>
        </div>
      </div>
    </Section>
  );
}
