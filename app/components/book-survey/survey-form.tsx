import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { BookSurveyCopy } from "../../content/book-survey-schema";
import { indianPhonePattern, notBlankPattern, preselectedSlug } from "../../lib/enquiry-form";
import { prefilledMessage, withoutPrefilledMessage } from "../../lib/enquiry-prefill";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { localIsoDate, surveyDateProblem } from "../../lib/survey-date";
import { linkedHomeSizeParam, surveyDraft, surveyLimits } from "../../lib/survey-form";
import { fieldOf, useFormDraft } from "../../lib/use-form-draft";

export type SurveyHomeSize = { id: string; name: string };

const fieldClass =
  "mt-1 block min-h-12 w-full rounded-lg border border-navy-700/40 bg-white px-3 py-2 text-base text-ink placeholder:text-muted/80 user-invalid:border-2 user-invalid:border-marigold-600";
const labelClass = "block font-semibold text-navy-900";
const hintClass = "mt-1 block text-sm text-muted";

/**
 * The survey booking form: a plain HTML form that posts to FormSubmit, so it works with JavaScript
 * off. Once hydrated it keeps a draft, refuses a past date or a day the office is closed (saying
 * why), and takes the home size and the estimate's summary a link brings (`?home=`, `?message=`).
 */
export function SurveyForm({
  copy,
  surveyTypes,
  homeSizes,
  closedDays,
  weekdays,
  dateHint,
  action,
  bookedUrl,
  bookedPath,
}: {
  copy: BookSurveyCopy["form"];
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

  const { keep } = useFormDraft(formRef, surveyDraft, (form) => {
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
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted">{copy.intro}</p>
      <p className="mt-2 font-semibold text-navy-900">{copy.allRequired}</p>

      <input type="hidden" name="_subject" value={copy.subject} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_template" value="table" />
      <input type="hidden" name="_next" value={nextUrl} />

      {/* Spam trap: people never see or reach this field, bots fill it in, and FormSubmit drops posts that have it filled. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={ids.honey}>{copy.honeypotLabel}</label>
        <input id={ids.honey} type="text" name="_honey" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

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

        <div>
          <label htmlFor={ids.date} className={labelClass}>
            {copy.date.label}
          </label>
          <input
            id={ids.date}
            name="date"
            type="date"
            required
            min={today}
            autoComplete="off"
            aria-describedby={`${ids.date}-hint`}
            className={fieldClass}
          />
          <span id={`${ids.date}-hint`} className={hintClass}>
            {dateHint}
            {dateMessage && <span className="mt-1 block font-semibold text-navy-900">{dateMessage}</span>}
          </span>
        </div>

        <div>
          <label htmlFor={ids.time} className={labelClass}>
            {copy.time.label}
          </label>
          <select
            id={ids.time}
            name="time"
            required
            autoComplete="off"
            defaultValue=""
            className={`${fieldClass} appearance-auto`}
          >
            <option value="">{copy.time.choose}</option>
            {copy.time.windows.map((window) => (
              <option key={window} value={window}>
                {window}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor={ids.locality} className={labelClass}>
            {copy.locality.label}
          </label>
          <input
            id={ids.locality}
            name="locality"
            type="text"
            required
            autoComplete="address-level3"
            maxLength={surveyLimits.locality}
            pattern={notBlankPattern}
            placeholder={copy.locality.placeholder}
            title={copy.locality.title}
            aria-describedby={`${ids.locality}-hint`}
            className={fieldClass}
          />
          <span id={`${ids.locality}-hint`} className={hintClass}>
            {fillPlaceholders(copy.locality.hint, { limit: surveyLimits.locality })}
          </span>
        </div>

        <div>
          <label htmlFor={ids.home} className={labelClass}>
            {copy.home.label}
          </label>
          <select
            id={ids.home}
            name="home"
            required
            autoComplete="off"
            defaultValue=""
            className={`${fieldClass} appearance-auto`}
          >
            <option value="">{copy.home.choose}</option>
            {homeSizes.map((home) => (
              <option key={home.id} value={home.name}>
                {home.name}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor={ids.name} className={labelClass}>
            {copy.name.label}
          </label>
          <input
            id={ids.name}
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={surveyLimits.name}
            pattern={notBlankPattern}
            title={copy.name.title}
            aria-describedby={`${ids.name}-hint`}
            className={fieldClass}
          />
          <span id={`${ids.name}-hint`} className={hintClass}>
            {fillPlaceholders(copy.name.hint, { limit: surveyLimits.name })}
          </span>
        </div>

        <div>
          <label htmlFor={ids.phone} className={labelClass}>
            {copy.phone.label}
          </label>
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={surveyLimits.phone}
            pattern={indianPhonePattern}
            placeholder={copy.phone.placeholder}
            title={copy.phone.title}
            aria-describedby={`${ids.phone}-hint`}
            className={fieldClass}
          />
          <span id={`${ids.phone}-hint`} className={hintClass}>
            {fillPlaceholders(copy.phone.hint, { limit: surveyLimits.phone })}
          </span>
        </div>

        <div className="sm:col-span-2">
          <label htmlFor={ids.message} className={labelClass}>
            {copy.message.label}
          </label>
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
          <span id={`${ids.message}-hint`} className={hintClass}>
            {fillPlaceholders(copy.message.hint, { limit: surveyLimits.message })}
          </span>
        </div>
      </div>

      <p className="mt-5 text-muted">{copy.privacyNote}</p>
      <button
        type="submit"
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-marigold-400 px-8 text-lg font-bold text-navy-950 shadow-card hover:bg-marigold-300 sm:w-auto"
      >
        {copy.submitLabel}
      </button>
    </form>
  );
}
