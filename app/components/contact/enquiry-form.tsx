import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { EnquiryCopy } from "../../content/schema";
import { isEmptyDraft, loadEnquiryDraft, saveEnquiryDraft } from "../../lib/enquiry-draft";
import {
  type EnquiryDraft,
  enquiryFieldNames,
  enquiryLimits,
  indianPhonePattern,
  notBlankPattern,
  preselectedServiceSlug,
} from "../../lib/enquiry-form";
import { prefilledMessage, withoutPrefilledMessage } from "../../lib/enquiry-prefill";
import { paths } from "../../lib/paths";
import { sentenceText } from "../ui/sentence";

export type EnquiryServiceChoice = { slug: string; enquiryLabel: string };

const fieldClass =
  "mt-1 block min-h-12 w-full rounded-lg border border-navy-700/40 bg-white px-3 py-2 text-base text-ink placeholder:text-muted/80 user-invalid:border-2 user-invalid:border-marigold-600";
const labelClass = "block font-semibold text-navy-900";
const hintClass = "mt-1 block text-sm text-muted";

/** The form's visible fields as they are now. */
function readDraft(form: HTMLFormElement): EnquiryDraft {
  const data = new FormData(form);
  return Object.fromEntries(enquiryFieldNames.map((name) => [name, String(data.get(name) ?? "")])) as EnquiryDraft;
}

function fieldOf(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
    ? field
    : undefined;
}

/**
 * A textarea has no `pattern`, so `required` alone would take a message of only spaces. This
 * flags such a message as invalid while it is typed (so `checkValidity()` and `:user-invalid`
 * agree with what the browser will send), and clears the flag for any real text.
 */
function flagBlankMessage(message: HTMLTextAreaElement, blankWarning: string): void {
  message.setCustomValidity(message.value.length > 0 && message.value.trim() === "" ? blankWarning : "");
}

/**
 * The enquiry form. It is a plain HTML form that posts to FormSubmit, so it works with JavaScript
 * off; once hydrated it also keeps a draft of what is typed, restores it, preselects the service
 * from `?service=`, and refuses a message of only spaces.
 */
export function EnquiryForm({
  copy,
  action,
  thankYouUrl,
  services,
}: {
  copy: EnquiryCopy;
  /** FormSubmit's address for the enquiry e-mail (or the local stand-in in browser tests). */
  action: string;
  /** The absolute /thank-you URL on the public site, used until the page knows its own origin. */
  thankYouUrl: string;
  services: EnquiryServiceChoice[];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const fields = copy.fields;
  const blankWarning = fields.message.blankWarning;
  const [nextUrl, setNextUrl] = useState(thankYouUrl);
  const [messageLength, setMessageLength] = useState<number | undefined>(undefined);
  /** Whether what is typed is kept in the browser: from hydration on, until storage refuses it. */
  const [keepsDraft, setKeepsDraft] = useState(false);
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    name: `${id}-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    service: `${id}-service`,
    message: `${id}-message`,
    honey: `${id}-honey`,
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // The same build is served from the public URL, previews and test servers: come back to this one.
    setNextUrl(new URL(paths.thankYou, window.location.origin).href);

    // A message a link brings (the estimate's "Send this estimate"), unless the visitor had
    // already typed one before the page became interactive. Read once: the link's message is then
    // taken off the address, so a reload restores the visitor's edits of it from the draft.
    const typedMessage = fieldOf(form, "message")?.value ?? "";
    // A service the visitor chose before the page became interactive beats the one a link asks for.
    const chosenService = fieldOf(form, "service")?.value ?? "";
    const linkedMessage = typedMessage ? undefined : prefilledMessage(window.location.search);
    if (linkedMessage !== undefined) {
      window.history.replaceState(window.history.state, "", withoutPrefilledMessage(window.location.href));
    }

    const restore = (withLinkedMessage: boolean) => {
      const draft = loadEnquiryDraft();
      for (const name of enquiryFieldNames) {
        const field = fieldOf(form, name);
        const saved = draft[name];
        // What the visitor typed before the page became interactive beats an older draft.
        if (field && saved && !field.value) field.value = saved;
      }
      const slug = preselectedServiceSlug(
        window.location.search,
        services.map((service) => service.slug),
      );
      const requested = services.find((service) => service.slug === slug);
      const serviceField = fieldOf(form, "service");
      if (requested && serviceField && !chosenService) serviceField.value = requested.enquiryLabel;
      const message = fieldOf(form, "message");
      if (message && withLinkedMessage && linkedMessage !== undefined) message.value = linkedMessage;
      if (message instanceof HTMLTextAreaElement) {
        flagBlankMessage(message, blankWarning);
        setMessageLength(message.value.length);
      }
      saveEnquiryDraft(readDraft(form));
    };
    restore(true);
    setKeepsDraft(true);

    // Coming back with the Back button after the enquiry went through shows the page from the
    // browser's memory, still filled in; the draft is gone by then, so empty the form too.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const draft = loadEnquiryDraft();
      if (enquiryFieldNames.every((name) => !draft[name])) form.reset();
      restore(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [services, blankWarning]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target;
    if (target instanceof HTMLTextAreaElement) {
      flagBlankMessage(target, blankWarning);
      setMessageLength(target.value.length);
    }
    const draft = readDraft(form);
    if (!saveEnquiryDraft(draft) && !isEmptyDraft(draft)) setKeepsDraft(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    for (const name of ["name", "email", "phone", "message"]) {
      const field = fieldOf(form, name);
      if (field) field.value = field.value.trim();
    }
    const message = fieldOf(form, "message");
    if (message && message.value === "") {
      // Only reachable when the message was all spaces: the browser let it through `required`.
      message.setCustomValidity(blankWarning);
      message.reportValidity();
      event.preventDefault();
      return;
    }
    // The draft stays until /thank-you is reached: if the post fails, the visitor gets it back.
    saveEnquiryDraft(readDraft(form));
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      acceptCharset="UTF-8"
      aria-labelledby={ids.heading}
      onInput={onInput}
      onSubmit={onSubmit}
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id={ids.heading} className="text-2xl font-bold text-navy-900">
        {copy.formHeading}
      </h2>
      <p className="mt-2 text-muted">{copy.formIntro}</p>
      <p className="mt-2 font-semibold text-navy-900">{fields.allRequired}</p>

      <input type="hidden" name="_subject" value={copy.subject} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_template" value="table" />
      <input type="hidden" name="_next" value={nextUrl} />

      {/* Spam trap: people never see or reach this field, bots fill it in, and FormSubmit drops enquiries that have it filled. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={ids.honey}>{fields.honeypotLabel}</label>
        <input id={ids.honey} type="text" name="_honey" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={ids.name} className={labelClass}>
            {fields.name.label}
          </label>
          <input
            id={ids.name}
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={enquiryLimits.name}
            pattern={notBlankPattern}
            title={fields.name.title}
            aria-describedby={`${ids.name}-hint`}
            className={fieldClass}
          />
          <span id={`${ids.name}-hint`} className={hintClass}>
            {sentenceText(fields.name.hint, { limit: enquiryLimits.name })}
          </span>
        </div>

        <div>
          <label htmlFor={ids.phone} className={labelClass}>
            {fields.phone.label}
          </label>
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={enquiryLimits.phone}
            pattern={indianPhonePattern}
            placeholder={fields.phone.placeholder}
            title={fields.phone.title}
            aria-describedby={`${ids.phone}-hint`}
            className={fieldClass}
          />
          <span id={`${ids.phone}-hint`} className={hintClass}>
            {sentenceText(fields.phone.hint, { limit: enquiryLimits.phone })}
          </span>
        </div>

        <div>
          <label htmlFor={ids.email} className={labelClass}>
            {fields.email.label}
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={enquiryLimits.email}
            placeholder={fields.email.placeholder}
            aria-describedby={`${ids.email}-hint`}
            className={fieldClass}
          />
          <span id={`${ids.email}-hint`} className={hintClass}>
            {sentenceText(fields.email.hint, { limit: enquiryLimits.email })}
          </span>
        </div>

        <div className="sm:col-span-2">
          <label htmlFor={ids.service} className={labelClass}>
            {fields.service.label}
          </label>
          <select
            id={ids.service}
            name="service"
            required
            autoComplete="off"
            defaultValue=""
            className={`${fieldClass} appearance-auto`}
          >
            <option value="">{fields.service.choose}</option>
            {services.map((service) => (
              <option key={service.slug} value={service.enquiryLabel}>
                {service.enquiryLabel}
              </option>
            ))}
          </select>
        </div>

        <div className="sm:col-span-2">
          <label htmlFor={ids.message} className={labelClass}>
            {fields.message.label}
          </label>
          <textarea
            id={ids.message}
            name="message"
            required
            autoComplete="off"
            rows={5}
            maxLength={enquiryLimits.message}
            placeholder={fields.message.placeholder}
            aria-describedby={`${ids.message}-hint`}
            className={fieldClass}
          />
          <span id={`${ids.message}-hint`} className={hintClass}>
            {messageLength === undefined
              ? sentenceText(fields.message.hint, { limit: enquiryLimits.message })
              : sentenceText(fields.message.hintWithCount, {
                  limit: enquiryLimits.message,
                  left: enquiryLimits.message - messageLength,
                })}
          </span>
        </div>
      </div>

      <p className="mt-5 text-muted">
        {copy.privacyNote}{" "}
        {/* True only once the page keeps a draft: until then (and with JavaScript off) its room is
            kept but nothing is said, so nothing moves when it appears. */}
        <span className={keepsDraft ? undefined : "invisible"}>{copy.draftNote}</span>
      </p>
      <button
        type="submit"
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-marigold-400 px-8 text-lg font-bold text-navy-950 shadow-card hover:bg-marigold-300 sm:w-auto"
      >
        {copy.submitLabel}
      </button>
    </form>
  );
}
