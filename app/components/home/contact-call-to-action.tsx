import type { Company } from "../../content/schema";
import { CallToActionLinks } from "../ui/call-to-action-links";

/** The closing invitation: call, WhatsApp or ask for a free quote. */
export function ContactCallToAction({ heading, text, company }: { heading: string; text: string; company: Company }) {
  return (
    <section aria-labelledby="contact-cta-heading" className="drawn-when-near bg-marigold-50 py-12 sm:py-16">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="contact-cta-heading" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{text}</p>
        <p className="mt-3 font-semibold text-navy-900">{company.hours}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3 text-navy-900">
          <CallToActionLinks company={company} />
        </div>
      </div>
    </section>
  );
}
