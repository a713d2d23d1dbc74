/**
 * The About page's copy: our story, vision and mission, the statistics row and the testimonials.
 * The years figure comes from company.ts (yearsInBusiness), never typed in by hand.
 */
import { company, yearsInBusiness } from "./company";
import type { AboutWords, Statistic, Testimonial } from "./schema";
import { trackRecord } from "./track-record";

export const story = {
  heading: "Our story",
  paragraphs: [
    `${company.proprietor.name} has worked in moving since ${company.proprietor.inTradeSince}, more than a decade now. He began as a loading supervisor with a transport company in Balanagar, and saw how often good furniture was damaged by hurried loading and cheap packing, and how families were left with nobody to call when something went wrong. In ${trackRecord.countedSince} he started his own packing and loading business, the crew other Hyderabad movers hired when a job needed care.`,
    `In ${company.foundedYear} he registered the business for GST, and from our office in Kukatpally the same crew began moving families under the name ${company.name}. The first customers were neighbours and colleagues moving within Hyderabad: 2BHK flats in KPHB, Miyapur and Kondapur, usually packed and moved in a single day. Word spread through apartment WhatsApp groups and office friends, and soon people asked us to move them to Bengaluru, Pune and Chennai, and to take their cars and bikes along. Many have moved with us more than once: out on a transfer and back again, or an office to a new floor and then a new branch.`,
    "To handle those moves we built a network of transporters and car-carrier operators on the main routes out of Hyderabad, and opened our operations office and covered godown in Medchal, on NH 44, for families who need to store their goods between homes. Today we also move offices, shops and small factory machines.",
    `After ${yearsInBusiness} years under our own name the way we work has not changed: a free survey and a written quote, our own crew for packing and loading, fresh packing material, a GST invoice and a person who answers when you call. We are registered under GST and as an Udyam MSME, and our certificates are on the Certification page for anyone to check.`,
  ],
};

export const vision =
  "To be the moving company families across Telangana recommend to their relatives and colleagues, because we did what we promised, handled their things with care and were easy to reach.";

export const mission =
  "To give every customer a clear written quote after a free survey, pack and move their goods with trained people and proper material, keep them informed until delivery, and stand by them with a GST invoice, transit insurance on request and honest help if anything goes wrong.";

export const statistics: Statistic[] = [
  { value: trackRecord.relocations, label: "Successful Relocations" },
  { value: trackRecord.clients, label: "Happy Clients Served" },
  { value: trackRecord.cities, label: "Cities Across India" },
  { value: `${yearsInBusiness}+`, label: "Years of Trusted Service" },
];

export const testimonials: Testimonial[] = [
  {
    quote:
      "My company gave me ten days to join in Pune. The surveyor came the next morning, the quote matched the final bill, and our 2BHK was packed in one day. The car reached two days after us without a scratch, and the GST invoice was accepted by my office for reimbursement.",
    name: "Priya Raghavan",
    role: "Software engineer",
    city: "Hyderabad to Pune",
  },
  {
    quote:
      "We were moving to our daughter's city after thirty years in one house, and I was worried about my late mother's glass showcase and the pooja items. They crated the glass and packed every idol separately. Nothing was broken, and the boys even set up our cots before leaving.",
    name: "Lakshmi Narasimha Rao",
    role: "Retired school headmaster",
    city: "Hyderabad to Vijayawada",
  },
  {
    quote:
      "We shifted our office of forty seats over a Saturday night. Every desk, chair and cable was labelled by seat number, and our team started work on Monday without asking where anything was. They also stored our old furniture in their Medchal godown for two months.",
    name: "Syed Imran Ahmed",
    role: "Office administration manager",
    city: "Begumpet to Gachibowli, Hyderabad",
  },
];

/** The About page's headings, and what the testimonials' controls say. */
export const aboutWords: AboutWords = {
  story: {
    kicker: "How we began",
    glanceHeading: "At a glance",
    startedIn: "Started under our own name",
    inTradeSince: "Proprietor in moving since",
  },
  statisticsHeading: "Our work in numbers",
  statisticsNote: `Relocations count every move our crews have packed and moved since ${trackRecord.countedSince}, including our years as the crew other movers hired. Clients count each family and business once, however many times they moved with us.`,
  visionMission: {
    kicker: "What drives us",
    heading: "Vision and mission",
    vision: "Our vision",
    mission: "Our mission",
  },
  testimonials: {
    kicker: "In their words",
    heading: "What our customers say",
    label: "Customer testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    position: "Testimonial {position} of {count}",
    moving: "testimonials",
  },
};
