import type { ClaimsContent } from "../../content/claims-schema";
import { Section, SectionHeading } from "../ui/section";

/** A damage or loss claim step by step, and how long its settlement takes. */
export function DamageSteps({ damage }: { damage: ClaimsContent["damage"] }) {
  return (
    <Section labelledBy="damage-heading">
      <SectionHeading id="damage-heading" title={damage.heading} intro={damage.intro} />
      <ol className="grid gap-5 md:grid-cols-2">
        {damage.steps.map((step, index) => (
          <li key={step.title} className="flex min-w-0 gap-4 rounded-card border border-line bg-white p-5 shadow-card">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
            >
              {index + 1}
            </span>
            {/* min-w-0 and break-words: a step may name an e-mail address longer than a narrow phone's line. */}
            <div className="min-w-0 break-words">
              <h3 className="text-lg font-bold text-navy-900">{step.title}</h3>
              <p className="mt-1">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 max-w-3xl">
        <h3 className="text-xl font-bold text-navy-900">{damage.settlementHeading}</h3>
        <p className="mt-2">{damage.insured}</p>
        <p className="mt-2">{damage.uninsured}</p>
        <p className="mt-2 text-muted">{damage.complaint}</p>
      </div>
    </Section>
  );
}
