/**
 * What a visitor is typing into one of the site's forms (the enquiry, the survey booking, the
 * claim), kept in the browser so a reload, a dropped connection or a failed submission loses
 * nothing. Each form has its own store, made by `createFormDraft` with the form's field names; its
 * thank-you page clears it. Storage can be missing, disabled (private modes, blocked cookies), full
 * or hold rubbish from elsewhere: every function here swallows those failures, because the form must
 * keep working without a draft.
 */

/** A draft left for longer is dropped: it holds a phone number and an e-mail on a maybe-shared phone. */
export const formDraftLifetimeMs = 7 * 24 * 60 * 60 * 1000;

type StorageSource = () => Storage;
const browserStorage: StorageSource = () => window.localStorage;

export type FormDraftStore<Name extends string> = {
  /** The localStorage key the draft is kept under. */
  key: string;
  fieldNames: readonly Name[];
  /** True when no field has anything but spaces in it. */
  isEmpty(draft: Partial<Record<Name, string>>): boolean;
  /** Stores the draft, or removes it when every field is empty. Returns whether it was stored. */
  save(draft: Partial<Record<Name, string>>, getStorage?: StorageSource, now?: number): boolean;
  /** The saved draft, or an empty one when there is none, it is unreadable or it has expired. */
  load(getStorage?: StorageSource, now?: number): Partial<Record<Name, string>>;
  /** Forgets the draft: the form has been sent. */
  clear(getStorage?: StorageSource): void;
};

function openStorage(getStorage: StorageSource): Storage | undefined {
  try {
    return getStorage();
  } catch {
    // Reading window.localStorage itself throws when the browser blocks site data.
    return undefined;
  }
}

/**
 * A draft store for one form. `longestValue` caps what is kept of each field (the form's own
 * `maxlength`s), so rubbish in storage cannot fill a field with megabytes.
 */
export function createFormDraft<const Name extends string>({
  key,
  fieldNames,
  longestValue,
  lifetimeMs = formDraftLifetimeMs,
}: {
  key: string;
  fieldNames: readonly Name[];
  longestValue: Record<Name, number>;
  lifetimeMs?: number;
}): FormDraftStore<Name> {
  type Draft = Partial<Record<Name, string>>;

  const isEmpty = (draft: Draft) => fieldNames.every((name) => !draft[name]?.trim());

  /** Keeps only the known fields, as strings of sensible length. */
  const clean = (raw: unknown): Draft => {
    if (typeof raw !== "object" || raw === null) return {};
    const draft: Draft = {};
    for (const name of fieldNames) {
      const value = (raw as Record<string, unknown>)[name];
      if (typeof value === "string") draft[name] = value.slice(0, longestValue[name]);
    }
    return draft;
  };

  return {
    key,
    fieldNames,
    isEmpty,
    save(draft, getStorage = browserStorage, now = Date.now()) {
      const storage = openStorage(getStorage);
      if (!storage) return false;
      try {
        if (isEmpty(draft)) {
          storage.removeItem(key);
          return false;
        }
        storage.setItem(key, JSON.stringify({ savedAt: now, fields: clean(draft) }));
        return true;
      } catch {
        // Full (QuotaExceededError) or read-only storage: the form works, the draft is not kept.
        return false;
      }
    },
    load(getStorage = browserStorage, now = Date.now()) {
      const storage = openStorage(getStorage);
      if (!storage) return {};
      try {
        const stored = storage.getItem(key);
        if (stored === null) return {};
        const parsed: unknown = JSON.parse(stored);
        const savedAt = (parsed as { savedAt?: unknown } | null)?.savedAt;
        if (typeof savedAt !== "number" || now - savedAt > lifetimeMs || savedAt > now + 60_000) {
          storage.removeItem(key);
          return {};
        }
        return clean((parsed as { fields?: unknown }).fields);
      } catch {
        // Corrupted JSON or storage that refuses to be read: start with an empty form.
        return {};
      }
    },
    clear(getStorage = browserStorage) {
      try {
        openStorage(getStorage)?.removeItem(key);
      } catch {
        // Nothing to clear when storage is unavailable.
      }
    },
  };
}
