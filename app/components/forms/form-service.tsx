import { type FormEvent, useEffect, useState } from "react";
import { fieldOf } from "../../lib/use-form-draft";
import { sentenceText } from "../ui/sentence";

/**
 * What the site's forms that post natively to FormSubmit (the enquiry, the claim) share: the look
 * of their fields, FormSubmit's hidden fields and the spam trap, the address it sends the visitor
 * back to, and the checks `required` alone does not make (spaces only, spaces around).
 */

export const fieldClass =
  "mt-1 block min-h-12 w-full rounded-lg border border-navy-700/40 bg-white px-3 py-2 text-base text-ink placeholder:text-muted/80 user-invalid:border-2 user-invalid:border-marigold-600";
export const labelClass = "block font-semibold text-navy-900";
export const hintClass = "mt-1 block text-sm text-muted";
export const formClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-8";
export const submitClass =
  "mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-marigold-400 px-8 text-lg font-bold text-navy-950 shadow-card hover:bg-marigold-300 sm:w-auto";

/**
 * A textarea has no `pattern`, so `required` alone would take a text of only spaces. This flags
 * such a text as invalid while it is typed (so `checkValidity()` and `:user-invalid` agree with
 * what the browser will send), and clears the flag for any real text.
 */
export function flagBlankText(area: HTMLTextAreaElement, blankWarning: string): void {
  area.setCustomValidity(area.value.length > 0 && area.value.trim() === "" ? blankWarning : "");
}

/**
 * On submit: takes the spaces off around the typed fields, and stops the form when the textarea
 * `textName` was only spaces (the browser let it through `required`). Returns whether it may go.
 */
export function trimmedAndNotBlank(
  event: FormEvent<HTMLFormElement>,
  fieldNames: readonly string[],
  textName: string,
  blankWarning: string,
): boolean {
  const form = event.currentTarget;
  for (const name of fieldNames) {
    const field = fieldOf(form, name);
    if (field) field.value = field.value.trim();
  }
  const text = fieldOf(form, textName);
  if (text && text.value === "") {
    text.setCustomValidity(blankWarning);
    text.reportValidity();
    event.preventDefault();
    return false;
  }
  return true;
}

/**
 * The absolute address FormSubmit sends the visitor to (`_next`): the public site's until the page
 * runs, then this origin's, since the same build is served from the public URL, previews and test
 * servers.
 */
export function useReturnUrl(publicUrl: string, path: string): string {
  const [url, setUrl] = useState(publicUrl);
  useEffect(() => setUrl(new URL(path, window.location.origin).href), [path]);
  return url;
}

/** FormSubmit's hidden fields (subject, no captcha, a table, where to go next) and the honeypot. */
export function FormServiceFields({
  subject,
  next,
  honeypotLabel,
  honeyId,
}: {
  subject: string;
  next: string;
  honeypotLabel: string;
  honeyId: string;
}) {
  return (
    <>
      <input type="hidden" name="_subject" value={subject} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_template" value="table" />
      <input type="hidden" name="_next" value={next} />
      {/* Spam trap: people never see or reach this field, bots fill it in, and FormSubmit drops posts that have it filled. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeyId}>{honeypotLabel}</label>
        <input id={honeyId} type="text" name="_honey" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/** The words of a required textarea with a length limit: `{limit}` and, once typing, `{left}`. */
export type MessageFieldWords = { label: string; placeholder: string; hint: string; hintWithCount: string };

/**
 * The form's required textarea (named `message`) with its limit in the hint, and what is left of it
 * once the visitor types (`length`, undefined until the page runs).
 */
export function MessageField({
  id,
  words,
  limit,
  length,
}: {
  id: string;
  words: MessageFieldWords;
  limit: number;
  length: number | undefined;
}) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className={labelClass}>
        {words.label}
      </label>
      <textarea
        id={id}
        name="message"
        required
        autoComplete="off"
        rows={5}
        maxLength={limit}
        placeholder={words.placeholder}
        aria-describedby={`${id}-hint`}
        className={fieldClass}
      />
      <span id={`${id}-hint`} className={hintClass}>
        {length === undefined
          ? sentenceText(words.hint, { limit })
          : sentenceText(words.hintWithCount, { limit, left: limit - length })}
      </span>
    </div>
  );
}
