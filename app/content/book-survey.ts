/**
 * The facts of /book-survey/ and of /survey-booked/ (where its form lands). Their words (in every
 * language) are in app/content/words/<language>/book-survey.json and survey-booked.json, under
 * `bookSurvey` (the form, the price rule, the days' names) and `pages`. The home sizes are the
 * estimate's (facts/household-items.json); the days the office is closed, when no survey can be booked,
 * come from `hours` in company.ts.
 */
import type { BookSurveyWords } from "./book-survey-schema";

export const bookSurvey = {
  form: {
    // An example of the number's form, the same in every language.
    phone: { placeholder: "+91 98480 12345" },
  },
} satisfies { form: { phone: Pick<BookSurveyWords["form"]["phone"], "placeholder"> } };
