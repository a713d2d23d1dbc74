import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { BookSurveyWords } from "../../content/book-survey-schema";
import { notBlankPattern, preselectedSlug } from "../../lib/enquiry-form";
import { prefilledMessage, withoutPrefilledMessage } from "../../lib/enquiry-prefill";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { localIsoDate, surveyDateProblem } from "../../lib/survey-date";
import { linkedHomeSizeParam, surveyDraft, surveyLimits } from "../../lib/survey-form";
import { fieldOf, useFormDraft } from "../../lib/use-form-draft";
import {
  FieldFrame,
  FormFooter,
  FormServiceFields,
  fieldClass,
  labelClass,
  NameField,
  PhoneField,
  PostedForm,
  SelectField,
  TextField,
} from "../forms/form-parts";

export type SurveyHomeSize = { id: string; name: string };

/**
 * The survey booking form: a plain HTML form that posts to FormSubmit, so it works with JavaScript
 * off. Once hydrated it keeps a draft, refuses a past date or a day the office is closed (saying
 * why), and takes the home size and the estimate's summary a link brings (`?home=`, `?message=`).
 */
export function SurveyForm({
  copy,
  language = "English",
  surveyTypes,
  homeSizes,
  closedDays,
  weekdays,
  dateHint,
  action,
  bookedUrl,
  bookedPath,
}: {
  /** The page's language as the company reads it: the e-mail says it, so the reply comes in it. */
  language?: string;
  copy: BookSurveyWords["form"];
  /** The two kinds of survey, as their labels (also the value sent). */
  surveyTypes: string[];
  homeSizes: SurveyHomeSize[];
  /** Days the office is closed, Sunday 0. */
  closedDays: number[];
  weekdays: string[];
  /** The date rule as the pre-rendered page states it. */
  dateHint: string;
  /** FormSubmit's address for the enquiry e-mail (or the local stand-in in browser tests). */
  action: string;
  /** The absolute /survey-booked/ URL on the public site, used until the page knows its own origin. */
  bookedUrl: string;
  bookedPath: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [nextUrl, setNextUrl] = useState(bookedUrl);
  const [today, setToday] = useState<string | undefined>(undefined);
  const [dateMessage, setDateMessage] = useState("");
  const [fromEstimate, setFromEstimate] = useState(false);
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    date: `${id}-date`,
    time: `${id}-time`,
    locality: `${id}-locality`,
    home: `${id}-home`,
    name: `${id}-name`,
    phone: `${id}-phone`,
    message: `${id}-message`,
    honey: `${id}-honey`,
  };

  /** Flags a date before today or on a closed day, and says why, as the browser will on sending. */
  const checkDate = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | undefined) => {
    if (!(field instanceof HTMLInputElement)) return;
    const problem = surveyDateProblem(field.value, localIsoDate(new Date()), closedDays);
    const message =
      problem === undefined
        ? ""
        : problem.kind === "past"
          ? copy.date.past
          : fillPlaceholders(copy.date.closed, { day: weekdays[problem.weekday] ?? "" });
    field.setCustomValidity(message);
    setDateMessage(message);
  };

  useEffect(() => {
    // The same build is served from the public URL, previews and test servers: come back to this one.
    setNextUrl(new URL(bookedPath, window.location.origin).href);
    setToday(localIsoDate(new Date()));
  }, [bookedPath]);

  const { keep, keepsDraft } = useFormDraft(formRef, surveyDraft, (form) => {
    // The estimate's summary and home size, unless the visitor had already typed or chosen before
    // the page became interactive. The summary is then taken off the address, so a reload restores
    // the visitor's edits of it from the draft.
    const typedMessage = fieldOf(form, "message")?.value ?? "";
    const chosenHome = fieldOf(form, "home")?.value ?? "";
    const linkedMessage = typedMessage ? undefined : prefilledMessage(window.location.search);
    if (linkedMessage !== undefined) {
      window.history.replaceState(window.history.state, "", withoutPrefilledMessage(window.location.href));
    }
    const linkedHomeId = preselectedSlug(
      window.location.search,
      linkedHomeSizeParam,
      homeSizes.map((home) => home.id),
    );
    return (form, first) => {
      // A group of radio buttons is not one field: the draft's choice is ticked here.
      const savedType = surveyDraft.load().survey;
      const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="survey"]')];
      if (savedType && !radios.some((radio) => radio.checked)) {
        for (const radio of radios) radio.checked = radio.value === savedType;
      }
      const home = fieldOf(form, "home");
      const linkedHome = homeSizes.find((candidate) => candidate.id === linkedHomeId);
      if (first && home && linkedHome && !chosenHome) home.value = linkedHome.name;
      const message = fieldOf(form, "message");
      if (message && first && linkedMessage !== undefined) {
        message.value = linkedMessage;
        setFromEstimate(true);
      }
      checkDate(fieldOf(form, "date"));
    };
  });

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === "date") checkDate(target);
    keep(event.currentTarget);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    for (const name of ["locality", "name", "phone", "message"]) {
      const field = fieldOf(form, name);
      if (field) field.value = field.value.trim();
    }
    keep(form);
  };

  return (
    <PostedForm
      formRef={formRef}
      action={action}
      headingId={ids.heading}
      heading={copy.heading}
      intro={copy.intro}
      required={copy.allRequired}
      onInput={onInput}
      onSubmit={onSubmit}
    >
      <FormServiceFields
        language={language}
        subject={copy.subject}
        next={nextUrl}
        honeyId={ids.honey}
        honeypotLabel={copy.honeypotLabel}
      />

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>{copy.surveyType.legend}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {surveyTypes.map((type) => (
              <label key={type} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="survey" value={type} required className="size-5 accent-teal-700" />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          id={ids.date}
          label={copy.date.label}
          hint={
            <>
              {dateHint}
              {dateMessage && <span className="mt-1 block font-semibold text-navy-900">{dateMessage}</span>}
            </>
          }
          name="date"
          type="date"
          required
          min={today}
          autoComplete="off"
        />
        <SelectField
          id={ids.time}
          label={copy.time.label}
          choose={copy.time.choose}
          options={copy.time.windows.map((window) => ({ key: window, value: window }))}
          name="time"
          required
          autoComplete="off"
        />
        <TextField
          id={ids.locality}
          label={copy.locality.label}
          hint={fillPlaceholders(copy.locality.hint, { limit: surveyLimits.locality })}
          name="locality"
          type="text"
          required
          autoComplete="address-level3"
          maxLength={surveyLimits.locality}
          pattern={notBlankPattern}
          placeholder={copy.locality.placeholder}
          title={copy.locality.title}
        />
        <SelectField
          id={ids.home}
          label={copy.home.label}
          choose={copy.home.choose}
          options={homeSizes.map((home) => ({ key: home.id, value: home.name }))}
          name="home"
          required
          autoComplete="off"
        />
        <NameField id={ids.name} words={copy.name} limit={surveyLimits.name} />
        <PhoneField id={ids.phone} words={copy.phone} limit={surveyLimits.phone} />
        <FieldFrame
          id={ids.message}
          label={copy.message.label}
          wide
          hint={fillPlaceholders(copy.message.hint, { limit: surveyLimits.message })}
        >
          {fromEstimate && <p className="mt-1 text-teal-700">{copy.fromEstimate}</p>}
          <textarea
            id={ids.message}
            name="message"
            autoComplete="off"
            rows={5}
            maxLength={surveyLimits.message}
            placeholder={copy.message.placeholder}
            aria-describedby={`${ids.message}-hint`}
            className={fieldClass}
          />
        </FieldFrame>
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
