/**
 * The claim the visitor is typing, kept in the browser (app/lib/form-draft.ts says how and why)
 * and cleared once /claim-received/ is reached. The photos are never kept: a browser cannot put
 * chosen files back into a form.
 */
import { claimFieldNames, claimLimits } from "./claim-form";
import { createFormDraft } from "./form-draft";
import { claimDraftKey } from "./form-draft-keys";

export { claimDraftKey };

export const claimDraft = createFormDraft({
  key: claimDraftKey,
  fieldNames: claimFieldNames,
  longestValue: claimLimits,
});
