import { type FormEvent, useState } from "react";
import type { ClaimFormWords } from "../../content/claims-schema";
import { claimDraft } from "../../lib/claim-draft";
import {
  type ConsignmentNumberFormat,
  claimLimits,
  claimPhotosField,
  consignmentPattern,
  normalisedConsignment,
  photosFit,
  photosMessage,
} from "../../lib/claim-form";
import { whatsappHref } from "../../lib/contact-links";
import type { SiteLocale } from "../../lib/site-locale";
import { fieldOf } from "../../lib/use-form-draft";
import { fieldClass, hintClass, labelClass, TextField } from "../forms/fields";
import { EmailField, MessageField, NameField, PhoneField, PostedForm } from "../forms/form-parts";
import { usePostedForm } from "../forms/use-posted-form";
import { Icon } from "../ui/icon";
import { sentenceText } from "../ui/sentence";

/**
 * The damage or loss claim. A plain HTML form that posts to FormSubmit as multipart, so the photos
 * travel with it and it works with JavaScript off; once hydrated it also keeps a draft of the typed
 * fields, refuses photos over the form service's limit and a description of only spaces, and puts
 * the typed consignment number into the WhatsApp message for photos.
 */
export function ClaimForm({
  words,
  language = "English",
  locale,
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
  /** The page's language, for the form a number takes. */
  locale?: SiteLocale;
  words: ClaimFormWords;
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
  const [consignment, setConsignment] = useState("");
  const form = usePostedForm({
    draft: claimDraft,
    returnTo: { publicUrl: receivedUrl, path: receivedPath },
    requiredMessage: { blankWarning: words.message.blankWarning },
    afterRestore: (form) => setConsignment(fieldOf(form, "consignment")?.value ?? ""),
    onInput: (target) => {
      if (target instanceof HTMLInputElement && target.name === "consignment") setConsignment(target.value);
    },
    beforeSend: (form) => {
      const number = fieldOf(form, "consignment");
      if (number) number.value = normalisedConsignment(number.value, consignmentFormat);
    },
  });
  const ids = { photos: form.id("photos") };

  const onPhotosChange = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const sizes = [...(input.files ?? [])].map((file) => file.size);
    input.setCustomValidity(photosFit(sizes, photoLimitMb) ? "" : words.photos.tooLarge);
    if (!input.validity.valid) input.reportValidity();
  };

  const whatsappLink = whatsappHref(
    whatsappNumber,
    photosMessage(words.whatsapp.message, consignment, words.whatsapp.noNumberYet),
  );

  return (
    <PostedForm form={form} action={action} language={language} encType="multipart/form-data" words={words}>
      <TextField
        id={form.id("consignment")}
        wide
        label={words.consignment.label}
        hint={sentenceText(words.consignment.hint, { example: consignmentExample })}
        name="consignment"
        type="text"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={claimLimits.consignment}
        pattern={consignmentPattern(consignmentFormat)}
        placeholder={words.consignment.placeholder}
        title={sentenceText(words.consignment.title, { example: consignmentExample })}
      />
      <NameField id={form.id("name")} words={words.name} limit={claimLimits.name} wide />
      <PhoneField id={form.id("phone")} words={words.phone} limit={claimLimits.phone} />
      <EmailField id={form.id("email")} words={words.email} limit={claimLimits.email} />

      <MessageField
        id={form.id("message")}
        words={words.message}
        limit={claimLimits.message}
        length={form.messageLength}
        locale={locale}
      />

      <div className="sm:col-span-2">
        <label htmlFor={ids.photos} className={labelClass}>
          {words.photos.label}
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
          {words.photos.hint}
        </span>
        <p id={`${ids.photos}-whatsapp`} className="mt-3">
          {words.whatsapp.text}
        </p>
        <a
          href={whatsappLink}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-12 items-center gap-2 rounded-full bg-whatsapp px-5 font-bold text-white hover:brightness-110"
        >
          <Icon name="whatsapp" />
          {words.whatsapp.link}
          <span className="sr-only"> {opensWhatsapp}</span>
        </a>
      </div>
    </PostedForm>
  );
}
