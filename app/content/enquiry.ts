/**
 * What the enquiry form, the fraud warning beside it and the thank-you page say. Phone numbers and
 * e-mails are not written here: the pages take them from company.ts.
 */
import { company } from "./company";
import type { EnquiryCopy } from "./schema";

export const enquiry: EnquiryCopy = {
  formHeading: "Send us your enquiry",
  formIntro:
    "Tell us where you are moving from and to, roughly when, and what needs to go (for example a 2BHK with a fridge, washing machine and a scooter). We will call you back to fix a free survey.",
  subject: `New enquiry from the ${company.shortName} website`,
  submitLabel: "Send enquiry",
  privacyNote: "We use your details only to reply to this enquiry.",
  /** Shown after privacyNote only where it is true: once the page's JavaScript keeps a draft. */
  draftNote: "Until you send it, what you type is kept on this device so that a reload does not lose it.",
  fraudNotice: {
    heading: "Beware of fake movers using our name",
    text: "We only call, WhatsApp or e-mail you from the numbers and addresses below. We never ask for an advance or any payment to a personal bank account or personal UPI ID; every payment goes to the company's account against a GST invoice. If someone asks otherwise, do not pay, and call us on one of these numbers.",
    phonesLabel: "Our only phone numbers",
    emailsLabel: "Our only e-mail addresses",
  },
  nextSteps: [
    {
      title: "We call you back",
      text: "Someone from our bookings team calls you, usually within 2 hours during working hours, or first thing the next morning for enquiries sent late at night.",
    },
    {
      title: "Free survey",
      text: "We come to see your home or office (or do a video survey on WhatsApp) to list what needs packing and check floors, lifts and parking for the truck.",
    },
    {
      title: "Written quote",
      text: "You get a written quote with packing material, transport, loading, unloading and transit insurance shown separately. No hidden charges, and no advance to a personal account.",
    },
  ],
  fields: {
    allRequired: "All fields are required.",
    honeypotLabel: "Website",
    name: { label: "Your name", title: "Your name, in letters (not only spaces)", hint: "Up to {limit} characters." },
    phone: {
      label: "Mobile number",
      placeholder: "+91 98765 43210",
      title: "A 10-digit Indian number, for example +91 98765 43210 or 098765 43210",
      hint: "10 digits, with or without +91. Up to {limit} characters.",
    },
    email: {
      label: "E-mail",
      placeholder: "you@example.com",
      hint: "For the written quote. Up to {limit} characters.",
    },
    service: { label: "Service you need", choose: "-- Select Service --" },
    message: {
      label: "About your move",
      placeholder: "From Kukatpally to Pune, around 15 March; 2BHK, fridge, washing machine, one scooter",
      hint: "Up to {limit} characters.",
      hintWithCount: "Up to {limit} characters; {left} left.",
      blankWarning: "Please tell us a little about your move; spaces alone are not enough.",
    },
  },
  contactPanel: {
    heading: "Call, WhatsApp or visit us",
    phone: "Phone",
    whatsapp: "WhatsApp",
    whatsappLink: "Chat on WhatsApp: {number}",
    email: "E-mail",
    hours: "Working hours",
    mapLink: "Open in Google Maps",
  },
};
