import type { VerifyUsWords } from "../../content/verify-us-schema";
import { NumberedSteps } from "../ui/numbered-steps";
import { Section, SectionHeading } from "../ui/section";

/** Signs of a fake mover that hold for every mover, not only this one. */
export function FakeMoverChecklist({ words }: { words: VerifyUsWords["checklist"] }) {
  return (
    <Section labelledBy="checklist-heading">
      <SectionHeading id="checklist-heading" title={words.heading} intro={words.intro} />
      <NumberedSteps steps={words.items} layout="beside" tone="marigold" />
    </Section>
  );
}
