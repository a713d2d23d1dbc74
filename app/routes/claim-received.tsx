import { useEffect } from "react";
import { Link } from "react-router";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { Icon } from "../components/ui/icon";
import { NumberedSteps } from "../components/ui/numbered-steps";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import { claimsContentFor, contentFor } from "../content/content.server";
import { countSentForm } from "../lib/analytics-choices";
import { useLanguagePrefix } from "../lib/layout-data";
import { localizedPath, pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import { pagePath, paths } from "../lib/paths";
import type { Route } from "./+types/claim-received";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const claimsContent = claimsContentFor(language);
  const content = contentFor(language);

  return {
    meta: pageMetaFor(content, "claimReceived"),
    page: content.pages.claimReceived,
    company: content.company,
    received: claimsContent.received,
    claimsPath: localizedPath(language, pagePath("claimsAndPaperwork")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** Where FormSubmit sends the visitor after a claim is accepted: says what happens next, and forgets the draft. */
export default function ClaimReceivedPage({ loaderData }: Route.ComponentProps) {
  const prefix = useLanguagePrefix();
  const { page, company, received, claimsPath } = loaderData;
  useEffect(() => {
    // Loaded here rather than imported, so the draft code stays with the claims page's bundle.
    // The claim form has no choice to count: only that a claim was sent.
    import("../lib/claim-draft").then(({ claimDraft }) => countSentForm("Claim sent", claimDraft));
  }, []);
  const linkClass = "inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 underline";
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} kicker={page.kicker}>
        <CallToActionLinks company={company} quoteHref={null} />
      </PageHero>
      <Section labelledBy="claim-next-steps-heading">
        <SectionHeading id="claim-next-steps-heading" title={received.nextStepsHeading} />
        <NumberedSteps steps={received.steps} />
        <div className="mt-8 rounded-card border-2 border-marigold-500 bg-marigold-50 p-5">
          <h3 className="flex items-center gap-2 font-bold text-navy-900">
            <Icon name="shieldCheck" className="size-6 shrink-0 text-marigold-600" />
            {received.keepHeading}
          </h3>
          <p className="mt-2">{received.keep}</p>
        </div>
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={claimsPath} className={linkClass}>
            <Icon name="arrowRight" className="size-4" />
            {received.claimsPageLink}
          </Link>
          <Link to={`${prefix}${paths.home}`} className={linkClass}>
            <Icon name="arrowRight" className="size-4" />
            {received.homeLink}
          </Link>
        </p>
      </Section>
    </>
  );
}
