import type { FaqItem, SectionHeadingCopy } from "../../content/schema";
import { Section, SectionHeading } from "../ui/section";
import { OneOpenList } from "./one-open-list";

/** The six common questions, one answer open at a time (also published as FAQPage JSON-LD). */
export function FaqSection({ copy, faq }: { copy: SectionHeadingCopy; faq: FaqItem[] }) {
  return (
    <Section labelledBy="faq-heading" narrow>
      <SectionHeading id="faq-heading" kicker={copy.kicker} title={copy.heading} intro={copy.intro} />
      <OneOpenList
        groupName="home-faq"
        items={faq}
        itemKey={(item) => item.question}
        className="grid gap-3"
        summary={(item) => <span className="text-lg font-semibold text-navy-900">{item.question}</span>}
      >
        {(item) => <p>{item.answer}</p>}
      </OneOpenList>
    </Section>
  );
}
