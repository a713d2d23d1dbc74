/**
 * Where "Send this estimate", "Send on WhatsApp" and "Book a survey for this move" go. The contact
 * page reads `service` and `message` back (app/lib/enquiry-prefill.ts), the survey page `home`
 * (app/lib/survey-form.ts) and `message`; the names are spelled in both places on purpose, so the
 * forms' code does not land in the estimate's chunk (tests tie them).
 */

/** The contact page with the enquiry form's service chosen and its message filled with `summary`. */
export function sendEstimateHref(contactPath: string, serviceSlug: string, summary: string): string {
  return `${contactPath}?${new URLSearchParams({ service: serviceSlug, message: summary })}`;
}

/** The survey page with the estimate's home size chosen (when it has one) and its notes filled with `summary`. */
export function bookSurveyHref(surveyPath: string, homeSizeId: string | null | undefined, summary: string): string {
  const query = new URLSearchParams(homeSizeId ? { home: homeSizeId } : {});
  query.set("message", summary);
  return `${surveyPath}?${query}`;
}
