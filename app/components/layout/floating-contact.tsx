import type { Company, InterfaceWords } from "../../content/schema";
import { telHref, whatsappHref } from "../../lib/contact-links";
import { Icon } from "../ui/icon";
import { sentenceText } from "../ui/sentence";

/** The last visible element of every page; the root layout holds the first paint until it is parsed. */
export const floatingContactId = "call-or-whatsapp";

/**
 * Call and WhatsApp buttons fixed on every page: a bar across the bottom of a phone's screen,
 * round buttons in the corner on wider screens. The page keeps room below its content (and
 * `scroll-padding-bottom`) so they never hide the end of the page or the form's submit button.
 */
export function FloatingContact({ company, words }: { company: Company; words: InterfaceWords["contactButtons"] }) {
  const phone = company.mainPhone;
  const button =
    "flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-2 font-bold whitespace-nowrap shadow-card min-[24rem]:px-4 sm:size-14 sm:flex-none sm:px-0";
  // A label longer than half a 320 px screen (Telugu's, Hindi's) wraps onto two lines, which fit
  // the button's 48 px at every language's heading line height (leading-tight): the bar keeps its
  // height. This component is in every page's first-load JavaScript: the class is kept short.
  const label = "text-center leading-tight whitespace-normal sm:sr-only";
  return (
    <aside
      id={floatingContactId}
      aria-label={words.floatingLabel}
      className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-line bg-white/95 p-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:flex-col sm:gap-3 sm:border-0 sm:bg-transparent sm:p-0"
    >
      {phone && (
        <a
          href={telHref(phone.number)}
          className={`${button} bg-marigold-400 text-navy-950 hover:bg-marigold-300`}
          title={sentenceText(words.callTitle, { phone: phone.number })}
        >
          <Icon name="phone" className="size-6" />
          <span className={label}>{words.call}</span>
          <span className="sr-only"> {phone.number}</span>
        </a>
      )}
      <a
        href={whatsappHref(company.whatsappNumber, company.whatsappGreeting)}
        rel="noopener noreferrer"
        target="_blank"
        className={`${button} bg-whatsapp text-white hover:brightness-110`}
        title={words.whatsapp}
      >
        <Icon name="whatsapp" className="size-6" />
        <span className={label}>{words.whatsapp}</span>
        <span className="sr-only"> {words.opensWhatsapp}</span>
      </a>
    </aside>
  );
}
