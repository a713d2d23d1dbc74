/**
 * The survey booking form's rules, shared by the form, its tests and its draft: field names,
 * length limits and where the home size a link asks for is read. Phone and blank-field patterns
 * and the form service's address are the enquiry form's (enquiry-form.ts).
 */
import { enquiryLimits } from "./enquiry-form";
import { createFormDraft } from "./form-draft";
import { surveyDraftKey } from "./form-draft-keys";

/** The fields the visitor fills in, in the form's order; also the keys of a saved draft. */
export const surveyFieldNames = ["survey", "date", "time", "locality", "home", "name", "phone", "message"] as const;
export type SurveyFieldName = (typeof surveyFieldNames)[number];

/** `maxlength` of the typed fields: the enquiry form's for name, phone and message. */
export const surveyLimits = {
  name: enquiryLimits.name,
  phone: enquiryLimits.phone,
  message: enquiryLimits.message,
  locality: 100,
} as const;

export { surveyDraftKey };

/** The survey form's draft, kept until /survey-booked/ is reached (form-draft.ts says how and why). */
export const surveyDraft = createFormDraft({
  key: surveyDraftKey,
  fieldNames: surveyFieldNames,
  // The typed fields' own limits; the choices' labels and a date are short.
  longestValue: { ...surveyLimits, survey: 100, date: 10, time: 100, home: 100 },
});

/** The query parameter that names the estimate's home size (`?home=2bhk`), as the estimate's own link does. */
export const linkedHomeSizeParam = "home";
