import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/**
 * Scroll handling for navigation inside the site: a new page starts at the top (or at its
 * #fragment), Back and Forward return to where the visitor was. It is React Router's own
 * `<ScrollRestoration>` without the inline script that component adds to every page: the browser
 * already restores the position on reload and history navigation (the hook hands scrolling back
 * to it when the page is left), and that script cost a phone ~30 ms before first paint and threw
 * where sessionStorage is blocked.
 */
export function ScrollPositions() {
  useScrollRestoration();
  return null;
}
