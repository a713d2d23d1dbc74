/**
 * The shape of /book-survey/'s words and its thank-you page's (book-survey.ts). Parsed with the
 * rest of the site's content, so a mistake fails the build naming the field, for example
 * `bookSurvey.form.date.closed`.
 */
import { z } from "zod";
import { nonEmpty, sentenceWith } from "./text-rules";
import { entryId } from "./validators";

const surveyTypeSchema = z.object({ label: nonEmpty, text: nonEmpty });

export const bookSurveySchema = z
  .object({
    purpose: z.object({
      heading: nonEmpty,
      paragraphs: z.array(nonEmpty).min(1),
      changesHeading: nonEmpty,
      changes: z.array(nonEmpty).min(1),
      unchangedHeading: nonEmpty,
      unchanged: nonEmpty,
      /** The company's rule on the quoted price: what answers "the price was raised on moving day". */
      rule: nonEmpty,
    }),
    types: z.object({
      heading: nonEmpty,
      home: surveyTypeSchema,
      video: surveyTypeSchema.extend({
        whatsappLink: nonEmpty,
        /** The message a WhatsApp chat for a video survey starts with. */
        whatsappMessage: nonEmpty,
        opensWhatsapp: nonEmpty,
      }),
    }),
    form: z.object({
      heading: nonEmpty,
      intro: nonEmpty,
      /** A line above the form when the estimate's summary was brought in. */
      fromEstimate: nonEmpty,
      subject: nonEmpty.max(120, "must be at most 120 characters (it is the e-mail's subject line)"),
      submitLabel: nonEmpty,
      privacyNote: nonEmpty,
      draftNote: nonEmpty,
      allRequired: nonEmpty,
      honeypotLabel: nonEmpty,
      surveyType: z.object({ legend: nonEmpty }),
      date: z.object({
        label: nonEmpty,
        /** The rule as the pre-rendered page states it, when the office is open every day. */
        hint: nonEmpty,
        /** The same, when the office is closed on some days: `{days}` names them. */
        hintClosed: sentenceWith("days"),
        /** Joins the names of two or more closed days: "Saturday or Sunday". */
        daysJoiner: nonEmpty,
        past: nonEmpty,
        closed: sentenceWith("day"),
      }),
      time: z.object({ label: nonEmpty, choose: nonEmpty, windows: z.array(nonEmpty).min(1) }),
      locality: z.object({ label: nonEmpty, placeholder: nonEmpty, title: nonEmpty, hint: sentenceWith("limit") }),
      home: z.object({ label: nonEmpty, choose: nonEmpty }),
      name: z.object({ label: nonEmpty, title: nonEmpty, hint: sentenceWith("limit") }),
      phone: z.object({ label: nonEmpty, placeholder: nonEmpty, title: nonEmpty, hint: sentenceWith("limit") }),
      message: z.object({ label: nonEmpty, placeholder: nonEmpty, hint: sentenceWith("limit") }),
    }),
    /** The days' names, Sunday first, for the closed days the date rule names. */
    weekdays: z.array(nonEmpty).length(7, "must name the seven days, Sunday first"),
    /** What /survey-booked/ says happens next. */
    booked: z.object({
      nextStepsHeading: nonEmpty,
      nextSteps: z.array(z.object({ id: entryId, title: nonEmpty, text: nonEmpty })).min(1),
      freeNote: nonEmpty,
      verifyLink: nonEmpty,
    }),
  })
  .refine(({ purpose, booked }) => booked.nextSteps.some((step) => step.text.includes(purpose.rule)), {
    message: "must repeat purpose.rule word for word in one step: the same price rule on both pages",
    path: ["booked", "nextSteps"],
  });

export type BookSurveyCopy = z.infer<typeof bookSurveySchema>;
