/**
 * Where each form's draft is kept in the browser (form-draft.ts). In a module of their own so a
 * page can see whether a draft waits to be restored without loading the form's code
 * (app/components/forms/until-needed.ts).
 */
export const enquiryDraftKey = "enquiryDraft";
export const surveyDraftKey = "surveyDraft";
export const claimDraftKey = "claimDraft";
