import { type FormEvent, useId, useRef, useState } from "react";
import type { ClaimFormWords } from "../../content/claims-schema";
import { claimDraft } from "../../lib/claim-draft";
import {
  type ConsignmentNumberFormat,
  claimFieldNames,
  claimLimits,
  claimPhotosField,
  consignmentPattern,
  normalisedConsignment,
  photosFit,
  photosMessage,
} from "../../lib/claim-form";
import { whatsappHref } from "../../lib/contact-links";
import { fieldOf, useFormDraft } from "../../lib/use-form-draft";
import {
  FormFooter,
  FormServiceFields,
  fieldClass,
  flagBlankText,
  formClass,
  hintClass,
  labelClass,
  MessageField,
  NameField,
  PhoneField,
  TextField,
  trimmedAndNotBlank,
  useReturnUrl,
} from "../forms/form-parts";
import { Icon } from "../ui/icon";
import { sentenceText } from "../ui/sentence";

/**
 * The damage or loss claim. A plain HTML form that posts to FormSubmit as multipart, so the photos
 * travel with it and it works with JavaScript off; once hydrated it also keeps a draft of the typed
 * fields, refuses photos over the form service's limit and a description of only spaces, and puts
 * the typed consignment number into the WhatsApp message for photos.
 */
export function ClaimForm({
  copy,
  language = "English",
  action,
  receivedUrl,
  receivedPath,
  consignmentFormat,
  consignmentExample,
  photoLimitMb,
  whatsappNumber,
  opensWhatsapp,
}: {
  /** The page's language as the company reads it: the e-mail says it, so the reply comes in it. */
  language?: string;
  copy: ClaimFormWords;
  /** FormSubmit's address for the company's e-mail (or the local stand-in in browser tests). */
  action: string;
  /** The absolute /claim-received/ URL on the public site, used until the page knows its own origin. */
  receivedUrl: string;
  receivedPath: string;
  consignmentFormat: ConsignmentNumberFormat;
  consignmentExample: string;
  photoLimitMb: number;
  whatsappNumber: string;
  /** Said after the WhatsApp link, for screen readers: it leaves the site. */
  opensWhatsapp: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const nextUrl = useReturnUrl(receivedUrl, receivedPath);
  const [consignment, setConsignment] = useState("");
  const [messageLength, setMessageLength] = useState<number | undefined>(undefined);
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    consignment: `${id}-consignment`,
    name: `${id}-name`,
    phone: `${id}-phone`,
    email: `${id}-email`,
    message: `${id}-message`,
    photos: `${id}-photos`,
    honey: `${id}-honey`,
  };
  const blankWarning = copy.message.blankWarning;

  const { keep, keepsDraft } = useFormDraft(formRef, claimDraft, () => (form) => {
    setConsignment(fieldOf(form, "consignment")?.value ?? "");
    const message = fieldOf(form, "message");
    if (message instanceof HTMLTextAreaElement) {
      flagBlankText(message, blankWarning);
      setMessageLength(message.value.length);
    }
  });

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLTextAreaElement) {
      flagBlankText(target, blankWarning);
      setMessageLength(target.value.length);
    }
    if (target instanceof HTMLInputElement && target.name === "consignment") setConsignment(target.value);
    keep(event.currentTarget);
  };

  const onPhotosChange = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const sizes = [...(input.files ?? [])].map((file) => file.size);
    input.setCustomValidity(photosFit(sizes, photoLimitMb) ? "" : copy.photos.tooLarge);
    if (!input.validity.valid) input.reportValidity();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const number = fieldOf(form, "consignment");
    if (number) number.value = normalisedConsignment(number.value, consignmentFormat);
    if (trimmedAndNotBlank(event, claimFieldNames, "message", blankWarning)) keep(form);
  };

  const whatsappLink = whatsappHref(
    whatsappNumber,
    photosMessage(copy.whatsapp.message, consignment, copy.whatsapp.noNumberYet),
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      acceptCharset="UTF-8"
      aria-labelledby={ids.heading}
      onInput={onInput}
      onSubmit={onSubmit}
      className={formClass}
    >
      <h2 id={ids.heading} className="text-2xl font-bold text-navy-900">
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted">{copy.intro}</p>
      <p className="mt-2 font-semibold text-navy-900">{copy.allRequired}</p>

      <FormServiceFields
        language={language}
        subject={copy.subject}
        next={nextUrl}
        honeypotLabel={copy.honeypotLabel}
        honeyId={ids.honey}
      />

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          id={ids.consignment}
          wide
          label={copy.consignment.label}
          hint={sentenceText(copy.consignment.hint, { example: consignmentExample })}
          name="consignment"
          type="text"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={claimLimits.consignment}
          pattern={consignmentPattern(consignmentFormat)}
          placeholder={copy.consignment.placeholder}
          title={sentenceText(copy.consignment.title, { example: consignmentExample })}
        />
        <NameField id={ids.name} words={copy.name} limit={claimLimits.name} wide />
        <PhoneField id={ids.phone} words={copy.phone} limit={claimLimits.phone} />
        <TextField
          id={ids.email}
          label={copy.email.label}
          hint={sentenceText(copy.email.hint, { limit: claimLimits.email })}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={claimLimits.email}
          placeholder={copy.email.placeholder}
        />

        <MessageField id={ids.message} words={copy.message} limit={claimLimits.message} length={messageLength} />

        <div className="sm:col-span-2">
          <label htmlFor={ids.photos} className={labelClass}>
            {copy.photos.label}
          </label>
          <input
            id={ids.photos}
            name={claimPhotosField}
            type="file"
            accept="image/*"
            multiple
            aria-describedby={`${ids.photos}-hint ${ids.photos}-whatsapp`}
            onChange={onPhotosChange}
            className={`${fieldClass} file:me-3 file:rounded-full file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-semibold file:text-teal-800`}
          />
          <span id={`${ids.photos}-hint`} className={hintClass}>
            {copy.photos.hint}
          </span>
          <p id={`${ids.photos}-whatsapp`} className="mt-3">
            {copy.whatsapp.text}
          </p>
          <a
            href={whatsappLink}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex min-h-12 items-center gap-2 rounded-full bg-whatsapp px-5 font-bold text-white hover:brightness-110"
          >
            <Icon name="whatsapp" />
            {copy.whatsapp.link}
            <span className="sr-only"> {opensWhatsapp}</span>
          </a>
        </div>
      </div>

      <FormFooter
        privacyNote={copy.privacyNote}
        submitLabel={copy.submitLabel}
        draftNote={copy.draftNote}
        keepsDraft={keepsDraft}
      />
    </form>
  );
}
