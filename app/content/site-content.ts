/** Every content file gathered into one object, as written (validated by `content.server.ts`). */
import { mission, statistics, story, testimonials, vision } from "./about";
import { certifications } from "./certifications";
import { cities } from "./cities";
import { cityPages } from "./city-guides";
import { company } from "./company";
import { enquiry } from "./enquiry";
import { gallery } from "./gallery";
import { aboutTeaser, contactCallToAction, faq, founderQuote, heroSlides, homeSections, reasons } from "./home";
import { interfaceCopy } from "./interface";
import { footerNavigation, mainNavigation } from "./navigation";
import { pages } from "./pages";
import { cityResultText, searchAliases } from "./search-aliases";
import { servedCities } from "./served-cities";
import { serviceCallToAction, services } from "./services";

export const siteContentAsWritten = {
  company,
  services,
  serviceCallToAction,
  heroSlides,
  reasons,
  faq,
  testimonials,
  statistics,
  certifications,
  cities,
  gallery,
  pages,
  aboutTeaser,
  homeSections,
  story,
  vision,
  mission,
  founderQuote,
  contactCallToAction,
  mainNavigation,
  footerNavigation,
  enquiry,
  searchAliases,
  cityResultText,
  interface: interfaceCopy,
  servedCities,
  cityPages,
};
