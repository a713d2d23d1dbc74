import { Link } from "react-router";
import type { SectionHeadingWords } from "../../content/schema";
import type { NavigationLink } from "../../lib/layout-data";
import { homeSectionIds } from "../../lib/paths";
import { Section, SectionHeading } from "../ui/section";
import { OneOpenList } from "./one-open-list";

/** A question as the page shows it: its link, if it has one, already resolved to an address. */
export type FaqEntry = { question: string; answer: string; link?: NavigationLink };

/** The six common questions, one answer open at a time (also published as FAQPage JSON-LD). */
export function FaqSection({ headingWords, faq }: { headingWords: SectionHeadingWords; faq: FaqEntry[] }) {
  return (
    <Section id={homeSectionIds.faq} labelledBy="faq-heading" narrow>
      <SectionHeading
        id="faq-heading"
        kicker={headingWords.kicker}
        title={headingWords.heading}
        intro={headingWords.intro}
      />
      <OneOpenList
        groupName="home-faq"
        items={faq}
        itemKey={(item) => item.question}
        className="grid gap-3"
        summary={(item) => <span className="text-lg font-semibold text-navy-900">{item.question}</span>}
      >
        {(item) => (
          <>
            <p>{item.answer}</p>
            {item.link && (
              <p className="mt-3">
                <Link
                  to={item.link.href}
                  className="inline-flex min-h-12 items-center font-bold text-navy-800 underline decoration-marigold-400 decoration-2 underline-offset-4"
                >
                  {item.link.label}
                </Link>
              </p>
            )}
          </>
        )}
      </OneOpenList>
    </Section>
  );
}
