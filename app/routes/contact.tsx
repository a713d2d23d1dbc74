import { Link } from "react-router";
import { ContactPanel } from "../components/contact/contact-panel";
import { FraudNotice } from "../components/contact/fraud-notice";
import { LazyEnquiryForm } from "../components/contact/lazy-enquiry-form";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { contentFor, estimateContentFor } from "../content/content.server";
import { languageForReplies, languageTags } from "../content/languages";
import { enquiryEndpoint } from "../lib/enquiry-form";
import { localizedPath, pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import { pagePath, paths } from "../lib/paths";
import { absoluteUrl } from "../lib/structured-data";
import type { Route } from "./+types/contact";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);
  const estimateContent = estimateContentFor(language);

  const { company, services, enquiry } = content;
  return {
    formLanguage: languageForReplies[language],
    locale: languageTags[language],
    meta: pageMetaFor(content, "contact"),
    page: content.pages.contact,
    company,
    enquiry,
    services: services.map(({ slug, enquiryLabel }) => ({ slug, enquiryLabel })),
    // Read while the page is pre-rendered: browser tests build with a local stand-in for FormSubmit.
    formAction: enquiryEndpoint(company, process.env.ENQUIRY_ENDPOINT_BASE),
    thankYouUrl: absoluteUrl(company.siteUrl, localizedPath(language, paths.thankYou)),
    estimateLink: { href: localizedPath(language, pagePath("estimate")), label: estimateContent.words.callToAction },
    verifyHref: localizedPath(language, pagePath("verifyUs")),
    panelWords: {
      ...enquiry.contactPanel,
      opensInNewTab: content.interface.opensInNewTab,
      opensWhatsapp: content.interface.contactButtons.opensWhatsapp,
      addressDistrict: content.interface.addressDistrict,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { page, company, enquiry, services, formAction, thankYouUrl, estimateLink, panelWords, verifyHref } =
    loaderData;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <CallToActionLinks company={company} quoteHref="#enquiry" />
        <Link
          to={estimateLink.href}
          className="inline-flex min-h-12 items-center justify-center rounded-full px-5 font-bold text-white underline decoration-marigold-400 decoration-2 underline-offset-4 hover:bg-white/10"
        >
          {estimateLink.label}
        </Link>
      </PageHero>
      <Section tone="tinted">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div id="enquiry" className="grid gap-6">
            <LazyEnquiryForm
              language={loaderData.formLanguage}
              locale={loaderData.locale}
              words={enquiry}
              action={formAction}
              thankYouUrl={thankYouUrl}
              services={services}
            />
          </div>
          <div className="grid gap-6">
            <FraudNotice
              company={company}
              notice={enquiry.fraudNotice}
              headingId="fraud-notice-heading"
              verifyHref={verifyHref}
            />
            <ContactPanel company={company} headingId="contact-panel-heading" words={panelWords} />
          </div>
        </div>
      </Section>
    </>
  );
}
