import { useEffect } from "react";
import { Link } from "react-router";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { Icon } from "../components/ui/icon";
import { NumberedSteps } from "../components/ui/numbered-steps";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import { contentFor } from "../content/content.server";
import { countSentForm, enquirySentProps } from "../lib/analytics-choices";
import { telHref } from "../lib/contact-links";
import { useLanguagePrefix } from "../lib/layout-data";
import { localizedPath, pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import { pagePath, paths } from "../lib/paths";
import type { Route } from "./+types/thank-you";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);

  const { company, enquiry } = content;
  return {
    meta: pageMetaFor(content, "thankYou"),
    page: content.pages.thankYou,
    company,
    nextSteps: enquiry.nextSteps,
    fraudNotice: enquiry.fraudNotice,
    words: content.interface.thankYou,
    verifyHref: localizedPath(language, pagePath("verifyUs")),
    // The service chosen, as the counts name it (app/lib/analytics-choices.ts).
    serviceChoices: content.services.map((service) => ({ key: service.slug, value: service.enquiryLabel })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** Where FormSubmit sends the visitor after the enquiry is accepted: the draft is no longer needed. */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const prefix = useLanguagePrefix();
  const { page, company, nextSteps, fraudNotice, words, verifyHref, serviceChoices } = loaderData;
  useEffect(() => {
    // Loaded here rather than imported, so the draft code stays with the contact page's bundle.
    import("../lib/enquiry-draft").then(({ enquiryDraft }) =>
      countSentForm("Enquiry sent", enquiryDraft, (draft) => enquirySentProps(draft, serviceChoices)),
    );
  }, [serviceChoices]);
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} kicker={page.kicker}>
        <CallToActionLinks company={company} quoteHref={null} />
      </PageHero>
      <Section labelledBy="next-steps-heading">
        <SectionHeading id="next-steps-heading" title={words.nextStepsHeading} />
        <NumberedSteps steps={nextSteps} />
        <div className="mt-8 rounded-card border-2 border-marigold-500 bg-marigold-50 p-5">
          <h3 className="flex items-center gap-2 font-bold text-navy-900">
            <Icon name="shieldCheck" className="size-6 shrink-0 text-marigold-600" />
            {words.callersHeading}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            {company.phones.map((phone) => (
              <li key={phone.number}>
                <span className="text-muted">{phone.label}: </span>
                <a
                  href={telHref(phone.number)}
                  className="inline-block whitespace-nowrap font-semibold text-navy-900 underline"
                >
                  {phone.number}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-2">{fraudNotice.text}</p>
          <p className="mt-2">
            <Link to={verifyHref} className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline">
              {fraudNotice.verifyLink}
            </Link>
          </p>
        </div>
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <Link
            to={`${prefix}${paths.home}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 underline"
          >
            <Icon name="arrowRight" className="size-4" />
            {words.homeLink}
          </Link>
          <Link
            to={`${prefix}${paths.services}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 underline"
          >
            <Icon name="arrowRight" className="size-4" />
            {words.servicesLink}
          </Link>
        </p>
      </Section>
    </>
  );
}
