/** Every content file gathered into one object, as written (validated by `content.server.ts`). */
import { aboutWords, mission, statistics, story, testimonials, vision } from "./about";
import { bookSurvey } from "./book-survey";
import { certifications, certificationWords } from "./certifications";
import { cities } from "./cities";
import { cityPages } from "./city-guides";
import { company } from "./company";
import { enquiry } from "./enquiry";
import { errorFallback } from "./error-fallback";
import { gallery, galleryWords } from "./gallery";
import { aboutTeaser, contactCallToAction, faq, founderQuote, heroSlides, homeSections, reasons } from "./home";
import { interfaceCopy } from "./interface";
import { footerLinkGroups, footerNavigation, mainNavigation, moreNavigation, serviceRoutes } from "./navigation";
import { pages } from "./pages";
import { cityResultText, searchAliases } from "./search-aliases";
import { servedCities } from "./served-cities";
import { services } from "./services";
import { verifyUs } from "./verify-us";

export const siteContentAsWritten = {
  company,
  services,
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
  moreNavigation,
  footerNavigation,
  footerLinkGroups,
  serviceRoutes,
  enquiry,
  searchAliases,
  cityResultText,
  interface: interfaceCopy,
  errorFallback,
  aboutWords,
  galleryWords,
  certificationWords,
  servedCities,
  cityPages,
  verifyUs,
  bookSurvey,
};
