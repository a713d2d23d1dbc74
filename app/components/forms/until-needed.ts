/**
 * When a pre-rendered form's code is needed (docs/decisions/023-estimate-main-thread.md): the
 * estimate's calculator and the posted forms (enquiry, survey booking, claim) are pre-rendered
 * and work natively, so until the visitor does something, or arrives with something the form
 * must take in, their code can wait and stay out of the page's first load. This module is in
 * those pages' first load: keep it small.
 */

/** Whether the pre-rendered page is hydrating now (not a client-side navigation, nor pre-rendering). */
export function isHydrating(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true";
}

/** The page's posted form (the enquiry, the survey booking, the claim): one per page, the search form is a GET. */
export const postedFormSelector = "main form[method='post']";

/** The visitor's first sign of using the page. */
const firstUseEvents = ["pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel", "input"] as const;

function firstUse(): Promise<void> {
  return new Promise((resolve) => {
    const used = () => {
      for (const type of firstUseEvents) window.removeEventListener(type, used, true);
      resolve();
    };
    for (const type of firstUseEvents) window.addEventListener(type, used, { capture: true, passive: true });
  });
}

/** Whether a field of `form` no longer holds what the page was rendered with. */
export function changedBeforeHydration(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement) {
      if (field.value !== field.defaultValue || field.checked !== field.defaultChecked) return true;
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) return true;
    }
  }
  return false;
}

/** Whether the browser holds a draft under `key` (storage may be blocked: then there is none to restore). */
function hasDraft(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Resolves when a pre-rendered form's code is needed: at once when pre-rendering, on a
 * client-side navigation (`arrivedHydrating` false), when the address carries a query (a shared
 * estimate, a prefilled message or choice) unless the page shows what it asks for without the
 * form's code (`queryCanWait`: the estimate, docs/decisions/048-estimate-landing.md), when the form
 * was changed before the page hydrated or when a draft waits to be restored; otherwise on the
 * visitor's first touch, key, focus, scroll or input (an autofill types without a key).
 *
 * Call it when the form's module runs, not from React.lazy's loader: React hydrates a waiting
 * boundary only after the rest of the page, when the page already says it has hydrated, and a
 * first key or touch in between would be missed, the form's code loading only on the visitor's
 * next one (the estimate's Back test's flake, 27 November 2026: a key pressed at once after
 * hydration was missed 5 times in 6 at 4x CPU).
 */
export function whenNeeded(
  formSelector: string,
  {
    arrivedHydrating,
    draftKey,
    queryCanWait = false,
  }: { arrivedHydrating: boolean; draftKey?: string; queryCanWait?: boolean },
): Promise<void> {
  if (!arrivedHydrating || (!queryCanWait && window.location.search.length > 1)) return Promise.resolve();
  if (changedBeforeHydration(document.querySelector<HTMLFormElement>(formSelector))) return Promise.resolve();
  if (draftKey !== undefined && hasDraft(draftKey)) return Promise.resolve();
  return firstUse();
}
