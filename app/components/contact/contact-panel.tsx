import type { Company, Office } from "../../content/schema";
import { telHref, whatsappGreeting, whatsappHref } from "../../lib/contact-links";
import { Icon, type IconName } from "../ui/icon";

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

function OfficeAddress({ office }: { office: Office }) {
  return (
    <PanelRow icon="mapPin" title={office.label}>
      <address className="not-italic">
        {office.streetAddress}, {office.locality}
        <br />
        {office.city === office.locality ? "" : `${office.city}, `}
        {office.district} district, {office.state} {office.postalCode}
      </address>
      <a
        href={office.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${linkClass} mt-1 inline-flex min-h-6 items-center gap-1`}
      >
        Open in Google Maps
        <Icon name="externalLink" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </PanelRow>
  );
}

/** Every way to reach the company: phones, WhatsApp, e-mails, both offices and the hours. */
export function ContactPanel({ company, headingId }: { company: Company; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-navy-900">
        Call, WhatsApp or visit us
      </h2>
      <div className="mt-5 grid gap-6">
        <PanelRow icon="phone" title="Phone">
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
        <PanelRow icon="whatsapp" title="WhatsApp">
          <a
            href={whatsappHref(company.whatsappNumber, whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Chat on WhatsApp: {company.whatsappNumber}
            <span className="sr-only"> (opens WhatsApp)</span>
          </a>
        </PanelRow>
        <PanelRow icon="mail" title="E-mail">
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
        <PanelRow icon="clock" title="Working hours">
          <p>{company.hours}</p>
        </PanelRow>
        <OfficeAddress office={company.branchOffice} />
        <OfficeAddress office={company.registeredOffice} />
      </div>
    </section>
  );
}
