import { Link } from "react-router";
import type { Company, EnquiryWords } from "../../content/schema";
import { telHref } from "../../lib/contact-links";
import { Icon } from "../ui/icon";

/**
 * Imposters copy movers' names and take advances into their own accounts; this lists the only
 * numbers and addresses the company uses, next to the form where people share their details.
 */
export function FraudNotice({
  company,
  notice,
  headingId,
  verifyHref,
}: {
  company: Company;
  notice: EnquiryWords["fraudNotice"];
  headingId: string;
  /** The Verify us page, from the loader. */
  verifyHref: string;
}) {
  return (
    // Below the form on a phone, past the first screen: laid out when it comes near (drawn-when-near,
    // app.css; decision 056). Its text lies on its own background, which axe reads while it is undrawn.
    <aside
      aria-labelledby={headingId}
      className="drawn-when-near rounded-card border-2 border-marigold-500 bg-marigold-50 p-5 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-navy-900">
        <Icon name="shieldCheck" className="size-6 shrink-0 text-marigold-600" />
        {notice.heading}
      </h2>
      <p className="mt-2">{notice.text}</p>
      <dl className="mt-3 grid gap-2">
        <div>
          <dt className="font-semibold text-navy-900">{notice.phonesLabel}</dt>
          <dd>
            <ul className="flex flex-wrap gap-x-4">
              {company.phones.map((phone) => (
                <li key={phone.number}>
                  <a
                    href={telHref(phone.number)}
                    className="inline-block whitespace-nowrap font-semibold text-navy-900 underline"
                  >
                    {phone.number}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-navy-900">{notice.emailsLabel}</dt>
          <dd>
            <ul className="grid">
              {company.emails.map((email) => (
                <li key={email.address}>
                  <a
                    href={`mailto:${email.address}`}
                    className="inline-block break-all font-semibold text-navy-900 underline"
                  >
                    {email.address}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p className="mt-3">
        <Link to={verifyHref} className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline">
          {notice.verifyLink}
        </Link>
      </p>
    </aside>
  );
}
