import type { Company, SectionHeadingWords } from "../../content/schema";
import { telHref } from "../../lib/contact-links";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { sentenceText } from "../ui/sentence";

/** The proprietor's own words, signed, with the numbers and addresses that reach him and his team. */
export function FounderQuote({
  headingWords,
  quote,
  company,
  contactHeading,
}: {
  headingWords: SectionHeadingWords;
  quote: string;
  /** "Speak to {firstName} and the team": the name as each language addresses him, not cut from his full name. */
  contactHeading: string;
  company: Pick<Company, "proprietor" | "name" | "phones" | "emails">;
}) {
  const { proprietor } = company;
  return (
    <Section tone="navy" labelledBy="founder-heading">
      <SectionHeading
        id="founder-heading"
        kicker={headingWords.kicker}
        title={headingWords.heading}
        intro={headingWords.intro}
        tone="navy"
      />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <figure className="relative rounded-card bg-navy-800 p-6 sm:p-8">
          <span aria-hidden="true" className="absolute -top-4 left-5 text-7xl leading-none text-marigold-400">
            &ldquo;
          </span>
          <blockquote className="text-lg leading-relaxed sm:text-xl">
            <p>{quote}</p>
          </blockquote>
          <figcaption className="mt-6 border-t border-white/15 pt-4">
            <span className="block text-lg font-bold">{proprietor.name}</span>
            <span className="block text-navy-100">
              {proprietor.title}, {company.name}
            </span>
          </figcaption>
        </figure>
        <div>
          <h3 className="text-lg font-bold">{sentenceText(contactHeading, { firstName: proprietor.addressedAs })}</h3>
          <ul className="mt-4 grid gap-2">
            {company.phones.map((phone) => (
              <li key={phone.number}>
                <a
                  href={telHref(phone.number)}
                  className="inline-flex min-h-11 items-center gap-3 rounded-md font-semibold whitespace-nowrap hover:text-marigold-300"
                >
                  <Icon name="phone" className="size-5 text-marigold-300" />
                  <span>
                    <span className="block">{phone.number}</span>
                    <span className="block text-sm font-normal text-navy-100">{phone.label}</span>
                  </span>
                </a>
              </li>
            ))}
            {company.emails.map((email) => (
              <li key={email.address}>
                <a
                  href={`mailto:${email.address}`}
                  className="inline-flex min-h-11 items-center gap-3 rounded-md font-semibold hover:text-marigold-300"
                >
                  <Icon name="mail" className="size-5 shrink-0 text-marigold-300" />
                  <span className="min-w-0">
                    <span className="block break-words">{email.address}</span>
                    <span className="block text-sm font-normal text-navy-100">{email.label}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
