import { useLayoutEffect, useRef } from "react";
import { useLocation, UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/**
 * Scroll handling for navigation inside the site: a new page starts at the top (or at its
 * #fragment), Back and Forward return to where the visitor was. It is React Router's own
 * `<ScrollRestoration>` without the inline script that component adds to every page: the browser
 * already restores the position on reload and history navigation (the hook hands scrolling back
 * to it when the page is left), and that script cost a phone ~30 ms before first paint and threw
 * where sessionStorage is blocked.
 *
 * The page scrolls smoothly (app.css) for moves within it: a #fragment link, the skip link. A
 * new page (another path, or another query such as a new search) must not glide up from where
 * the old one was left, so around the router's scrolling for it, smooth scrolling is switched off: the effect before the router's hook
 * runs just before its scrolling, the one after it just after (React runs a component's effects
 * in the order they are declared).
 *
 * Light sections below the first screen are laid out only near the viewport (app.css,
 * `drawn-when-near`), each as tall as a placeholder until then; a position saved on a page whose
 * sections were drawn would land elsewhere on the new copy of that page. So while the router
 * scrolls, every section is drawn (`data-placing-page`), and it is released after a frame has
 * been drawn, by when each section remembers its height.
 */
export function ScrollPositions() {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const shownPage = useRef(page);
  const jumping = useRef(false);

  useLayoutEffect(() => {
    if (page === shownPage.current) return;
    shownPage.current = page;
    jumping.current = true;
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    root.dataset.placingPage = "";
    // Chromium's scrollTo(0, 0) scrolls without bringing styles up to date (no position to
    // clamp), so it would still read "smooth": reading the value applies the change now.
    void getComputedStyle(root).scrollBehavior;
  }, [page]);

  useScrollRestoration();

  useLayoutEffect(() => {
    if (!jumping.current) return;
    jumping.current = false;
    const root = document.documentElement;
    root.style.scrollBehavior = "";
    requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.placingPage));
  });

  return null;
}
