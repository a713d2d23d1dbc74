import type { Reason, SectionHeadingWords } from "../../content/schema";
import { Section, SectionHeading } from "../ui/section";
import { OneOpenList } from "./one-open-list";

/** Six reasons to book, as cards that open one at a time to say more. */
export function ReasonsSection({ headingWords, reasons }: { headingWords: SectionHeadingWords; reasons: Reason[] }) {
  return (
    <Section tone="tinted" labelledBy="reasons-heading">
      <SectionHeading
        id="reasons-heading"
        kicker={headingWords.kicker}
        title={headingWords.heading}
        intro={headingWords.intro}
      />
      <OneOpenList
        groupName="home-reasons"
        items={reasons}
        itemKey={(reason) => reason.title}
        className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3"
        summary={(reason) => (
          <>
            <span className="block text-lg font-bold text-navy-900">{reason.title}</span>
            <span className="mt-1 block text-muted">{reason.summary}</span>
          </>
        )}
      >
        {(reason) => <p>{reason.description}</p>}
      </OneOpenList>
    </Section>
  );
}
