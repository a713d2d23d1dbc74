import { Link } from "react-router";
import { useLanguagePrefix } from "../../lib/layout-data";
import { paths } from "../../lib/paths";
import { Icon } from "../ui/icon";
import { Section } from "../ui/section";

/** A few lines about the company and the way to the full story on /about. */
export function AboutTeaser({
  heading,
  paragraphs,
  linkLabel,
}: {
  heading: string;
  paragraphs: string[];
  linkLabel: string;
}) {
  const prefix = useLanguagePrefix();
  return (
    <Section labelledBy="about-teaser-heading" narrow>
      <h2 id="about-teaser-heading" className="text-2xl font-bold text-navy-900 sm:text-3xl">
        {heading}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg">
          {paragraph}
        </p>
      ))}
      <Link
        to={`${prefix}${paths.about}`}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-bold text-teal-700 underline decoration-2 underline-offset-4 hover:text-navy-900"
      >
        {linkLabel} <Icon name="arrowRight" />
      </Link>
    </Section>
  );
}
