/**
 * The site's menus: which pages each lists, in order. Their labels and the footer groups'
 * headings are words, in app/content/words/<language>/layout.json, in the same order.
 */
import type { ServiceRoutes } from "./schema";

type MenuEntry = { page: string };

/**
 * The header's navigation bar on wide screens, in the original site's order, and the first links
 * of the menu. `page` is the page's key in pages.ts. Keep it short: the bar stays on one line at
 * 1280 px, so a new page goes in `moreNavigation` instead.
 */
export const mainNavigation: MenuEntry[] = [
  { page: "home" },
  { page: "about" },
  { page: "services" },
  { page: "estimate" },
  { page: "contact" },
  { page: "certification" },
];

/**
 * The menu's other pages, after the bar's: on a phone the menu lists both, on a wide screen the
 * menu (its button reads "More") lists only these.
 */
export const moreNavigation: MenuEntry[] = [
  { page: "cities" },
  { page: "gallery" },
  { page: "verifyUs" },
  { page: "bookSurvey" },
  { page: "claimsAndPaperwork" },
];

/** The footer's quick links, as on the original site (add, never remove: they are its contract). */
export const footerNavigation: MenuEntry[] = [
  { page: "home" },
  { page: "about" },
  { page: "gallery" },
  { page: "contact" },
];

/** The footer's groups of links beside the quick links: a heading and its pages. */
export const footerLinkGroups: Array<{ links: MenuEntry[] }> = [
  {
    links: [{ page: "estimate" }, { page: "cities" }, { page: "bookSurvey" }],
  },
  {
    links: [{ page: "verifyUs" }, { page: "claimsAndPaperwork" }],
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
