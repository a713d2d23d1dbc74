/**
 * When the estimate's code is needed (docs/decisions/023-estimate-main-thread.md). The page is
 * pre-rendered with the default estimate, so until the visitor does something, or arrives from a
 * link that asks for another estimate, the pre-rendered calculator is already right and its code
 * can wait. This module is in the page's first load: keep it small.
 */

/** Whether this render is the hydration of the pre-rendered page (not a client-side navigation, nor pre-rendering). */
export function isHydrating(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true";
}

/**
 * Whether the pre-rendered page was hydrating when this module loaded (with the page's route
 * module, before React starts). Read once: React hydrates a Suspense boundary's content in a pass
 * of its own after the rest of the page, when `isHydrating` already says no.
 */
const loadedWhileHydrating = isHydrating();

/** The visitor's first sign of using the page. */
const firstUseEvents = ["pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel"] as const;

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
function changedBeforeHydration(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement) {
      if (field.value !== field.defaultValue || field.checked !== field.defaultChecked) return true;
    } else if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) return true;
    }
  }
  return false;
}

/**
 * Resolves when the calculator's code is needed: at once when pre-rendering, on a client-side
 * navigation, when the address carries an estimate (a shared link, the language switcher) or when
 * the form was changed before the page hydrated; otherwise on the visitor's first touch, key,
 * focus or scroll. `formId` names the pre-rendered form.
 */
export function whenCalculatorNeeded(formSelector: string): Promise<void> {
  if (!loadedWhileHydrating || window.location.search.length > 1) return Promise.resolve();
  if (changedBeforeHydration(document.querySelector<HTMLFormElement>(formSelector))) return Promise.resolve();
  return firstUse();
}
