import { type RefObject, useEffect, useRef, useState } from "react";
import type { FormDraftStore } from "./form-draft";

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The named field of a form, when it is one a visitor types into or chooses from. */
export function fieldOf(form: HTMLFormElement, name: string): FormField | undefined {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
    ? field
    : undefined;
}

/** The form's kept fields as they are now. */
export function readFields<Name extends string>(
  form: HTMLFormElement,
  fieldNames: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(fieldNames.map((name) => [name, String(data.get(name) ?? "")])) as Record<Name, string>;
}

/**
 * Called once the page is interactive, before the draft is first restored; what it returns runs
 * after each restore (`first` is false when the page comes back from the browser's memory). The
 * enquiry form reads what the visitor typed before hydration here, before the draft fills the rest.
 */
export type DraftRestoreSetup = (
  form: HTMLFormElement,
) => ((form: HTMLFormElement, first: boolean) => void) | undefined;

/**
 * Keeps a form's draft once the page is interactive: fills the empty fields from the saved draft
 * (what was typed before hydration wins), and, when the page comes back from the browser's memory
 * with the Back button after the form went through (draft cleared by its thank-you page), empties
 * the form too. Returns `keep`, which the form calls on input and on submit, and `keepsDraft`:
 * whether what is typed is really kept, false until the page is interactive (and so always with
 * JavaScript off) and again once storage refuses the draft, so the form says it keeps what is
 * typed only while it does. The draft stays until the thank-you page is reached: if the post
 * fails, the visitor gets it back.
 */
export function useFormDraft<Name extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  store: FormDraftStore<Name>,
  setup?: DraftRestoreSetup,
): { keep: (form: HTMLFormElement) => void; keepsDraft: boolean } {
  const setupRef = useRef(setup);
  setupRef.current = setup;
  const [keepsDraft, setKeepsDraft] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const afterRestore = setupRef.current?.(form);
    const restore = (first: boolean) => {
      const draft = store.load();
      for (const name of store.fieldNames) {
        const field = fieldOf(form, name);
        const saved = draft[name];
        if (field && saved && !field.value) field.value = saved;
      }
      afterRestore?.(form, first);
      const fields = readFields(form, store.fieldNames);
      setKeepsDraft(store.save(fields) || store.isEmpty(fields));
    };
    restore(true);

    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      if (store.isEmpty(store.load())) form.reset();
      restore(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [formRef, store]);

  const keep = (form: HTMLFormElement) => {
    const fields = readFields(form, store.fieldNames);
    if (!store.save(fields) && !store.isEmpty(fields)) setKeepsDraft(false);
  };
  return { keep, keepsDraft };
}
