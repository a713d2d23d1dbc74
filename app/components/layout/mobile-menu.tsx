import { useRef } from "react";
import type { LayoutContent, NavigationLink } from "../../lib/layout-data";
import { Icon } from "../ui/icon";
import { sentenceText } from "../ui/sentence";
import { CurrentPageLink } from "./current-page-link";

const menuId = "mobile-menu";

/**
 * The slide-in menu for small screens: a native popover, so the hamburger opens it, Escape and
 * the close button close it, focus moves in and returns to the hamburger, and it is out of the
 * tab order and the accessibility tree while closed, all with JavaScript off as well.
 */
export function MobileMenu({
  items,
  phone,
  words,
}: {
  items: NavigationLink[];
  phone: { href: string; label: string };
  words: LayoutContent["words"]["header"]["menu"];
}) {
  const menuRef = useRef<HTMLElement>(null);
  // A client-side navigation keeps the page, so choosing a link must close the menu itself.
  const closeMenu = () => menuRef.current?.hidePopover?.();

  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50 xl:hidden"
        aria-label={words.openLabel}
      >
        <Icon name="menu" className="size-7" />
      </button>
      <nav
        ref={menuRef}
        id={menuId}
        popover="auto"
        aria-label={words.label}
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
            <li key={item.href}>
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
