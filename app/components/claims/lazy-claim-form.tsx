import { type ComponentProps, lazy, memo, Suspense } from "react";
import { claimDraftKey } from "../../lib/form-draft-keys";
import { isHydrating, postedFormSelector, whenNeeded } from "../forms/until-needed";

// Waits from the module's start, before React hydrates (until-needed.ts).
const needed = whenNeeded(postedFormSelector, { arrivedHydrating: isHydrating(), draftKey: claimDraftKey });

const ClaimForm = lazy(() =>
  needed.then(() => import("./claim-form")).then((module) => ({ default: module.ClaimForm })),
);

/**
 * The claim form, whose code (the draft, the photo and consignment checks, the WhatsApp message)
 * loads on the visitor's first use of the page, or at once for a draft to restore
 * (until-needed.ts). Its props come from the loader and do not change while the page is open.
 */
export const LazyClaimForm = memo(function LazyClaimForm(props: ComponentProps<typeof ClaimForm>) {
  return (
    <Suspense>
      <ClaimForm {...props} />
    </Suspense>
  );
});
