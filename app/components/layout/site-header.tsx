import { Suspense, useEffect, useState } from "react";
import { telHref } from "../../lib/contact-links";
import type { LanguageLink, LayoutContent, LayoutData } from "../../lib/layout-data";
import { Icon } from "../ui/icon";
import { sentenceText } from "../ui/sentence";
import { CurrentPageLink } from "./current-page-link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { lazyWhenIdle } from "./when-idle";

// Its own chunk, loaded once the page is idle or at the first touch (when-idle.ts): until then the
// box is the pre-rendered one, which opens, closes and searches natively. Pre-rendering waits for
// it. If it cannot load (the connection dropped), the icon goes with it.
const SearchToggle = lazyWhenIdle(() => import("./search-toggle"), "SearchToggle");

/** Header on every page: contact strip with registration numbers, then logo, navigation and actions. */
export function SiteHeader({
  company,
  mainNavigation,
  menuNavigation,
  languageLinks,
  brochureHref,
  words,
}: Pick<LayoutData, "company" | "mainNavigation" | "menuNavigation" | "brochureHref"> & {
  languageLinks: LanguageLink[];
  words: LayoutContent["words"]["header"];
}) {
  const primaryPhone = company.mainPhone;
  const primaryEmail = company.emails[0];
  return (
    <header className="border-b border-line bg-white">
      <div className="bg-navy-900 text-sm text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-0.5 px-4 py-1.5 sm:px-6">
          {primaryPhone && (
            <a
              href={telHref(primaryPhone.number)}
              className="inline-flex min-h-6 items-center gap-1.5 font-semibold whitespace-nowrap"
            >
              <Icon name="phone" className="size-4" />
              {primaryPhone.number}
            </a>
          )}
          {primaryEmail && (
            <a href={`mailto:${primaryEmail.address}`} className="inline-flex min-h-6 items-center gap-1.5">
              <Icon name="mail" className="size-4" />
              {primaryEmail.address}
            </a>
          )}
          <div className="flex w-full flex-wrap gap-x-4 text-xs sm:ms-auto sm:w-auto sm:text-sm">
            <p className="text-navy-100">
              <abbr title={words.udyamTitle} className="no-underline">
                {words.udyam}
              </abbr>
              : <span className="font-mono text-white">{company.udyamNumber}</span>
            </p>
            <p className="text-navy-100">
              <abbr title={words.gstinTitle} className="no-underline">
                {words.gstin}
              </abbr>
              : <span className="font-mono text-white">{company.gstin}</span>
            </p>
            <LanguageSwitcher links={languageLinks} label={words.languagesLabel} />
          </div>
        </div>
      </div>
      {/* On wide screens the row wraps, rather than scrolling sideways, when text is enlarged (WCAG 1.4.10);
          on phones the logo's name wraps instead. The bar holds the main pages only, so it stays on one
          line at 1280 px; the menu ("More") holds the rest. */}
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 sm:px-6 xl:flex-wrap">
        <Logo name={company.shortName} label={sentenceText(words.logoLabel, { name: company.shortName })} />
        <nav aria-label={words.navigationLabel} className="ms-auto hidden xl:block">
          <ul className="flex flex-wrap items-center justify-end gap-1">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <CurrentPageLink
                  to={item.href}
                  className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-navy-900 hover:text-teal-700 aria-[current=page]:text-teal-700 aria-[current=page]:underline aria-[current=page]:decoration-marigold-500 aria-[current=page]:decoration-4 aria-[current=page]:underline-offset-8"
                >
                  {item.label}
                </CurrentPageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 xl:ms-2">
          <Suspense>
            <SearchToggle words={words.search} />
          </Suspense>
          <a
            href={brochureHref}
            download
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-marigold-400 px-3 font-bold text-navy-950 hover:bg-marigold-300 sm:px-4"
          >
            <Icon name="download" className="size-5" />
            {/* The narrowest phones get the icon alone, so the header stays one line. */}
            <span className="max-[24rem]:sr-only">{words.brochure}</span>
          </a>
          {primaryPhone && (
            <MobileMenu
              items={menuNavigation}
              phone={{ href: telHref(primaryPhone.number), label: primaryPhone.number }}
              words={words.menu}
            />
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * The same page in each language, each named in its own script. Plain links, so they work without
 * JavaScript. Once hydrated, their addresses carry the page's query string (an estimate stays the
 * same estimate), so opening one in a new tab or copying it keeps it too. The estimate writes its
 * changes to the address without an event, so the query is read again as a link comes into use:
 * a pointer pressed on it (a click, a middle or right click, a long press) or focus (a key).
 */
function LanguageSwitcher({ links, label }: { links: LanguageLink[]; label: string }) {
  const [query, setQuery] = useState("");
  const readQuery = () => setQuery(location.search);
  // After every render, so an in-app move (which brings the next page's links) reads that page's query.
  useEffect(readQuery);
  return (
    <nav aria-label={label}>
      <ul className="flex gap-x-3">
        {links.map((link) => (
          <li key={link.tag}>
            {/* The page's own language is named, not linked: it is where the reader is. */}
            {link.current ? (
              <span
                lang={link.tag}
                className="inline-flex min-h-6 min-w-6 items-center justify-center font-semibold text-marigold-300"
              >
                {link.name}
              </span>
            ) : (
              <a
                href={`${link.href}${query}`}
                hrefLang={link.tag}
                lang={link.tag}
                onPointerDown={readQuery}
                onFocus={readQuery}
                className="inline-flex min-h-6 min-w-6 items-center justify-center font-semibold text-white underline-offset-4 hover:underline"
              >
                {link.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
