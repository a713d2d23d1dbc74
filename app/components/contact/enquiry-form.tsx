import type { EnquiryWords } from "../../content/schema";
import { enquiryDraft } from "../../lib/enquiry-draft";
import { enquiryLimits } from "../../lib/enquiry-form";
import type { SiteLocale } from "../../lib/site-locale";
import { SelectField } from "../forms/fields";
import { EmailField, MessageField, NameField, PhoneField, PostedForm } from "../forms/form-parts";
import { usePostedForm } from "../forms/use-posted-form";

export type EnquiryServiceChoice = { slug: string; enquiryLabel: string };

/**
 * The enquiry form. It is a plain HTML form that posts to FormSubmit, so it works with JavaScript
 * off; once hydrated it also keeps a draft of what is typed, restores it, preselects the service
 * from `?service=`, takes the message a link brings (`?message=`, the estimate's summary) and
 * refuses a message of only spaces.
 */
export function EnquiryForm({
  words,
  language = "English",
  locale,
  action,
  thankYouUrl,
  services,
}: {
  /** The page's language as the company reads it: the e-mail says it, so the reply comes in it. */
  language?: string;
  /** The page's language, for the form a number takes. */
  locale?: SiteLocale;
  words: EnquiryWords;
  /** FormSubmit's address for the enquiry e-mail (or the local stand-in in browser tests). */
  action: string;
  /** The absolute /thank-you URL on the public site, used until the page knows its own origin. */
  thankYouUrl: string;
  services: EnquiryServiceChoice[];
}) {
  const fields = words.fields;
  const form = usePostedForm({
    draft: enquiryDraft,
    returnTo: { publicUrl: thankYouUrl, path: new URL(thankYouUrl).pathname },
    requiredMessage: { blankWarning: fields.message.blankWarning },
    messageFromLink: true,
    linkedChoice: {
      field: "service",
      param: "service",
      choices: services.map((service) => ({ slug: service.slug, value: service.enquiryLabel })),
    },
  });

  return (
    <PostedForm
      form={form}
      action={action}
      language={language}
      words={{
        heading: words.formHeading,
        intro: words.formIntro,
        allRequired: fields.allRequired,
        subject: words.subject,
        honeypotLabel: fields.honeypotLabel,
        privacyNote: words.privacyNote,
        submitLabel: words.submitLabel,
        draftNote: words.draftNote,
      }}
    >
      <NameField id={form.id("name")} words={fields.name} limit={enquiryLimits.name} wide />
      <PhoneField id={form.id("phone")} words={fields.phone} limit={enquiryLimits.phone} />
      <EmailField id={form.id("email")} words={fields.email} limit={enquiryLimits.email} />
      <SelectField
        id={form.id("service")}
        label={fields.service.label}
        choose={fields.service.choose}
        options={services.map((service) => ({ key: service.slug, value: service.enquiryLabel }))}
        wide
        name="service"
        required
        autoComplete="off"
      />
      <MessageField
        id={form.id("message")}
        words={fields.message}
        limit={enquiryLimits.message}
        length={form.messageLength}
        locale={locale}
      />
    </PostedForm>
  );
}
