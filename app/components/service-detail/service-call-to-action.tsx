import { Link } from "react-router";
import type { Company } from "../../content/schema";
import { useLanguagePrefix } from "../../lib/layout-data";
import { contactFor } from "../../lib/paths";
import { CallToActionLinks } from "../ui/call-to-action-links";
import { Section } from "../ui/section";

/** The band that turns interest into an enquiry, with this service already chosen in the form. */
export function ServiceCallToAction({
  slug,
  heading,
  text,
  company,
  estimateLink,
}: {
  slug: string;
  heading: string;
  text: string;
  company: Company;
  /** The moving estimate page, for a price before the call. */
  estimateLink: { href: string; label: string };
}) {
  const prefix = useLanguagePrefix();
  return (
    <Section tone="navy" labelledBy="service-cta-heading">
      <div className="flex flex-wrap items-center justify-between gap-6">
        <div className="max-w-2xl min-w-0 flex-[1_1_28rem]">
          <h2 id="service-cta-heading" className="text-2xl font-bold sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-navy-100">{text}</p>
          <Link
            to={estimateLink.href}
            className="mt-3 inline-flex min-h-11 items-center font-bold text-marigold-300 underline underline-offset-4 hover:text-white"
          >
            {estimateLink.label}
          </Link>
        </div>
        <div className="flex flex-wrap gap-3">
          <CallToActionLinks company={company} quoteHref={`${prefix}${contactFor(slug)}`} />
        </div>
      </div>
    </Section>
  );
}
