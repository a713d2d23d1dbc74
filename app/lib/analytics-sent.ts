/**
 * A form's return page (thank-you, survey booked, claim received) counts the form sent once: only
 * while the form's draft is on hand, which means the form was just sent from this browser, and the
 * page then clears it. A reload, a return to the page (by Back, within the site or the browser's)
 * or the language switcher finds no draft and counts nothing again. A form sent before its code
 * had kept a draft (JavaScript off, the browser's storage blocked) is not counted. Its own module,
 * so only the return pages carry it.
 */
import { track } from "./analytics";
import type { EventProps } from "./analytics-event";
import type { FormDraftStore } from "./form-draft";

/** Counts `name`, with what `propsOf` makes of the draft, if the form's draft is on hand; then clears it. */
export function countSentForm<Name extends string>(
  name: string,
  store: FormDraftStore<Name>,
  propsOf: (draft: Partial<Record<Name, string>>) => EventProps = () => ({}),
): void {
  const draft = store.load();
  if (!store.isEmpty(draft)) track(name, propsOf(draft));
  store.clear();
}
