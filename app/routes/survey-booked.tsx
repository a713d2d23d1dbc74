import { useEffect } from "react";
import { Link } from "react-router";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { Icon } from "../components/ui/icon";
import { NumberedSteps } from "../components/ui/numbered-steps";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import { contentFor, estimateContentFor } from "../content/content.server";
import { countSentForm, surveyBookedProps } from "../lib/analytics-choices";
import { localizedPath, pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import { pagePath } from "../lib/paths";
import type { Route } from "./+types/survey-booked";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);

  return {
    meta: pageMetaFor(content, "surveyBooked"),
    page: content.pages.surveyBooked,
    company: content.company,
    booked: content.bookSurvey.booked,
    verifyPath: localizedPath(language, pagePath("verifyUs")),
    // The kind of survey and the home size chosen, as the counts name them (app/lib/analytics-choices.ts).
    choices: {
      survey: (["home", "video"] as const).map((key) => ({ key, value: content.bookSurvey.types[key].label })),
      home: estimateContentFor(language).catalogue.homeSizes.map(({ id, name }) => ({ key: id, value: name })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** Where FormSubmit sends the visitor after a survey booking: says what happens next, and forgets the draft. */
export default function SurveyBookedPage({ loaderData }: Route.ComponentProps) {
  const { page, company, booked, verifyPath, choices } = loaderData;
  useEffect(() => {
    // Loaded here rather than imported, so the draft code stays with the survey page's bundle.
    import("../lib/survey-form").then(({ surveyDraft }) =>
      countSentForm("Survey booked", surveyDraft, (draft) => surveyBookedProps(draft, choices)),
    );
  }, [choices]);
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} kicker={page.kicker}>
        <CallToActionLinks company={company} quoteHref={null} />
      </PageHero>
      <Section labelledBy="survey-next-steps-heading">
        <SectionHeading id="survey-next-steps-heading" title={booked.nextStepsHeading} />
        <NumberedSteps steps={booked.nextSteps} />
        <div className="mt-8 rounded-card border-2 border-marigold-500 bg-marigold-50 p-5">
          <p className="flex items-center gap-2 font-bold text-navy-900">
            <Icon name="shieldCheck" className="size-6 shrink-0 text-marigold-600" />
            {booked.freeNote}
          </p>
          <Link
            to={verifyPath}
            className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 underline"
          >
            <Icon name="arrowRight" className="size-4" />
            {booked.verifyLink}
          </Link>
        </div>
      </Section>
    </>
  );
}
