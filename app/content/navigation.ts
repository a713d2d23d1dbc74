import type { NavigationGroup, NavigationItem, ServiceRoutes } from "./schema";

/** One name for the list of cities wherever the navigation links to it. */
const citiesLabel = "Cities we serve";

/**
 * The header's navigation bar on wide screens, in the original site's order, and the first links
 * of the menu. `page` is the page's key in pages.ts. Keep it short: the bar stays on one line at
 * 1280 px, so a new page goes in `moreNavigation` instead.
 */
export const mainNavigation: NavigationItem[] = [
  { label: "Home", page: "home" },
  { label: "About", page: "about" },
  { label: "Services", page: "services" },
  { label: "Cost estimate", page: "estimate" },
  { label: "Contact", page: "contact" },
  { label: "Certification", page: "certification" },
];

/**
 * The menu's other pages, after the bar's: on a phone the menu lists both, on a wide screen the
 * menu (its button reads "More") lists only these.
 */
export const moreNavigation: NavigationItem[] = [
  { label: citiesLabel, page: "cities" },
  { label: "Gallery", page: "gallery" },
  { label: "Verify us before you pay", page: "verifyUs" },
  { label: "Book a free survey", page: "bookSurvey" },
  { label: "Claims and paperwork", page: "claimsAndPaperwork" },
];

/** The footer's quick links, as on the original site (add, never remove: they are its contract). */
export const footerNavigation: NavigationItem[] = [
  { label: "Home", page: "home" },
  { label: "About Us", page: "about" },
  { label: "Gallery", page: "gallery" },
  { label: "Contact", page: "contact" },
];

/** The footer's groups of links beside the quick links: a heading and its pages. */
export const footerLinkGroups: NavigationGroup[] = [
  {
    heading: "Plan your move",
    links: [
      { label: "Cost estimate", page: "estimate" },
      { label: citiesLabel, page: "cities" },
      { label: "Book a free survey", page: "bookSurvey" },
    ],
  },
  {
    heading: "Before you pay",
    links: [
      { label: "Verify us before you pay", page: "verifyUs" },
      { label: "Claims and paperwork", page: "claimsAndPaperwork" },
    ],
  },
];

/**
 * The service pages that lead on to the route pages, and the routes they name (served cities'
 * slugs; every city is on the list of cities they also link to).
 */
export const serviceRoutes: ServiceRoutes = {
  services: ["relocation", "transportation", "door-to-door"],
  cities: ["bengaluru", "chennai", "mumbai", "pune", "delhi", "visakhapatnam"],
};
