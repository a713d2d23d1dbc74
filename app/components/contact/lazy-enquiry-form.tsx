import { type ComponentProps, lazy, memo, Suspense } from "react";
import { enquiryDraftKey } from "../../lib/form-draft-keys";
import { isHydrating, postedFormSelector, whenNeeded } from "../forms/until-needed";

// Waits from the module's start, before React hydrates (until-needed.ts).
const needed = whenNeeded(postedFormSelector, { arrivedHydrating: isHydrating(), draftKey: enquiryDraftKey });

const EnquiryForm = lazy(() =>
  needed.then(() => import("./enquiry-form")).then((module) => ({ default: module.EnquiryForm })),
);

/**
 * The enquiry form, whose code (the draft, the prefill, the checks) loads on the visitor's first
 * use of the page, or at once for a link's prefill or a draft to restore (until-needed.ts). Its
 * props come from the loader and do not change while the page is open.
 */
export const LazyEnquiryForm = memo(function LazyEnquiryForm(props: ComponentProps<typeof EnquiryForm>) {
  return (
    <Suspense>
      <EnquiryForm {...props} />
    </Suspense>
  );
});
