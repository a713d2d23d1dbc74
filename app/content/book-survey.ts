/**
 * What /book-survey/ says, its form's words, and what /survey-booked/ (where the form lands) says
 * happens next. The home sizes are the estimate's (household-items.ts); the days the office is
 * closed, when no survey can be booked, come from `hours` in company.ts.
 */

import type { BookSurveyCopy } from "./book-survey-schema";
import { weekdayNames } from "./calendar";
import { company } from "./company";

/** The company's rule on a written quote's price. The estimate says the same (estimate-copy.ts, honesty.quote). */
const priceRule =
  "The quoted price holds unless the goods or the access differ from the survey. Any change is agreed with you in writing before loading, never on the truck.";

export const bookSurvey: BookSurveyCopy = {
  purpose: {
    heading: "What the survey is for",
    paragraphs: [
      "The survey is how we see what is moving before we put a price on it. Our surveyor lists every item, checks the floors, the lift, the stairs and where the truck can park, and from that we choose the truck, the crew and the packing material.",
      "Your written quote is fixed from the survey: the price, what is included and the dates. The survey is free, and you are under no obligation to book.",
    ],
    changesHeading: "What can still change the price",
    changes: [
      "You add goods after the survey, or take some off the list.",
      "The access is not as surveyed: a higher floor, a lift out of order or closed to movers, or a truck that must park further away than planned.",
      "You change the moving date or the addresses, or need storage in our godown.",
      "You ask for something the quote does not list, such as transit insurance or extra packing.",
    ],
    unchangedHeading: "What does not",
    unchanged:
      "Nothing else: not the fuel price on the day, not a bigger truck because the goods will not fit, and not a shared truck in place of the one on your quote. We choose the truck from the survey, and sending the right one is our job.",
    rule: priceRule,
  },
  types: {
    heading: "Two ways to be surveyed",
    home: {
      label: "Home visit",
      text: "A surveyor comes to your home, walks through each room with you and checks the access. For homes in and around Hyderabad.",
    },
    video: {
      label: "Video survey",
      text: "On a WhatsApp video call from our number, you walk us through your home with your phone. Good when you are in another city, or short of time.",
      whatsappLink: "Book a video survey on WhatsApp",
      whatsappMessage: "Hello, I would like a free video survey for my move. My locality or PIN code: ",
      opensWhatsapp: "(opens WhatsApp)",
    },
  },
  form: {
    heading: "Book your free survey",
    intro: "Choose a day and a time that suit you. We call you to confirm them before the survey.",
    fromEstimate: "Your estimate is in the notes below, so the surveyor knows what you planned.",
    subject: `SURVEY BOOKING from the ${company.shortName} website`,
    submitLabel: "Book my free survey",
    privacyNote:
      "We use your details only to arrange the survey and your quote. We do not share them, and we call only from the numbers on our Verify us page.",
    /** Shown after privacyNote only where it is true: once the page's JavaScript keeps a draft. */
    draftNote: "Until you send it, what you type is kept on this device so that a reload does not lose it.",
    allRequired: "All fields are required, except the notes.",
    honeypotLabel: "Leave this field empty",
    surveyType: { legend: "How should we survey?" },
    date: {
      label: "Preferred date",
      hint: "Today or a later date.",
      hintClosed: "Today or a later date, but not a {days}: our office is closed then.",
      daysJoiner: " or ",
      past: "Choose today or a later date.",
      closed: "Our office is closed on {day}. Choose another date.",
    },
    time: {
      label: "Preferred time",
      choose: "-- Select a time --",
      windows: ["8:00 am to 11:00 am", "11:00 am to 2:00 pm", "2:00 pm to 5:00 pm", "5:00 pm to 8:00 pm"],
    },
    locality: {
      label: "Locality or PIN code",
      placeholder: "Kukatpally or 500072",
      title: "Your locality, area or PIN code",
      hint: "Where the survey is: a locality, an area or a PIN code. Up to {limit} characters.",
    },
    home: { label: "Home size", choose: "-- Select home size --" },
    name: { label: "Your name", title: "Your name, not only spaces", hint: "Up to {limit} characters." },
    phone: {
      label: "Mobile number",
      placeholder: "+91 98480 12345",
      title: "An Indian phone number: 10 digits, with +91 or 0 in front if you like",
      hint: "We call this number to confirm the survey. Up to {limit} characters.",
    },
    message: {
      label: "Notes (optional)",
      placeholder: "For example: 3rd floor, no lift; a piano; moving to Pune in March",
      hint: "Anything the surveyor should know. Up to {limit} characters.",
    },
  },
  weekdays: weekdayNames,
  booked: {
    nextStepsHeading: "What happens next",
    nextSteps: [
      {
        title: "We call to confirm",
        text: "Our bookings team calls you during working hours to confirm the date and time, or to offer the nearest free slot.",
      },
      {
        title: "The survey",
        text: "The surveyor comes at the time we agreed, or calls you on WhatsApp video from our number, and lists what is moving.",
      },
      {
        title: "Your written quote",
        text: `After the survey we send you a written quote with the price, what is included and the dates. ${priceRule}`,
      },
    ],
    freeNote: "The survey is free: nobody from us asks you for money at the survey.",
    verifyLink: "How to check it is really us",
  },
};
