import { Link } from "react-router";
import type { Company } from "../../content/schema";
import { telHref, whatsappHref } from "../../lib/contact-links";
import { useLanguagePrefix, useLayoutData } from "../../lib/layout-data";
import { paths } from "../../lib/paths";
import { Icon } from "./icon";

// nowrap: a phone link split over two lines is misread and mis-tapped (html-validate tel-non-breaking).
const base = "inline-flex min-h-12 items-center justify-center gap-2 whitespace-nowrap rounded-full px-5 font-bold";

/**
 * The ways to reach the company, as buttons: call, WhatsApp and the free-quote form. Pass
 * `quoteHref={null}` where the visitor has already sent an enquiry (the thank-you page).
 */
export function CallToActionLinks({ company, quoteHref }: { company: Company; quoteHref?: string | null }) {
  const prefix = useLanguagePrefix();
  const phone = company.mainPhone;
  const words = useLayoutData()?.words.contactButtons;
  if (!words) return null;
  return (
    <>
      {phone && (
        <a href={telHref(phone.number)} className={`${base} bg-marigold-400 text-navy-950 hover:bg-marigold-300`}>
          <Icon name="phone" /> {words.call} <span className="sr-only">{phone.number}</span>
        </a>
      )}
      <a
        href={whatsappHref(company.whatsappNumber, company.whatsappGreeting)}
        rel="noopener noreferrer"
        target="_blank"
        className={`${base} bg-whatsapp text-white hover:brightness-110`}
      >
        <Icon name="whatsapp" /> {words.whatsapp} <span className="sr-only">{words.opensWhatsapp}</span>
      </a>
      {quoteHref !== null && (
        <Link
          to={quoteHref ?? `${prefix}${paths.contact}`}
          className={`${base} border-2 border-current hover:bg-white/10`}
        >
          {words.quote} <Icon name="arrowRight" />
        </Link>
      )}
    </>
  );
}
