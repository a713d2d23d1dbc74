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
    text: "We only call, WhatsApp or e-mail you from the numbers and addresses below. We never ask for any payment to a personal bank account or personal UPI ID, and never for the full amount before delivery; every payment goes to the company's account against a GST invoice. If someone asks otherwise, do not pay, and call us on one of these numbers.",
    phonesLabel: "Our only phone numbers",
    emailsLabel: "Our only e-mail addresses",
    verifyLink: "Verify us before you pay: our account, our GSTIN and how to check them",
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
    allRequired: "Please fill in every box: we need each one to call you back with a quote.",
    honeypotLabel: "Website",
    name: {
      label: "Your name",
      title: "Please write your name.",
      hint: "The name we should ask for when we call.",
    },
    phone: {
      label: "Mobile number",
      placeholder: "+91 98765 43210",
      title: "Please give a 10-digit Indian phone number, such as 98765 43210 or +91 98765 43210.",
      hint: "We call you back on this number. Ten digits; +91 in front is fine.",
    },
    email: {
      label: "E-mail",
      placeholder: "you@example.com",
      hint: "We send your written quote here.",
    },
    service: { label: "Service you need", choose: "-- Select Service --" },
    message: {
      label: "About your move",
      placeholder: "From Kukatpally to Pune, around 15 March; 2BHK, fridge, washing machine, one scooter",
      hint: "A few lines are enough. We ask about the rest when we call.",
      hintWithCount: "A few lines are enough. Room for {left} more characters.",
      blankWarning: "Please write a few words about your move.",
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
