import { type FormEvent, useId, useRef, useState } from "react";
import type { EnquiryCopy } from "../../content/schema";
import { enquiryDraft } from "../../lib/enquiry-draft";
import { enquiryLimits, indianPhonePattern, notBlankPattern, preselectedServiceSlug } from "../../lib/enquiry-form";
import { prefilledMessage, withoutPrefilledMessage } from "../../lib/enquiry-prefill";
import { paths } from "../../lib/paths";
import { fieldOf, useFormDraft } from "../../lib/use-form-draft";
import {
  FormServiceFields,
  fieldClass,
  flagBlankText,
  formClass,
  hintClass,
  labelClass,
  MessageField,
  submitClass,
  trimmedAndNotBlank,
  useReturnUrl,
} from "../forms/form-service";
import { sentenceText } from "../ui/sentence";

export type EnquiryServiceChoice = { slug: string; enquiryLabel: string };

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
  const nextUrl = useReturnUrl(thankYouUrl, paths.thankYou);
  const [messageLength, setMessageLength] = useState<number | undefined>(undefined);
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

  const { keep } = useFormDraft(formRef, enquiryDraft, (form) => {
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
    return (form, first) => {
      const slug = preselectedServiceSlug(
        window.location.search,
        services.map((service) => service.slug),
      );
      const requested = services.find((service) => service.slug === slug);
      const serviceField = fieldOf(form, "service");
      if (requested && serviceField && !chosenService) serviceField.value = requested.enquiryLabel;
      const message = fieldOf(form, "message");
      if (message && first && linkedMessage !== undefined) message.value = linkedMessage;
      if (message instanceof HTMLTextAreaElement) {
        flagBlankText(message, blankWarning);
        setMessageLength(message.value.length);
      }
    };
  });

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target;
    if (target instanceof HTMLTextAreaElement) {
      flagBlankText(target, blankWarning);
      setMessageLength(target.value.length);
    }
    keep(form);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (trimmedAndNotBlank(event, ["name", "email", "phone", "message"], "message", blankWarning)) {
      keep(event.currentTarget);
    }
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
      className={formClass}
    >
      <h2 id={ids.heading} className="text-2xl font-bold text-navy-900">
        {copy.formHeading}
      </h2>
      <p className="mt-2 text-muted">{copy.formIntro}</p>
      <p className="mt-2 font-semibold text-navy-900">{fields.allRequired}</p>

      <FormServiceFields
        subject={copy.subject}
        next={nextUrl}
        honeypotLabel={fields.honeypotLabel}
        honeyId={ids.honey}
      />

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

        <MessageField id={ids.message} words={fields.message} limit={enquiryLimits.message} length={messageLength} />
      </div>

      <p className="mt-5 text-muted">{copy.privacyNote}</p>
      <button type="submit" className={submitClass}>
        {copy.submitLabel}
      </button>
    </form>
  );
}
