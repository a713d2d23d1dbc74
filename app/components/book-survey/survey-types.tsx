import type { BookSurveyWords } from "../../content/book-survey-schema";
import { whatsappHref } from "../../lib/contact-links";
import { Icon } from "../ui/icon";

/** The two ways to be surveyed, and the video survey's WhatsApp link with its message started. */
export function SurveyTypes({ types, whatsappNumber }: { types: BookSurveyWords["types"]; whatsappNumber: string }) {
  return (
    <aside
      aria-labelledby="survey-types-heading"
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="survey-types-heading" className="text-lg font-bold text-navy-900">
        {types.heading}
      </h2>
      <h3 className="mt-3 font-bold text-navy-900">{types.home.label}</h3>
      <p className="mt-1">{types.home.text}</p>
      <h3 className="mt-4 font-bold text-navy-900">{types.video.label}</h3>
      <p className="mt-1">{types.video.text}</p>
      <a
        href={whatsappHref(whatsappNumber, types.video.whatsappMessage)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-whatsapp px-5 font-bold text-white hover:brightness-110"
      >
        <Icon name="whatsapp" /> {types.video.whatsappLink} <span className="sr-only">{types.video.opensWhatsapp}</span>
      </a>
    </aside>
  );
}
