import { LazySurveyForm } from "../components/book-survey/lazy-survey-form";
import { SurveyPurpose } from "../components/book-survey/survey-purpose";
import { SurveyTypes } from "../components/book-survey/survey-types";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { contentFor, estimateContentFor } from "../content/content.server";
import { languageForReplies, sourceLanguage } from "../content/languages";
import { enquiryEndpoint } from "../lib/enquiry-form";
import { fillPlaceholders } from "../lib/fill-placeholders";
import { closedWeekdays } from "../lib/office-days";
import { localizedPath, pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import { pagePath } from "../lib/paths";
import { absoluteUrl } from "../lib/structured-data";
import type { Route } from "./+types/book-survey";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);
  const estimateContent = estimateContentFor(language);

  const { company, bookSurvey } = content;
  // Read from the English hours, the form the parser knows; the days are the same in every language.
  const closedDays = closedWeekdays(contentFor(sourceLanguage).company.hours);
  const dateWords = bookSurvey.form.date;
  const bookedPath = localizedPath(language, pagePath("surveyBooked"));
  return {
    formLanguage: languageForReplies[language],
    meta: pageMetaFor(content, "bookSurvey"),
    page: content.pages.bookSurvey,
    bookSurvey,
    surveyTypes: [bookSurvey.types.home.label, bookSurvey.types.video.label],
    homeSizes: estimateContent.catalogue.homeSizes.map(({ id, name }) => ({ id, name })),
    closedDays,
    // Stated on the pre-rendered page, so a visitor without JavaScript knows the rule the browser cannot check.
    dateHint:
      closedDays.length === 0
        ? dateWords.hint
        : fillPlaceholders(dateWords.hintClosed, {
            days: closedDays.map((day) => bookSurvey.weekdays[day]).join(` ${dateWords.daysJoiner} `),
          }),
    // Read while the page is pre-rendered: browser tests build with a local stand-in for FormSubmit.
    formAction: enquiryEndpoint(company, process.env.ENQUIRY_ENDPOINT_BASE),
    bookedUrl: absoluteUrl(company.siteUrl, bookedPath),
    bookedPath,
    whatsappNumber: company.whatsappNumber,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The free survey: the booking form, the two kinds of survey, and what the survey fixes in the quote. */
export default function BookSurveyPage({ loaderData }: Route.ComponentProps) {
  const { page, bookSurvey, surveyTypes, homeSizes, closedDays, dateHint, formAction, bookedUrl, bookedPath } =
    loaderData;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Section tone="tinted">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <LazySurveyForm
            language={loaderData.formLanguage}
            words={bookSurvey.form}
            surveyTypes={surveyTypes}
            homeSizes={homeSizes}
            closedDays={closedDays}
            weekdays={bookSurvey.weekdays}
            dateHint={dateHint}
            action={formAction}
            bookedUrl={bookedUrl}
            bookedPath={bookedPath}
          />
          <SurveyTypes types={bookSurvey.types} whatsappNumber={loaderData.whatsappNumber} />
        </div>
      </Section>
      <SurveyPurpose words={bookSurvey.purpose} />
    </>
  );
}
