/**
 * The home page's own copy: hero slides, the six reasons, the FAQ, the about teaser, the
 * proprietor's words and the closing call to action. Figures come from company.ts.
 */
import { claimFacts } from "./claims-and-paperwork";
import { company, mainPhone, yearsInBusiness } from "./company";
import type { FaqItem, HeroSlide, Reason, SectionHeadingCopy } from "./schema";
import { trackRecord } from "./track-record";

export const heroSlides: HeroSlide[] = [
  {
    title: "Household shifting without the worry",
    subtitle: `Packers and movers in Hyderabad since ${company.foundedYear}`,
    tagline: "Free survey at your home, a written quote and a GST invoice",
    image: {
      src: "hero-1.svg",
      alt: "Drawing of movers carrying bubble-wrapped furniture from a Hyderabad apartment to a tempo",
    },
  },
  {
    title: "Your car and bike, moved with your home",
    subtitle: "Car carriers and two-wheeler transport for transfers across India",
    tagline: `Door-to-door delivery to ${trackRecord.cities} cities`,
    image: {
      src: "hero-2.svg",
      alt: "Drawing of a car being driven onto a car carrier truck while a scooter is wrapped for transport",
    },
  },
  {
    title: "New home not ready yet?",
    subtitle: "Covered godown storage at Medchal, for a week or for months",
    tagline: "Packed, listed and kept safe until you need it",
    image: {
      src: "hero-3.svg",
      alt: "Drawing of numbered cartons and wrapped furniture stored on racks in a godown",
    },
  },
];

export const reasons: Reason[] = [
  {
    title: "Free survey and written quote",
    summary: "We see what is moving before we quote, and put it in writing.",
    description:
      "Our surveyor visits your home, or looks around on a video call, and lists what is moving. You get a written quote with the packing date, moving date and what is included, so the amount on moving day matches what was agreed. There is no charge for the survey and no obligation to book.",
  },
  {
    title: "Our own trained crew",
    summary: "The people who pack your home work for us, every day.",
    description:
      "Packing, loading and unpacking are done by our own crew, led by a supervisor who stays with your goods from the first carton to the last. They know how to wrap a glass dining table, take down a wardrobe and carry a fridge up three floors without damaging it or your building.",
  },
  {
    title: "Proper packing material",
    summary: "Bubble wrap, corrugated sheets and fresh five-ply cartons.",
    description:
      "We bring new cartons, bubble wrap, corrugated sheets, stretch film and wooden crates where needed, and enough of it for the whole home. Crockery is wrapped piece by piece, furniture gets two layers, and every carton is numbered and listed.",
  },
  {
    title: "Transit insurance on request",
    summary: "Cover for your goods on the value you declare.",
    description:
      "For moves to another city, and for local moves if you wish, we arrange transit insurance through an insurance company on the value you declare for your goods. If something is damaged, our support team helps you with photos, the inventory and the claim papers.",
  },
  {
    title: "GST invoice and clear papers",
    summary: "A proper bill, a lorry receipt and a signed inventory.",
    description: `We are a GST-registered business (GSTIN ${company.gstin}) and an Udyam-registered MSME. Every move gets a GST invoice, a lorry receipt, a signed packing list and a delivery receipt, the papers employers usually ask for when they reimburse relocation.`,
  },
  {
    title: "One number to call",
    summary: "Updates on WhatsApp and a person who answers.",
    description: `From the first call to the last carton, you deal with one coordinator. For moves to other cities we send updates on WhatsApp while the truck is on the road, and our bookings line ${mainPhone.number} is answered all 7 days.`,
  },
];

export const faq: FaqItem[] = [
  {
    question: "How early should I book my move?",
    answer:
      "For shifting within Hyderabad, three to five days ahead is usually enough, and we can often manage at short notice if a crew is free. For moves to another city, or for car transport, book one to two weeks ahead. Month-ends, weekends and the school holidays in April to June get busy, so book earlier for those dates.",
  },
  {
    question: "Do you bring the packing material, or do I need to arrange boxes?",
    answer:
      "We bring everything: fresh five-ply cartons, bubble wrap, corrugated sheets, stretch film, tape and, where needed, wooden crates. You do not need to collect boxes. Keep aside your jewellery, cash, documents and medicines and carry them yourself.",
  },
  {
    question: "Is transit insurance available, and what does it cover?",
    answer:
      "Yes. We arrange transit insurance through an insurance company on the value you declare for your goods. It covers loss or damage from accidents, fire and similar risks while the goods are in transit. We explain the cover and the premium before you decide, and insurance is optional.",
  },
  {
    question: "Can you shift my car and two-wheeler along with the household goods?",
    answer:
      "Yes. Cars travel on an open or closed car carrier and two-wheelers are wrapped and tied in the truck or crated. We inspect the vehicle with you at pickup and take photos. Please keep the RC, insurance and PUC papers ready, and leave only a little fuel in the tank.",
  },
  {
    question: "How much will my move cost, and how do you fix the price?",
    answer:
      "Our moving cost estimate works out a price range from the rates we publish on this website: packing, labour, transport, floor charges, insurance and GST, each on its own line. Then we do a free survey, at your home or on a video call, and give you a written quote from the same rates for exactly what is moving. That quote fixes the price. There is no charge for the survey and no obligation to book.",
    link: { page: "estimate", label: "Estimate your moving cost" },
  },
  {
    question: "What if something is damaged? Will I get a GST invoice?",
    answer: `Check your goods against the packing list at delivery and write any damage or missing item on the delivery receipt before you sign, then take photos. Tell us within ${claimFacts.claimNoticeHours} hours of delivery, by the claim form on our claims page, WhatsApp or a call. If you took transit insurance we file the claim with the insurer for you; if not, we settle the matter with you directly. Every job gets a GST invoice in your or your company's name.`,
  },
];

export const aboutTeaser = {
  heading: "A Hyderabad moving company run by the people who pack",
  text: [
    `${company.name} began in Kukatpally in ${company.foundedYear}, when ${company.proprietor.name} put the packing and loading crew he had run for other movers since ${trackRecord.countedSince} under our own name. In ${yearsInBusiness} years we have grown into a team that shifts homes, offices, vehicles and machines across Telangana and to ${trackRecord.cities} cities in India.`,
    `${company.proprietor.name}, our ${company.proprietor.title.toLowerCase()}, still visits homes for surveys and is on the phone with customers every day. We keep our promises small and specific: a written quote, proper packing, a GST invoice and a person who answers when you call.`,
  ],
};

export const founderQuote =
  "When a family calls us, they are trusting us with everything they own: the almirah from their wedding, the children's books, the pooja room idols. I tell every new member of our crew to pack as if it were his own mother's home. We will not be the biggest movers in Hyderabad, but we want every family to say we did exactly what we promised.";

export const contactCallToAction = {
  heading: "Planning a move? Get a free survey and quote",
  text: "Tell us where you are moving from and to, roughly how much you have, and your preferred date. We will call you back, arrange a free survey at your home or on a video call, and send a written quote. No obligation.",
};

/** Headings of the home page's sections, in the order they appear below the about teaser. */
export const homeSections: Record<"reasons" | "cities" | "services" | "faq" | "founder", SectionHeadingCopy> = {
  reasons: {
    kicker: "Why families choose us",
    heading: "Six things we do on every move",
    intro: "Open any of them to see exactly what it means for your shifting day.",
  },
  cities: {
    kicker: "Where we go",
    heading: "Cities we move you to and from",
    intro:
      "We run regular household and vehicle moves between Hyderabad and these places. Moving somewhere else in India? Call us and ask.",
  },
  services: {
    kicker: "What we do",
    heading: "Our services",
    intro: "From a 1BHK across town to a factory's machines, pick what you need to see how we handle it.",
  },
  faq: {
    kicker: "Before you book",
    heading: "Questions families ask us",
    intro: "Short, straight answers. Anything else, just call or WhatsApp us.",
  },
  founder: {
    kicker: "From our proprietor",
    heading: "Why we pack every home as if it were our own",
  },
};
