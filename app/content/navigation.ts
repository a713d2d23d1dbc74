import { paths } from "../lib/paths";
import type { NavigationItem } from "./schema";

/** The header's navigation, in the original site's order. */
export const mainNavigation: NavigationItem[] = [
  { label: "Home", href: paths.home },
  { label: "About", href: paths.about },
  { label: "Services", href: paths.services },
  { label: "Contact", href: paths.contact },
  { label: "Certification", href: paths.certification },
];

/** The footer's quick links, as on the original site. */
export const footerNavigation: NavigationItem[] = [
  { label: "Home", href: paths.home },
  { label: "About Us", href: paths.about },
  { label: "Gallery", href: paths.gallery },
  { label: "Contact", href: paths.contact },
];
