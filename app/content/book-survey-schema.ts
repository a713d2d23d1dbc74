/**
 * The shape of /book-survey/'s words and its thank-you page's (book-survey.ts; book-survey.json's
 * and survey-booked.json's `bookSurvey`): the English files' (words-shape.ts), with the rules
 * written here. Parsed with the rest of the site's content, so a mistake fails the build naming
 * the field, for example `bookSurvey.form.date.closed`.
 */
import { z } from "zod";
import { nonEmpty, sentenceWith } from "./text-rules";
import englishBookSurvey from "./words/en/book-survey.json" with { type: "json" };
import englishSurveyBooked from "./words/en/survey-booked.json" with { type: "json" };
import { wordsEntryShape, wordsShape } from "./words-shape";

const english = { ...englishBookSurvey.bookSurvey, ...englishSurveyBooked.bookSurvey };

export const bookSurveySchema = wordsShape(
  english,
  {
    purpose: { paragraphs: z.array(nonEmpty).min(1), changes: z.array(nonEmpty).min(1) },
    form: {
      subject: nonEmpty.max(120, "must be at most 120 characters (it is the e-mail's subject line)"),
      date: {
        /** The rule when the office is closed on some days: `{days}` names them. */
        hintClosed: sentenceWith("days"),
        closed: sentenceWith("day"),
      },
      time: { windows: z.array(nonEmpty).min(1) },
      locality: { hint: sentenceWith("limit") },
      name: { hint: sentenceWith("limit") },
      phone: { hint: sentenceWith("limit") },
      message: { hint: sentenceWith("limit") },
    },
    /** The days' names, Sunday first, for the closed days the date rule names. */
    weekdays: z.array(nonEmpty).length(7, "must name the seven days, Sunday first"),
    booked: {
      nextSteps: z.array(wordsEntryShape(english.booked.nextSteps, {}, "bookSurvey.booked.nextSteps")).min(1),
    },
  },
  "bookSurvey",
  // An example of the number's form, the same in every language (book-survey.ts).
  { form: { phone: { placeholder: nonEmpty } } },
).refine(({ purpose, booked }) => booked.nextSteps.some((step) => step.text.includes(purpose.rule)), {
  message: "must repeat purpose.rule word for word in one step: the same price rule on both pages",
  path: ["booked", "nextSteps"],
});

export type BookSurveyWords = z.infer<typeof bookSurveySchema>;
