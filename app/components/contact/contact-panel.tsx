import type { Company, EnquiryWords, Office } from "../../content/schema";
import { telHref, whatsappHref } from "../../lib/contact-links";
import { Icon, type IconName } from "../ui/icon";
import { sentenceText } from "../ui/sentence";

/** The panel's words: the contact page's, with the notes for links that leave the site. */
export type ContactPanelWords = EnquiryWords["contactPanel"] & {
  opensInNewTab: string;
  opensWhatsapp: string;
  addressDistrict: string;
};

// inline-block: the link is as tall as its line (26 px), a comfortable touch target.
const linkClass = "inline-block font-semibold text-teal-700 underline underline-offset-2 hover:text-navy-900";

function PanelRow({ icon, title, children }: { icon: IconName; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-navy-900">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}

function OfficeAddress({ office, words }: { office: Office; words: ContactPanelWords }) {
  return (
    <PanelRow icon="mapPin" title={office.label}>
      <address className="not-italic">
        {office.streetAddress}, {office.locality}
        <br />
        {office.city === office.locality ? "" : `${office.city}, `}
        {sentenceText(words.addressDistrict, { district: office.district })}, {office.state} {office.postalCode}
      </address>
      <a
        href={office.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${linkClass} mt-1 inline-flex min-h-6 items-center gap-1`}
      >
        {words.mapLink}
        <Icon name="externalLink" className="size-4" />
        <span className="sr-only">{words.opensInNewTab}</span>
      </a>
    </PanelRow>
  );
}

/** Every way to reach the company: phones, WhatsApp, e-mails, both offices and the hours. */
export function ContactPanel({
  company,
  headingId,
  words,
}: {
  company: Company;
  headingId: string;
  words: ContactPanelWords;
}) {
  return (
    // Last on a phone, 900 px tall and past the first screen: laid out when it comes near, as the
    // fraud notice above it is (decision 056).
    <section
      aria-labelledby={headingId}
      className="drawn-when-near rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-navy-900">
        {words.heading}
      </h2>
      <div className="mt-5 grid gap-6">
        <PanelRow icon="phone" title={words.phone}>
          <ul className="grid gap-1">
            {company.phones.map((phone) => (
              <li key={phone.number}>
                <span className="text-muted">{phone.label}: </span>
                <a href={telHref(phone.number)} className={`${linkClass} whitespace-nowrap`}>
                  {phone.number}
                </a>
              </li>
            ))}
          </ul>
        </PanelRow>
        <PanelRow icon="whatsapp" title={words.whatsapp}>
          <a
            href={whatsappHref(company.whatsappNumber, company.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {sentenceText(words.whatsappLink, { number: company.whatsappNumber })}
            <span className="sr-only"> {words.opensWhatsapp}</span>
          </a>
        </PanelRow>
        <PanelRow icon="mail" title={words.email}>
          <ul className="grid gap-1">
            {company.emails.map((email) => (
              <li key={email.address}>
                <span className="block text-muted">{email.label}</span>
                <a href={`mailto:${email.address}`} className={`${linkClass} break-all`}>
                  {email.address}
                </a>
              </li>
            ))}
          </ul>
        </PanelRow>
        <PanelRow icon="clock" title={words.hours}>
          <p>{company.hours}</p>
        </PanelRow>
        <OfficeAddress office={company.branchOffice} words={words} />
        <OfficeAddress office={company.registeredOffice} words={words} />
      </div>
    </section>
  );
}
