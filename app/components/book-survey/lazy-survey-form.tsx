import { type ComponentProps, lazy, memo, Suspense } from "react";
import { surveyDraftKey } from "../../lib/form-draft-keys";
import { isHydrating, postedFormSelector, whenNeeded } from "../forms/until-needed";

// Waits from the module's start, before React hydrates (until-needed.ts).
const needed = whenNeeded(postedFormSelector, { arrivedHydrating: isHydrating(), draftKey: surveyDraftKey });

const SurveyForm = lazy(() =>
  needed.then(() => import("./survey-form")).then((module) => ({ default: module.SurveyForm })),
);

/**
 * The survey booking form, whose code (the draft, the prefill, the date checks) loads on the
 * visitor's first use of the page, or at once for a link's prefill or a draft to restore
 * (until-needed.ts). Its props come from the loader and do not change while the page is open.
 */
export const LazySurveyForm = memo(function LazySurveyForm(props: ComponentProps<typeof SurveyForm>) {
  return (
    <Suspense>
      <SurveyForm {...props} />
    </Suspense>
  );
});
