import { Suspense } from "react";
import { Link } from "react-router";
import type { Office } from "../../content/schema";
import { telHref } from "../../lib/contact-links";
import type { LayoutContent } from "../../lib/layout-data";
import { paths } from "../../lib/paths";
import { Icon, type IconName } from "../ui/icon";
import { sentenceText } from "../ui/sentence";
import { Logo } from "./logo";
import { lazyWhenIdle } from "./when-idle";

// Its own chunk, loaded once the page is idle or at the first touch (when-idle.ts); pre-rendering
// waits for it. A tap on Translate before then is acted on once it has hydrated. If it cannot load
// (the connection dropped), there is no translating either: the part goes.
const TranslateWidget = lazyWhenIdle(() => import("./translate-widget"), "TranslateWidget");
// So is the visitor counter, the original's per-browser number, so that its reading of local
// storage and the render that shows the number stay out of hydration's effects, the task a first
// tap waits behind (decision 059). Until then, and without JavaScript, its line shows with the
// number's place kept empty; if its code cannot load, the line goes, as Translate does.
const VisitorCounter = lazyWhenIdle(() => import("./visitor-counter"), "VisitorCounter");

const socialIcons: Record<string, IconName> = {
  Facebook: "facebook",
  Instagram: "instagram",
  YouTube: "youtube",
  LinkedIn: "linkedin",
  X: "x",
};

export function OfficeAddress({ office, districtWords }: { office: Office; districtWords: string }) {
  return (
    <address className="not-italic">
      {office.streetAddress}, {office.locality}, {office.city},{" "}
      {sentenceText(districtWords, { district: office.district })}, {office.state} {office.postalCode}
    </address>
  );
}

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-base font-bold text-marigold-300">
      {children}
    </h2>
  );
}

const linkClass = "inline-flex min-h-8 items-center hover:text-marigold-300 hover:underline";

/** Footer on every page, with the company's details, links, translator and visitor counter. */
export function SiteFooter({
  company,
  footerLinkGroups,
  serviceLinks,
  languagePrefix,
  privacyLink,
  words: { footer: words, header: headerWords, addressDistrict },
}: LayoutContent) {
  return (
    <footer className="drawn-when-near bg-navy-950 text-navy-100">
      {/* Columns at least 15rem wide: four on a laptop, fewer (never sideways scrolling) as text is enlarged. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[repeat(auto-fit,minmax(min(100%,15rem),1fr))] gap-10 px-4 py-12 sm:px-6">
        <section aria-label={words.aboutLabel} className="space-y-4">
          <Logo
            name={company.shortName}
            label={sentenceText(headerWords.logoLabel, { name: company.shortName })}
            tone="light"
          />
          <p>{company.description}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
            <dt>{words.udyam}</dt>
            <dd className="font-mono text-white">{company.udyamNumber}</dd>
            <dt>{words.gstin}</dt>
            <dd className="font-mono text-white">{company.gstin}</dd>
            <dt>{company.proprietor.title}</dt>
            <dd className="text-white">{company.proprietor.name}</dd>
          </dl>
          <ul className="flex gap-2" aria-label={words.socialLabel}>
            {company.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-navy-800 text-white hover:bg-navy-700"
                  aria-label={sentenceText(words.socialLink, { company: company.shortName, network: link.network })}
                >
                  <Icon name={socialIcons[link.network] ?? "externalLink"} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-links-0" className="space-y-3">
          {footerLinkGroups.map((group, index) => (
            <div key={group.heading} className="space-y-3">
              <FooterHeading id={`footer-links-${index}`}>{group.heading}</FooterHeading>
              <ul aria-labelledby={`footer-links-${index}`}>
                {group.links.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} className={linkClass}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <FooterHeading id="footer-email">{words.emailUs}</FooterHeading>
          <ul aria-labelledby="footer-email">
            {company.emails.map((email) => (
              <li key={email.address}>
                <a href={`mailto:${email.address}`} className={`${linkClass} break-all`}>
                  {email.address}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services" className="space-y-3">
          <FooterHeading id="footer-services">{words.services}</FooterHeading>
          <ul>
            {serviceLinks.map((service) => (
              <li key={service.slug}>
                <Link to={`${languagePrefix}${paths.service(service.slug)}`} className={linkClass}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-reach-us" className="space-y-3">
          <FooterHeading id="footer-reach-us">{words.reachUs}</FooterHeading>
          <div className="flex gap-2">
            <Icon name="mapPin" className="mt-1 size-5 shrink-0 text-marigold-300" />
            <div>
              <p className="font-semibold text-white">{company.registeredOffice.label}</p>
              <OfficeAddress office={company.registeredOffice} districtWords={addressDistrict} />
            </div>
          </div>
          <ul className="space-y-1">
            {company.phones.map((phone) => (
              <li key={phone.number} className="flex flex-wrap items-center gap-x-2">
                {/* The number never breaks; its label may move to the next line when text is enlarged. */}
                <a href={telHref(phone.number)} className={`${linkClass} gap-2 whitespace-nowrap`}>
                  <Icon name="phone" className="size-4 text-marigold-300" />
                  {phone.number}
                </a>
                <span className="text-sm text-navy-100">({phone.label})</span>
              </li>
            ))}
          </ul>
          <p className="flex gap-2 text-sm">
            <Icon name="clock" className="size-4 shrink-0 text-marigold-300" />
            {company.hours}
          </p>
        </section>
      </div>
      <div className="border-t border-navy-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-6 pb-24 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pe-24 sm:pb-6">
          <Suspense>
            <TranslateWidget siteUrl={company.siteUrl} words={words.translate} />
          </Suspense>
          <div className="space-y-1 sm:text-right">
            <Suspense>
              <VisitorCounter words={{ visitors: words.visitors, countLabel: words.visitorCountLabel }} />
            </Suspense>
            <p className="text-sm">
              {sentenceText(words.registeredIn, {
                legalName: company.legalName,
                state: company.registeredOffice.state,
              })}{" "}
              <Link to={privacyLink.href} className="inline-block py-2 underline">
                {privacyLink.label}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
