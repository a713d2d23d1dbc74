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
 * To add a page: add an entry here and its route module in app/routes/ (docs/recipes.md, "Add a page").
 */
import type { PageWords } from "./pages-schema";

/** A page as written here: its words may be in its words file instead (app/content/words/). */
type PageFacts = Pick<PageWords, "shareArt" | "noindex"> & Partial<PageWords>;

export const pages = {
  home: {
    shareArt: "hero-1.svg",
    // The words are in words/<language>/home.json.
  },
  about: {
    shareArt: "gallery-9.svg",
    // The words are in words/<language>/about.json.
  },
  services: {
    shareArt: "hero-2.svg",
    // The words are in words/<language>/services.json.
  },
  // The estimate's title, description, heading, introduction and search terms are words, in
  // app/content/words/<language>/estimate.json under "pages" > "estimate"; only its picture is here.
  estimate: {
    shareArt: "service-transportation.svg",
  },
  contact: {
    shareArt: "service-door-to-door.svg",
    // The words are in words/<language>/contact.json.
  },
  certification: {
    shareArt: "hero-3.svg",
    // The words are in words/<language>/certification.json.
  },
  verifyUs: {
    shareArt: "hero-3.svg",
    // The words are in words/<language>/verify-us.json.
  },
  bookSurvey: {
    shareArt: "hero-1.svg",
    // The words are in words/<language>/book-survey.json.
  },
  gallery: {
    shareArt: "gallery-1.svg",
    // The words are in words/<language>/gallery.json, in two sets: "Photo" only while the gallery
    // shows a photograph (withGalleryPageWords in gallery.ts picks the set).
  },
  cities: {
    // Its title, description, heading and intro: app/content/words/<language>/cities.json.
    shareArt: "service-relocation.svg",
    searchTerms: ["cities", "city", "destinations", "routes", "distance", "transit time", "outstation"],
  },
  // Words: app/content/words/<language>/claims-and-paperwork.json and claim-received.json.
  claimsAndPaperwork: { shareArt: "service-door-to-door.svg" } satisfies Partial<PageWords> as PageWords,
  claimReceived: {
    shareArt: "service-door-to-door.svg",
    // Reached only after a claim is sent: kept out of search results and the sitemap.
    noindex: true,
  } satisfies Partial<PageWords> as PageWords,
  thankYou: {
    shareArt: "gallery-9.svg",
    // Reached only after an enquiry: kept out of search results and the sitemap.
    noindex: true,
    // The words are in words/<language>/thank-you.json.
  },
  surveyBooked: {
    shareArt: "hero-1.svg",
    // Reached only after booking a survey: kept out of search results and the sitemap.
    noindex: true,
    // The words are in words/<language>/survey-booked.json.
  },
  notFound: {
    shareArt: "service-local-shifting.svg",
  },
  search: {
    shareArt: "service-transportation.svg",
  },
} satisfies Record<string, PageFacts>;

/** A page of the site, named by its key in `pages`. */
export type PageKey = keyof typeof pages;
