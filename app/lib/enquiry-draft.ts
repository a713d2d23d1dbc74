/**
 * The enquiry the visitor is typing, kept in the browser (app/lib/form-draft.ts says how and why)
 * and cleared once /thank-you is reached.
 */
import { type EnquiryDraft, enquiryFieldNames, enquiryLimits } from "./enquiry-form";
import { createFormDraft, formDraftLifetimeMs } from "./form-draft";
import { enquiryDraftKey } from "./form-draft-keys";

export { enquiryDraftKey };
export const enquiryDraftLifetimeMs = formDraftLifetimeMs;

export const enquiryDraft = createFormDraft({
  key: enquiryDraftKey,
  fieldNames: enquiryFieldNames,
  // The form's own limits, and the select's short labels.
  longestValue: { ...enquiryLimits, service: 100 },
});

type StorageSource = () => Storage;

export function isEmptyDraft(draft: Partial<EnquiryDraft>): boolean {
  return enquiryDraft.isEmpty(draft);
}

export function saveEnquiryDraft(draft: Partial<EnquiryDraft>, getStorage?: StorageSource, now?: number): boolean {
  return enquiryDraft.save(draft, getStorage, now);
}

export function loadEnquiryDraft(getStorage?: StorageSource, now?: number): Partial<EnquiryDraft> {
  return enquiryDraft.load(getStorage, now);
}

export function clearEnquiryDraft(getStorage?: StorageSource): void {
  enquiryDraft.clear(getStorage);
}
