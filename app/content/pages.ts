/**
 * THE SITE'S PAGES. Each entry here is a page of the site: its key names its address and its code
 * (key `thankYou` is the page /thank-you/, drawn by app/routes/thank-you.tsx; `home` is /), and
 * its order is the order of the sitemap. `notFound` is the page shown for any unknown address.
 *
 * Each page has its title and description (what search engines and link previews show), the
 * heading and introduction at the top of the page, and the drawing on its share picture
 * (`shareArt`, a file in public/art). Titles: at most 60 characters; descriptions: 50 to 160
 * characters. The build says which one is too long.
 *
 * To add a page: add an entry here and its route module in app/routes/ (see the README).
 */
import { company, mainPhone, yearsInBusiness } from "./company";
import { estimateCopy } from "./estimate-copy";
import { gallery, galleryPageCopy } from "./gallery";
import type { PageCopy } from "./schema";
import { trackRecord } from "./track-record";

const bookingsPhone = mainPhone.number;

export const pages = {
  home: {
    shareArt: "hero-1.svg",
    title: `Packers and Movers in Hyderabad | ${company.shortName}`,
    description: `Household shifting, packing, car transport and godown storage from Hyderabad to ${trackRecord.cities} cities. Free survey, written quote, GST invoice.`,
    heading: "Packers and movers in Hyderabad for homes, offices and vehicles",
    intro: `For ${yearsInBusiness} years we have packed and moved families across Telangana and to ${trackRecord.cities} cities in India. Call, WhatsApp or send an enquiry for a free survey and a written quote.`,
  },
  about: {
    kicker: "About us",
    shareArt: "gallery-9.svg",
    title: `About Us | ${company.name}, Hyderabad`,
    description: `How ${company.shortName} began in Kukatpally in ${company.foundedYear}, how we work, and what families we have moved say about us.`,
    heading: `About ${company.name}`,
    intro: `A Hyderabad moving company started in ${company.foundedYear} by ${company.proprietor.name}, in moving for more than a decade, with our own crew, a godown in Medchal and ${yearsInBusiness} years of household shifting under our own name.`,
  },
  services: {
    shareArt: "hero-2.svg",
    // The words are in words/<language>/services.json.
  },
  estimate: {
    shareArt: "service-transportation.svg",
    // The words are the estimate page's own (estimate-copy.ts), kept with the rest of its words.
    title: estimateCopy.page.title,
    description: estimateCopy.page.description,
    heading: estimateCopy.page.heading,
    intro: estimateCopy.page.intro,
    searchTerms: [
      "price",
      "prices",
      "cost",
      "charges",
      "rate",
      "rates",
      "quote",
      "estimate",
      "calculator",
      "how much",
      "budget",
    ],
  },
  contact: {
    shareArt: "service-door-to-door.svg",
    title: `Contact Us for a Free Quote | ${company.shortName}`,
    description: `Call ${bookingsPhone}, WhatsApp or send an enquiry to ${company.shortName} in Hyderabad for a free moving survey and written quote.`,
    heading: "Contact us",
    intro: `Tell us about your move and we will call you back, usually within a few hours. ${company.hours}. The survey and quote are free.`,
  },
  certification: {
    shareArt: "hero-3.svg",
    title: `GST and Udyam Certificates | ${company.shortName}`,
    description: `View and download the GST, Udyam (MSME), earlier Udyog Aadhaar and Shops and Establishments certificates of ${company.name}, Telangana.`,
    heading: "Our certifications",
    intro:
      "We are a registered business. View or download our certificates below, and check the GST and Udyam numbers yourself on the government portals.",
  },
  verifyUs: {
    kicker: "Before you pay",
    shareArt: "hero-3.svg",
    title: `Verify Us Before You Pay | ${company.shortName}`,
    description: `The only phones, e-mails and account of ${company.name}, how to check our GSTIN and Udyam number, how we take payment and how to spot a fake mover.`,
    heading: "Verify us before you pay",
    intro: `Fake movers copy real companies' names, logos and even GSTINs. Here is how to be sure you are dealing with ${company.name} before you pay anyone a rupee.`,
    searchTerms: [
      "fraud",
      "fake",
      "fake movers",
      "fake packers and movers",
      "scam",
      "cheat",
      "genuine",
      "verify",
      "check",
      "gstin",
      "udyam",
      "payment",
      "advance",
      "bank account",
      "upi",
      "lorry receipt",
      "bilty",
      "invoice",
      "consignment number",
      "report",
    ],
  },
  bookSurvey: {
    shareArt: "hero-1.svg",
    title: `Book a Free Moving Survey | ${company.shortName}`,
    description:
      "Book a free home visit or video survey for your move. Your written quote is fixed from it, and the price holds unless your goods or the access change.",
    heading: "Book a free survey",
    intro:
      "A surveyor sees what is moving, at your home or on a WhatsApp video call, and your written quote is fixed from it. Choose a day and a time below.",
    searchTerms: [
      "survey",
      "home visit",
      "video survey",
      "video call",
      "inspection",
      "book",
      "appointment",
      "visit",
      "written quote",
      "price change",
      "hidden charges",
    ],
  },
  gallery: {
    shareArt: "gallery-1.svg",
    // "Photo" only while the gallery shows a photograph (gallery.ts has both sets of words).
    ...galleryPageCopy[gallery.some((item) => item.kind === "photo") ? "withPhotos" : "drawingsOnly"],
  },
  cities: {
    shareArt: "service-relocation.svg",
    title: `Cities We Move To from Hyderabad | ${company.shortName}`,
    description:
      "Every city we move families to and from Hyderabad, with the distance by road, the days on the way and what a 1, 2 or 3 BHK move costs.",
    heading: "Cities we move to and from Hyderabad",
    intro:
      "Choose a city to see the distance, the days on the road, what a 1, 2 or 3 BHK move costs and what to plan for that route. Moves within Hyderabad and Telangana are local shifting.",
    searchTerms: ["cities", "city", "destinations", "routes", "distance", "transit time", "outstation"],
  },
  // Words: app/content/words/<language>/claims-and-paperwork.json and claim-received.json.
  claimsAndPaperwork: { shareArt: "service-door-to-door.svg" } satisfies Partial<PageCopy> as PageCopy,
  claimReceived: {
    shareArt: "service-door-to-door.svg",
    // Reached only after a claim is sent: kept out of search results and the sitemap.
    noindex: true,
  } satisfies Partial<PageCopy> as PageCopy,
  thankYou: {
    shareArt: "gallery-9.svg",
    // Reached only after an enquiry: kept out of search results and the sitemap.
    noindex: true,
    kicker: "Enquiry sent",
    title: `Thank You for Your Enquiry | ${company.shortName}`,
    description: `Your enquiry has reached ${company.shortName}. We will call you back to arrange a free survey and a written quote for your move.`,
    heading: "Thank you, we have received your enquiry",
    intro: `Our bookings team will call you back, usually within a few hours during working hours, to understand your move and arrange a free survey. If your move is urgent, call ${bookingsPhone} or message us on WhatsApp.`,
  },
  surveyBooked: {
    shareArt: "hero-1.svg",
    // Reached only after booking a survey: kept out of search results and the sitemap.
    noindex: true,
    kicker: "Survey requested",
    title: `Survey Request Received | ${company.shortName}`,
    description: `Your survey request has reached ${company.shortName}. We will call you to confirm the date and time of your free survey.`,
    heading: "Thank you, we have your survey request",
    intro: `Our bookings team will call you to confirm the date and time, usually within a few hours during working hours. If you need to change it, call ${bookingsPhone} or message us on WhatsApp.`,
  },
  notFound: {
    shareArt: "service-local-shifting.svg",
  },
  search: {
    shareArt: "service-transportation.svg",
  },
} satisfies Record<string, Partial<PageCopy> & Pick<PageCopy, "shareArt">>;

/** A page of the site, named by its key in `pages`. */
export type PageKey = keyof typeof pages;
