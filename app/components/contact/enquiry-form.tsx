import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { EnquiryWords } from "../../content/schema";
import { enquiryDraft } from "../../lib/enquiry-draft";
import { enquiryLimits, preselectedServiceSlug } from "../../lib/enquiry-form";
import { prefilledMessage, withoutPrefilledMessage } from "../../lib/enquiry-prefill";
import { fieldOf, useFormDraft } from "../../lib/use-form-draft";
import {
  FormFooter,
  FormServiceFields,
  flagBlankText,
  MessageField,
  NameField,
  PhoneField,
  PostedForm,
  SelectField,
  TextField,
  trimmedAndNotBlank,
} from "../forms/form-parts";
import { sentenceText } from "../ui/sentence";

export type EnquiryServiceChoice = { slug: string; enquiryLabel: string };

/**
 * The enquiry form. It is a plain HTML form that posts to FormSubmit, so it works with JavaScript
 * off; once hydrated it also keeps a draft of what is typed, restores it, preselects the service
 * from `?service=`, and refuses a message of only spaces.
 */
export function EnquiryForm({
  copy,
  language = "English",
  action,
  thankYouUrl,
  services,
}: {
  /** The page's language as the company reads it: the e-mail says it, so the reply comes in it. */
  language?: string;
  copy: EnquiryWords;
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
    // The same build is served from the public URL, previews and test servers: come back to this one.
    setNextUrl(new URL(new URL(thankYouUrl).pathname, window.location.origin).href);
  }, [thankYouUrl]);

  const { keep, keepsDraft } = useFormDraft(formRef, enquiryDraft, (form) => {
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
    <PostedForm
      formRef={formRef}
      action={action}
      headingId={ids.heading}
      heading={copy.formHeading}
      intro={copy.formIntro}
      required={fields.allRequired}
      onInput={onInput}
      onSubmit={onSubmit}
    >
      <FormServiceFields
        language={language}
        subject={copy.subject}
        next={nextUrl}
        honeyId={ids.honey}
        honeypotLabel={fields.honeypotLabel}
      />

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <NameField id={ids.name} words={fields.name} limit={enquiryLimits.name} wide />
        <PhoneField id={ids.phone} words={fields.phone} limit={enquiryLimits.phone} />
        <TextField
          id={ids.email}
          label={fields.email.label}
          hint={sentenceText(fields.email.hint, { limit: enquiryLimits.email })}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={enquiryLimits.email}
          placeholder={fields.email.placeholder}
        />
        <SelectField
          id={ids.service}
          label={fields.service.label}
          choose={fields.service.choose}
          options={services.map((service) => ({ key: service.slug, value: service.enquiryLabel }))}
          wide
          name="service"
          required
          autoComplete="off"
        />
        <MessageField id={ids.message} words={fields.message} limit={enquiryLimits.message} length={messageLength} />
      </div>

      <FormFooter
        privacyNote={copy.privacyNote}
        submitLabel={copy.submitLabel}
        draftNote={copy.draftNote}
        keepsDraft={keepsDraft}
      />
    </PostedForm>
  );
}
