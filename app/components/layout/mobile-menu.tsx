import { useEffect, useRef, useState } from "react";
import type { LayoutContent, MenuLink } from "../../lib/layout-data";
import { Icon } from "../ui/icon";
import { sentenceText } from "../ui/sentence";
import { CurrentPageLink } from "./current-page-link";
import { whenIdle } from "./when-idle";

const menuId = "mobile-menu";

/**
 * The slide-in menu: on small screens every page (the bar's, then the others); on wide screens,
 * where the bar shows the main pages, its button reads "More" and it lists the others. A native popover, so the hamburger opens it, Escape and
 * the close button close it, focus moves in and returns to the hamburger, and it is out of the
 * tab order and the accessibility tree while closed, all with JavaScript off as well.
 */
export function MobileMenu({
  items,
  phone,
  words,
}: {
  /** The bar's pages, which only a small screen's menu lists, then the others. */
  items: MenuLink[];
  phone: { href: string; label: string };
  words: LayoutContent["words"]["header"]["menu"];
}) {
  const menuRef = useRef<HTMLElement>(null);
  // A client-side navigation keeps the page, so choosing a link must close the menu itself.
  const closeMenu = () => menuRef.current?.hidePopover?.();
  // Once the page is idle, the closed menu is laid out unseen (app.css, .slide-in-menu), so the tap
  // that opens it draws it at once instead of shaping its text first (decision 054). At the first
  // touch if that comes sooner: a tap's click follows its touch by a frame or more on a phone.
  const [laidOut, setLaidOut] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenIdle().then(() => mounted && setLaidOut(true));
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full text-navy-900 hover:bg-navy-50 xl:px-3 xl:font-semibold"
      >
        <Icon name="menu" className="size-7 xl:size-5" />
        {/* Its name is what it shows: "More" beside the bar, "Open menu" (unseen) on a phone. */}
        <span className="sr-only xl:hidden">{words.openLabel}</span>
        <span className="hidden xl:inline">{words.more}</span>
      </button>
      <nav
        ref={menuRef}
        id={menuId}
        popover="auto"
        aria-label={words.label}
        data-laid-out={laidOut || undefined}
        className="slide-in-menu bg-white p-5 text-ink shadow-card"
      >
        <div className="flex items-center justify-between">
          <p className="text-lg font-bold text-navy-900">{words.heading}</p>
          <button
            type="button"
            popoverTarget={menuId}
            popoverTargetAction="hide"
            // biome-ignore lint/a11y/noAutofocus: moves focus into the menu when it opens, as a dialog would.
            autoFocus
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-navy-50"
            aria-label={words.closeLabel}
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>
        <ul className="mt-4 space-y-1">
          {items.map((item) => (
            <li key={item.href} className={item.inBar ? "xl:hidden" : undefined}>
              <CurrentPageLink
                to={item.href}
                onClick={closeMenu}
                className="block rounded-lg px-3 py-3 text-lg font-semibold text-navy-900 hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-teal-700"
              >
                {item.label}
              </CurrentPageLink>
            </li>
          ))}
        </ul>
        <a
          href={phone.href}
          className="mt-6 flex min-h-12 items-center justify-center gap-2 rounded-lg bg-marigold-400 px-4 font-bold whitespace-nowrap text-navy-950"
        >
          <Icon name="phone" /> {sentenceText(words.call, { phone: phone.label })}
        </a>
      </nav>
    </>
  );
}
