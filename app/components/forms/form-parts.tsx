import { type ReactNode, useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import { type CountWords, countText } from "../../lib/count-text";
import { indianPhonePattern, notBlankPattern } from "../../lib/enquiry-form";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import type { LayoutData } from "../../lib/layout-data";
import type { SiteLocale } from "../../lib/site-locale";
import { sentenceText } from "../ui/sentence";
import { FieldFrame, fieldClass, TextField } from "./fields";
import type { PostedFormState } from "./use-posted-form";

/**
 * The parts of the site's posted forms (the enquiry, the survey booking, the claim): the form as a
 * card with its heading, the form service's hidden fields and spam trap, the visitor's name, phone
 * and message, and the footer with the privacy note and the send button. What they do once the
 * page runs is `usePostedForm` (use-posted-form.ts); the fields themselves are fields.tsx. Kept out
 * of the chunk every page loads: only pages with a form load it (vite.config.ts).
 */

export const formClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-8";
export const submitClass =
  "mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-marigold-400 px-8 text-lg font-bold text-navy-950 shadow-card hover:bg-marigold-300 sm:w-auto";

/** What every posted form says around its fields. */
export type PostedFormWords = {
  heading: string;
  intro: string;
  /** Which fields must be filled in. */
  allRequired: string;
  /** The e-mail's subject. */
  subject: string;
  honeypotLabel: string;
  privacyNote: string;
  submitLabel: string;
  /** "What you type is kept on this device": shown only while it is true. */
  draftNote: string;
};

/**
 * A form that posts natively to the form service (so it works with JavaScript off), as a card
 * named by its heading, with its introduction and the line saying which fields are required, the
 * service's hidden fields first and the privacy note and send button last. `form` is what
 * `usePostedForm` returned.
 */
export function PostedForm({
  form,
  action,
  language,
  words,
  encType,
  children,
}: {
  form: PostedFormState;
  action: string;
  /** The page's language as the company reads it (`languageForReplies`): the reply comes in it. */
  language: string;
  words: PostedFormWords;
  /** `multipart/form-data` where files travel with the form. */
  encType?: string;
  children: ReactNode;
}) {
  const headingId = form.id("heading");
  return (
    <form
      ref={form.formRef}
      method="post"
      action={action}
      encType={encType}
      acceptCharset="UTF-8"
      aria-labelledby={headingId}
      onInput={form.onInput}
      onSubmit={form.onSubmit}
      className={formClass}
      // Lets browser tests and the benchmark wait until the form's code runs (until-needed.ts).
      data-form={form.running ? "running" : undefined}
    >
      <h2 id={headingId} className="text-2xl font-bold text-navy-900">
        {words.heading}
      </h2>
      <p className="mt-2 text-muted">{words.intro}</p>
      <p className="mt-2 font-semibold text-navy-900">{words.allRequired}</p>
      <FormServiceFields
        subject={words.subject}
        language={language}
        next={form.nextUrl}
        honeyId={form.id("honey")}
        honeypotLabel={words.honeypotLabel}
      />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">{children}</div>
      <FormFooter
        privacyNote={words.privacyNote}
        submitLabel={words.submitLabel}
        draftNote={words.draftNote}
        keepsDraft={form.keepsDraft}
      />
    </form>
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

/** The visitor's e-mail: required, at most `limit` characters (its hint may carry a link's slot). */
export function EmailField({
  id,
  words,
  limit,
}: {
  id: string;
  words: { label: string; placeholder: string; hint: string };
  limit: number;
}) {
  return (
    <TextField
      id={id}
      label={words.label}
      hint={sentenceText(words.hint, { limit })}
      name="email"
      type="email"
      required
      autoComplete="email"
      maxLength={limit}
      placeholder={words.placeholder}
    />
  );
}

/**
 * FormSubmit's hidden fields (the e-mail's subject, which names the language the visitor wrote in,
 * and that language again as a field of its own, so the reply comes in it; no captcha, a table,
 * where to come back to) and the spam trap: people never see or reach the `_honey` field, bots fill it in, and FormSubmit
 * drops posts that have it filled.
 */
function FormServiceFields({
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
function FormFooter({
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
  // Read from the router's state rather than useLayoutData, which throws where a form is drawn alone (its tests).
  const privacyLink = (useContext(UNSAFE_DataRouterDataContext)?.loaderData.root as LayoutData | undefined)
    ?.privacyLink;
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
      {/* After the button, so the last field's Tab still reaches Send. */}
      {privacyLink && (
        <p className="mt-3">
          <a href={privacyLink.href} className="inline-block py-2 text-muted underline">
            {privacyLink.formLabel}
          </a>
        </p>
      )}
    </>
  );
}

/** The words of the message textarea: `{limit}` in the hint and, once typing, `{left}` in the form its number takes. */
export type MessageFieldWords = { label: string; placeholder: string; hint: string; hintWithCount?: CountWords };

/**
 * The form's textarea (named `message`) with its limit in the hint and, where the words say it,
 * what is left of it once the visitor types (`length`, undefined until the page runs). `note`
 * stands between the label and the box (where the text came from).
 */
export function MessageField({
  id,
  words,
  limit,
  length,
  required = true,
  note,
  locale,
}: {
  id: string;
  words: MessageFieldWords;
  limit: number;
  length?: number;
  required?: boolean;
  note?: ReactNode;
  /** The page's language, for the form the number left takes. */
  locale?: SiteLocale;
}) {
  return (
    <FieldFrame
      id={id}
      label={words.label}
      wide
      hint={
        length === undefined || words.hintWithCount === undefined
          ? fillPlaceholders(words.hint, { limit })
          : countText(words.hintWithCount, limit - length, locale, { limit }, "left")
      }
    >
      {note}
      <textarea
        id={id}
        name="message"
        required={required}
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
