import type { Company } from "../../content/schema";
import { telHref, whatsappGreeting, whatsappHref } from "../../lib/contact-links";
import { Icon } from "../ui/icon";

const button = "inline-flex min-h-12 items-center justify-center gap-2 whitespace-nowrap rounded-full px-5 font-bold";

/** Call and WhatsApp buttons for a dark banner, where a "get a quote" button would make no sense. */
export function CallAndWhatsApp({ company }: { company: Company }) {
  const phone = company.phones[0];
  return (
    <>
      {phone && (
        <a href={telHref(phone.number)} className={`${button} bg-marigold-400 text-navy-950 hover:bg-marigold-300`}>
          <Icon name="phone" /> Call now <span className="sr-only">{phone.number}</span>
        </a>
      )}
      <a
        href={whatsappHref(company.whatsappNumber, whatsappGreeting)}
        rel="noopener noreferrer"
        target="_blank"
        className={`${button} bg-whatsapp text-white hover:brightness-110`}
      >
        <Icon name="whatsapp" /> WhatsApp us <span className="sr-only">(opens WhatsApp)</span>
      </a>
    </>
  );
}
