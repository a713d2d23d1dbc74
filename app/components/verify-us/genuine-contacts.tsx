import type { Company } from "../../content/schema";
import type { VerifyUsWords } from "../../content/verify-us-schema";
import { telHref, whatsappHref } from "../../lib/contact-links";
import { OfficeAddress } from "../layout/site-footer";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { Sentence } from "../ui/sentence";

/** What the section shows of the company: only its ways to be reached. */
export type GenuineContactDetails = Pick<
  Company,
  "phones" | "whatsappNumber" | "whatsappGreeting" | "emails" | "siteUrl" | "registeredOffice" | "branchOffice"
>;

const linkClass = "inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 underline";

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-card border border-line bg-white p-5 shadow-card">
      <h3 className="text-lg font-bold text-navy-900">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/** Every phone, the WhatsApp number, every e-mail, the website and both offices: the only genuine ones. */
export function GenuineContacts({
  company,
  contactsWords,
  words,
}: {
  company: GenuineContactDetails;
  contactsWords: VerifyUsWords["contacts"];
  words: { opensInNewTab: string; addressDistrict: string };
}) {
  return (
    <Section labelledBy="genuine-contacts-heading">
      <SectionHeading id="genuine-contacts-heading" title={contactsWords.heading} intro={contactsWords.intro} />
      <p className="mb-6 flex max-w-3xl gap-3 rounded-card border-2 border-marigold-500 bg-marigold-50 p-5 font-semibold text-navy-900">
        <Icon name="shieldCheck" className="size-6 shrink-0 text-marigold-600" />
        {contactsWords.notUs}
      </p>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        <Group title={contactsWords.phones}>
          <ul>
            {company.phones.map((phone) => (
              <li key={phone.number} className="flex flex-wrap items-center gap-x-2">
                <a href={telHref(phone.number)} className={`${linkClass} whitespace-nowrap`}>
                  <Icon name="phone" className="size-5 text-teal-700" />
                  {phone.number}
                </a>
                <span className="text-muted">({phone.label})</span>
              </li>
            ))}
          </ul>
        </Group>
        <Group title={contactsWords.whatsapp}>
          <a
            href={whatsappHref(company.whatsappNumber, company.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            <Icon name="whatsapp" className="size-5 shrink-0 text-teal-700" />
            <span>
              <Sentence
                text={contactsWords.whatsappLink}
                slots={{ number: <span className="whitespace-nowrap">{company.whatsappNumber}</span> }}
              />
              <span className="sr-only"> {words.opensInNewTab}</span>
            </span>
          </a>
        </Group>
        <Group title={contactsWords.emails}>
          <ul>
            {company.emails.map((email) => (
              <li key={email.address}>
                <a href={`mailto:${email.address}`} className={`${linkClass} break-all`}>
                  <Icon name="mail" className="size-5 shrink-0 text-teal-700" />
                  {email.address}
                </a>
                <span className="block text-muted">{email.label}</span>
              </li>
            ))}
          </ul>
        </Group>
        <Group title={contactsWords.website}>
          <a href={company.siteUrl} className={`${linkClass} break-all`}>
            <Icon name="globe" className="size-5 shrink-0 text-teal-700" />
            {company.siteUrl.replace(/^https?:\/\//, "")}
          </a>
        </Group>
        <div className="md:col-span-2">
          <Group title={contactsWords.offices}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {[company.registeredOffice, company.branchOffice].map((office) => (
                <li key={office.label}>
                  <p className="font-semibold text-navy-900">{office.label}</p>
                  <OfficeAddress office={office} districtWords={words.addressDistrict} />
                  <a href={office.mapUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    <Icon name="mapPin" className="size-5 shrink-0 text-teal-700" />
                    {contactsWords.mapLink}
                    <span className="sr-only"> {words.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Group>
        </div>
      </div>
    </Section>
  );
}
