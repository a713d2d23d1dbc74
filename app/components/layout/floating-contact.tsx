import type { Company } from "../../content/schema";
import { telHref, whatsappGreeting, whatsappHref } from "../../lib/contact-links";
import { Icon } from "../ui/icon";

/**
 * Call and WhatsApp buttons fixed on every page. The layout keeps room below the content (and
 * `scroll-padding-bottom`) so they never sit on top of text or the form's submit button.
 */
export function FloatingContact({ company }: { company: Company }) {
  const phone = company.phones[0];
  return (
    <aside
      aria-label="Call or WhatsApp us"
      className="fixed inset-x-3 bottom-3 z-40 flex gap-3 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:flex-col"
    >
      {phone && (
        <a
          href={telHref(phone.number)}
          className="flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-marigold-400 px-5 font-bold text-navy-950 shadow-card hover:bg-marigold-300"
        >
          <Icon name="phone" />
          Call now<span className="sr-only"> {phone.number}</span>
        </a>
      )}
      <a
        href={whatsappHref(company.whatsappNumber, whatsappGreeting)}
        rel="noopener noreferrer"
        target="_blank"
        className="flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-whatsapp px-5 font-bold text-white shadow-card hover:brightness-110"
      >
        <Icon name="whatsapp" />
        WhatsApp us<span className="sr-only"> (opens WhatsApp)</span>
      </a>
    </aside>
  );
}
