import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  useEffect,
  useState,
} from "react";
import { indianPhonePattern, notBlankPattern } from "../../lib/enquiry-form";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { fieldOf } from "../../lib/use-form-draft";

/**
 * The pieces every form of the site is built from (the enquiry, the survey booking, the claim): a
 * labelled field with its hint, a labelled choice, a message with its count, the form service's
 * hidden fields and spam trap, the address it sends the visitor back to, the checks `required`
 * alone does not make (spaces only, spaces around), and the send button. Kept out of the chunk
 * every page loads: only pages with a form load it (vite.config.ts).
 */

export const fieldClass =
  "mt-1 block min-h-12 w-full rounded-lg border border-navy-700/40 bg-white px-3 py-2 text-base text-ink placeholder:text-muted/80 user-invalid:border-2 user-invalid:border-marigold-600";
export const labelClass = "block font-semibold text-navy-900";
export const hintClass = "mt-1 block text-sm text-muted";
export const formClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-8";
export const submitClass =
  "mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-marigold-400 px-8 text-lg font-bold text-navy-950 shadow-card hover:bg-marigold-300 sm:w-auto";

/**
 * A form that posts natively to the form service (so it works with JavaScript off), as a card
 * named by its heading, with its introduction and the line saying which fields are required.
 */
export function PostedForm({
  formRef,
  action,
  headingId,
  heading,
  intro,
  required,
  onInput,
  onSubmit,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  action: string;
  headingId: string;
  heading: string;
  intro: string;
  /** Which fields must be filled in. */
  required: string;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      acceptCharset="UTF-8"
      aria-labelledby={headingId}
      onInput={onInput}
      onSubmit={onSubmit}
      className={formClass}
    >
      <h2 id={headingId} className="text-2xl font-bold text-navy-900">
        {heading}
      </h2>
      <p className="mt-2 text-muted">{intro}</p>
      <p className="mt-2 font-semibold text-navy-900">{required}</p>
      {children}
    </form>
  );
}

/** A field's label, the control and its hint (read out with the control through `aria-describedby`). */
export function FieldFrame({
  id,
  label,
  hint,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Across both columns of the form's grid. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint !== undefined && (
        <span id={`${id}-hint`} className={hintClass}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** A labelled text, phone, e-mail or date field with its hint. */
export function TextField({
  id,
  label,
  hint,
  wide,
  ...input
}: { id: string; label: string; hint?: ReactNode; wide?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} wide={wide}>
      <input
        id={id}
        aria-describedby={hint !== undefined ? `${id}-hint` : undefined}
        className={fieldClass}
        {...input}
      />
    </FieldFrame>
  );
}

/** The visitor's name: required, not only spaces, at most `limit` characters (said in the hint). */
export function NameField({
  id,
  words,
  limit,
  wide,
}: {
  id: string;
  words: { label: string; title: string; hint: string };
  limit: number;
  wide?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={words.label}
      hint={fillPlaceholders(words.hint, { limit })}
      wide={wide}
      name="name"
      type="text"
      required
      autoComplete="name"
      maxLength={limit}
      pattern={notBlankPattern}
      title={words.title}
    />
  );
}

/** The visitor's phone: required, an Indian number as people write it, at most `limit` characters. */
export function PhoneField({
  id,
  words,
  limit,
}: {
  id: string;
  words: { label: string; placeholder: string; title: string; hint: string };
  limit: number;
}) {
  return (
    <TextField
      id={id}
      label={words.label}
      hint={fillPlaceholders(words.hint, { limit })}
      name="phone"
      type="tel"
      required
      autoComplete="tel"
      inputMode="tel"
      maxLength={limit}
      pattern={indianPhonePattern}
      placeholder={words.placeholder}
      title={words.title}
    />
  );
}

/** A labelled choice from a list, starting empty ("-- Select … --"), so `required` makes the visitor choose. */
export function SelectField({
  id,
  label,
  choose,
  options,
  wide,
  ...select
}: {
  id: string;
  label: string;
  /** The empty first option's words. */
  choose: string;
  options: Array<{ key: string; value: string }>;
  wide?: boolean;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} wide={wide}>
      <select id={id} defaultValue="" className={`${fieldClass} appearance-auto`} {...select}>
        <option value="">{choose}</option>
        {options.map((option) => (
          <option key={option.key} value={option.value}>
            {option.value}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * FormSubmit's hidden fields (the e-mail's subject, which names the language the visitor wrote in,
 * and that language again as a field of its own, so the reply comes in it; no captcha, a table,
 * where to come back to) and the spam trap: people never see or reach the `_honey` field, bots fill it in, and FormSubmit
 * drops posts that have it filled.
 */
export function FormServiceFields({
  subject,
  language,
  next,
  honeyId,
  honeypotLabel,
}: {
  subject: string;
  /** The page's language as the company reads it (`languageForReplies`). */
  language: string;
  next: string;
  honeyId: string;
  honeypotLabel: string;
}) {
  return (
    <>
      <input type="hidden" name="_subject" value={`${subject} (${language})`} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_template" value="table" />
      <input type="hidden" name="_next" value={next} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeyId}>{honeypotLabel}</label>
        <input id={honeyId} type="text" name="_honey" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/**
 * The privacy note and the send button at the foot of a form. `draftNote` says that what is typed
 * is kept on this device: shown only while `keepsDraft` (never with JavaScript off), in room held
 * for it from the start, so nothing moves when it appears.
 */
export function FormFooter({
  privacyNote,
  submitLabel,
  draftNote,
  keepsDraft = false,
}: {
  privacyNote: string;
  submitLabel: string;
  draftNote?: string;
  keepsDraft?: boolean;
}) {
  return (
    <>
      <p className="mt-5 text-muted">
        {privacyNote}
        {draftNote !== undefined && (
          <>
            {" "}
            <span className={keepsDraft ? undefined : "invisible"}>{draftNote}</span>
          </>
        )}
      </p>
      <button type="submit" className={submitClass}>
        {submitLabel}
      </button>
    </>
  );
}

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
    <FieldFrame
      id={id}
      label={words.label}
      wide
      hint={
        length === undefined
          ? fillPlaceholders(words.hint, { limit })
          : fillPlaceholders(words.hintWithCount, { limit, left: limit - length })
      }
    >
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
    </FieldFrame>
  );
}
