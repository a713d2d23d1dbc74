import { Link } from "react-router";
import type { SectionHeadingWords } from "../../content/schema";
import { useLanguagePrefix } from "../../lib/layout-data";
import { paths } from "../../lib/paths";
import { ServiceCard, type ServiceCardData } from "../services/service-card";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

/** All eight services as cards, each leading to its own page. */
export function ServicesSection({
  headingWords,
  services,
  words,
}: {
  headingWords: SectionHeadingWords;
  services: ServiceCardData[];
  words: { readMore: string; allServicesLink: string };
}) {
  const prefix = useLanguagePrefix();
  return (
    <Section labelledBy="services-heading">
      <SectionHeading
        id="services-heading"
        kicker={headingWords.kicker}
        title={headingWords.heading}
        intro={headingWords.intro}
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard
              service={service}
              readMore={words.readMore}
              sizes="(min-width: 1152px) 16rem, (min-width: 1024px) 24vw, (min-width: 640px) 50vw, 100vw"
            />
          </li>
        ))}
      </ul>
      <Link
        to={`${prefix}${paths.services}`}
        className="mt-8 inline-flex min-h-11 items-center gap-2 font-bold text-teal-700 underline decoration-2 underline-offset-4 hover:text-navy-900"
      >
        {words.allServicesLink} <Icon name="arrowRight" />
      </Link>
    </Section>
  );
}
