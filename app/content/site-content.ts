/**
 * Every content file's facts gathered into one object, as written; the words are laid over them
 * from app/content/words/<language>/ and the whole validated by `content.server.ts`.
 */
import { statistics } from "./about";
import { analytics } from "./analytics";
import { bookSurvey } from "./book-survey";
import { certifications } from "./certifications";
import { cityPages } from "./city-guides";
import { company } from "./company";
import { enquiry } from "./enquiry";
import { errorFallback } from "./error-fallback";
import { gallery } from "./gallery";
import { faq, heroSlides } from "./home";
import { interfaceWords } from "./interface";
import { footerLinkGroups, footerNavigation, mainNavigation, moreNavigation, serviceRoutes } from "./navigation";
import { pages } from "./pages";
import { searchAliases } from "./search-aliases";
import { servedCities } from "./served-cities";
import { services } from "./services";
import { trackRecord } from "./track-record";
import { verifyUs } from "./verify-us";

export const siteContentAsWritten = {
  company,
  services,
  heroSlides,
  faq,
  statistics,
  certifications,
  gallery,
  pages,
  mainNavigation,
  moreNavigation,
  footerNavigation,
  footerLinkGroups,
  serviceRoutes,
  enquiry,
  searchAliases,
  interface: interfaceWords,
  errorFallback,
  servedCities,
  cityPages,
  verifyUs,
  bookSurvey,
  trackRecord,
  analytics,
};
