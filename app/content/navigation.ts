/**
 * The site's menus: which pages each lists, in order. Their labels and the footer groups'
 * headings are words, in app/content/words/<language>/layout.json, each under its entry's `id`
 * (a menu entry's id is its page's key), so the order here is the only order.
 */
import type { ServiceRoutes } from "./schema";

type MenuEntry = { id: string; page: string };

/** Menu entries for pages, each identified by its page's key. */
function entriesFor(...pages: string[]): MenuEntry[] {
  return pages.map((page) => ({ id: page, page }));
}

/**
 * The header's navigation bar on wide screens, in the original site's order, and the first links
 * of the menu. `page` is the page's key in pages.ts. Keep it short: the bar stays on one line at
 * 1280 px, so a new page goes in `moreNavigation` instead.
 */
export const mainNavigation: MenuEntry[] = entriesFor(
  "home",
  "about",
  "services",
  "estimate",
  "contact",
  "certification",
);

/**
 * The menu's other pages, after the bar's: on a phone the menu lists both, on a wide screen the
 * menu (its button reads "More") lists only these.
 */
export const moreNavigation: MenuEntry[] = entriesFor(
  "cities",
  "gallery",
  "verifyUs",
  "bookSurvey",
  "claimsAndPaperwork",
);

/** The footer's quick links, as on the original site (add, never remove: they are its contract). */
export const footerNavigation: MenuEntry[] = entriesFor("home", "about", "gallery", "contact");

/** The footer's groups of links beside the quick links: a heading and its pages. */
export const footerLinkGroups: Array<{ id: string; links: MenuEntry[] }> = [
  {
    id: "plan-your-move",
    links: entriesFor("estimate", "cities", "bookSurvey"),
  },
  {
    id: "before-you-pay",
    links: entriesFor("verifyUs", "claimsAndPaperwork"),
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
