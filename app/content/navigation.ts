import { estimateCopy } from "./estimate-copy";
import type { NavigationItem } from "./schema";

/** The header's navigation, in the original site's order. `page` is the page's key in pages.ts. */
export const mainNavigation: NavigationItem[] = [
  { label: "Home", page: "home" },
  { label: "About", page: "about" },
  { label: "Services", page: "services" },
  { label: estimateCopy.navigationLabel, page: "estimate" },
  { label: "Contact", page: "contact" },
  { label: "Certification", page: "certification" },
  { label: "Verify us", page: "verifyUs" },
];

/** The footer's quick links, as on the original site. */
export const footerNavigation: NavigationItem[] = [
  { label: "Home", page: "home" },
  { label: "About Us", page: "about" },
  { label: "Gallery", page: "gallery" },
  { label: "Contact", page: "contact" },
  { label: "Claims and paperwork", page: "claimsAndPaperwork" },
  { label: "Book a free survey", page: "bookSurvey" },
  { label: "Verify us before you pay", page: "verifyUs" },
];
