import { useEffect, useState } from "react";
import type { BookSurveyWords } from "../../content/book-survey-schema";
import { notBlankPattern } from "../../lib/enquiry-form";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { localIsoDate, surveyDateProblem } from "../../lib/survey-date";
import { linkedHomeSizeParam, surveyDraft, surveyLimits } from "../../lib/survey-form";
import { fieldOf } from "../../lib/use-form-draft";
import { labelClass, SelectField, TextField } from "../forms/fields";
import { MessageField, NameField, PhoneField, PostedForm } from "../forms/form-parts";
import { usePostedForm } from "../forms/use-posted-form";

export type SurveyHomeSize = { id: string; name: string };

/**
 * The survey booking form: a plain HTML form that posts to FormSubmit, so it works with JavaScript
 * off. Once hydrated it keeps a draft, refuses a past date or a day the office is closed (saying
 * why), and takes the home size and the estimate's summary a link brings (`?home=`, `?message=`).
 */
export function SurveyForm({
  words,
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
  words: BookSurveyWords["form"];
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
  const [today, setToday] = useState<string | undefined>(undefined);
  const [dateMessage, setDateMessage] = useState("");

  /** Flags a date before today or on a closed day, and says why, as the browser will on sending. */
  const checkDate = (field: EventTarget | undefined) => {
    if (!(field instanceof HTMLInputElement) || field.name !== "date") return;
    const problem = surveyDateProblem(field.value, localIsoDate(new Date()), closedDays);
    const message =
      problem === undefined
        ? ""
        : problem.kind === "past"
          ? words.date.past
          : fillPlaceholders(words.date.closed, { day: weekdays[problem.weekday] ?? "" });
    field.setCustomValidity(message);
    setDateMessage(message);
  };

  useEffect(() => setToday(localIsoDate(new Date())), []);

  const form = usePostedForm({
    draft: surveyDraft,
    returnTo: { publicUrl: bookedUrl, path: bookedPath },
    messageFromLink: true,
    linkedChoice: {
      field: "home",
      param: linkedHomeSizeParam,
      choices: homeSizes.map((home) => ({ slug: home.id, value: home.name })),
    },
    afterRestore: (form) => {
      // A group of radio buttons is not one field: the draft's choice is ticked here.
      const savedType = surveyDraft.load().survey;
      const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="survey"]')];
      if (savedType && !radios.some((radio) => radio.checked)) {
        for (const radio of radios) radio.checked = radio.value === savedType;
      }
      checkDate(fieldOf(form, "date"));
    },
    onInput: checkDate,
  });

  return (
    <PostedForm form={form} action={action} language={language} words={words}>
      <fieldset className="sm:col-span-2">
        <legend className={labelClass}>{words.surveyType.legend}</legend>
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
        id={form.id("date")}
        label={words.date.label}
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
        id={form.id("time")}
        label={words.time.label}
        choose={words.time.choose}
        options={words.time.windows.map((window) => ({ key: window, value: window }))}
        name="time"
        required
        autoComplete="off"
      />
      <TextField
        id={form.id("locality")}
        label={words.locality.label}
        hint={fillPlaceholders(words.locality.hint, { limit: surveyLimits.locality })}
        name="locality"
        type="text"
        required
        autoComplete="address-level3"
        maxLength={surveyLimits.locality}
        pattern={notBlankPattern}
        placeholder={words.locality.placeholder}
        title={words.locality.title}
      />
      <SelectField
        id={form.id("home")}
        label={words.home.label}
        choose={words.home.choose}
        options={homeSizes.map((home) => ({ key: home.id, value: home.name }))}
        name="home"
        required
        autoComplete="off"
      />
      <NameField id={form.id("name")} words={words.name} limit={surveyLimits.name} />
      <PhoneField id={form.id("phone")} words={words.phone} limit={surveyLimits.phone} />
      <MessageField
        id={form.id("message")}
        words={words.message}
        limit={surveyLimits.message}
        required={false}
        note={form.messageFromLink && <p className="mt-1 text-teal-700">{words.fromEstimate}</p>}
      />
    </PostedForm>
  );
}
