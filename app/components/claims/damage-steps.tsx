import type { ClaimsContent } from "../../content/claims-schema";
import { NumberedSteps } from "../ui/numbered-steps";
import { Section, SectionHeading } from "../ui/section";

/** A damage or loss claim step by step, and how long its settlement takes. */
export function DamageSteps({ damage }: { damage: ClaimsContent["damage"] }) {
  return (
    <Section labelledBy="damage-heading">
      <SectionHeading id="damage-heading" title={damage.heading} intro={damage.intro} />
      <NumberedSteps steps={damage.steps} layout="beside" />
      <div className="mt-8 max-w-3xl">
        <h3 className="text-xl font-bold text-navy-900">{damage.settlementHeading}</h3>
        <p className="mt-2">{damage.insured}</p>
        <p className="mt-2">{damage.uninsured}</p>
        <p className="mt-2 text-muted">{damage.complaint}</p>
      </div>
    </Section>
  );
}
