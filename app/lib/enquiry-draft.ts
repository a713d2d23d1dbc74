/**
 * The enquiry the visitor is typing, kept in the browser so a reload, a dropped connection or a
 * failed submission loses nothing. It is cleared once /thank-you is reached. Storage can be
 * missing, disabled (private modes, blocked cookies), full or hold rubbish from elsewhere: every
 * function here swallows those failures, because the form must keep working without a draft.
 */
import { type EnquiryDraft, enquiryFieldNames, enquiryLimits } from "./enquiry-form";

export const enquiryDraftKey = "enquiryDraft";
/** A draft left for longer is dropped: it holds a phone number and an e-mail on a maybe-shared phone. */
export const enquiryDraftLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The longest value kept per field: the form's own limits, and the select's short labels. */
const longestValue = { ...enquiryLimits, service: 100 };

type StorageSource = () => Storage;
const browserStorage: StorageSource = () => window.localStorage;

function openStorage(getStorage: StorageSource): Storage | undefined {
  try {
    return getStorage();
  } catch {
    // Reading window.localStorage itself throws when the browser blocks site data.
    return undefined;
  }
}

/** True when no field has anything but spaces in it. */
export function isEmptyDraft(draft: Partial<EnquiryDraft>): boolean {
  return enquiryFieldNames.every((name) => !draft[name]?.trim());
}

/** Keeps only the known fields, as strings of sensible length. */
function cleanDraft(raw: unknown): Partial<EnquiryDraft> {
  if (typeof raw !== "object" || raw === null) return {};
  const draft: Partial<EnquiryDraft> = {};
  for (const name of enquiryFieldNames) {
    const value = (raw as Record<string, unknown>)[name];
    if (typeof value === "string") draft[name] = value.slice(0, longestValue[name]);
  }
  return draft;
}

/** Stores the draft, or removes it when every field is empty. Returns whether it was stored. */
export function saveEnquiryDraft(
  draft: Partial<EnquiryDraft>,
  getStorage: StorageSource = browserStorage,
  now: number = Date.now(),
): boolean {
  const storage = openStorage(getStorage);
  if (!storage) return false;
  try {
    if (isEmptyDraft(draft)) {
      storage.removeItem(enquiryDraftKey);
      return false;
    }
    storage.setItem(enquiryDraftKey, JSON.stringify({ savedAt: now, fields: cleanDraft(draft) }));
    return true;
  } catch {
    // Full (QuotaExceededError) or read-only storage: the form works, the draft is not kept.
    return false;
  }
}

/** The saved draft, or an empty one when there is none, it is unreadable or it has expired. */
export function loadEnquiryDraft(
  getStorage: StorageSource = browserStorage,
  now: number = Date.now(),
): Partial<EnquiryDraft> {
  const storage = openStorage(getStorage);
  if (!storage) return {};
  try {
    const stored = storage.getItem(enquiryDraftKey);
    if (stored === null) return {};
    const parsed: unknown = JSON.parse(stored);
    const savedAt = (parsed as { savedAt?: unknown } | null)?.savedAt;
    if (typeof savedAt !== "number" || now - savedAt > enquiryDraftLifetimeMs || savedAt > now + 60_000) {
      storage.removeItem(enquiryDraftKey);
      return {};
    }
    return cleanDraft((parsed as { fields?: unknown }).fields);
  } catch {
    // Corrupted JSON or storage that refuses to be read: start with an empty form.
    return {};
  }
}

/** Forgets the draft: the enquiry has been sent. */
export function clearEnquiryDraft(getStorage: StorageSource = browserStorage): void {
  try {
    openStorage(getStorage)?.removeItem(enquiryDraftKey);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
