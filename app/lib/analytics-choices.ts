/**
 * What a return page (thank-you, survey booked, claim received) counts of the form just sent: the
 * choice it holds as the page's code names it (a service's slug, a home size's id), read from the
 * draft the form kept. A value that is not one of the form's own choices is "unknown": whatever a
 * visitor typed, in any field, never leaves the browser (decision 031; analytics-choices.test.ts).
 *
 * And when: once, while the form's draft is on hand, which means the form was just sent from this
 * browser; the page then clears it. A reload, a return to the page (by Back, within the site or
 * the browser's) or the language switcher finds no draft and counts nothing again. A form sent
 * before its code had kept a draft (JavaScript off, the browser's storage blocked) is not counted.
 * Only the return pages load this module.
 */
import { track } from "./analytics";
import type { EventProps } from "./analytics-event";
import type { FormDraftStore } from "./form-draft";

/** A form's choice: the code name the counts use, and the value the form posts (its label in the page's language). */
export type Choice = { key: string; value: string };

/** The code name of the choice `value` is, or "unknown" for anything else. */
export function chosenKey(value: string | undefined, choices: readonly Choice[]): string {
  return choices.find((choice) => choice.value === value)?.key ?? "unknown";
}

/** What "Enquiry sent" carries of the enquiry draft: the service chosen, by its code name. */
export function enquirySentProps(draft: { service?: string }, services: readonly Choice[]) {
  return { service: chosenKey(draft.service, services) };
}

/** What "Survey booked" carries of the survey draft: the kind of survey and the home size, by code name. */
export function surveyBookedProps(
  draft: { survey?: string; home?: string },
  choices: { survey: readonly Choice[]; home: readonly Choice[] },
) {
  return { kind: chosenKey(draft.survey, choices.survey), home: chosenKey(draft.home, choices.home) };
}

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
