import type { VerifyUsWords } from "../../content/verify-us-schema";
import { telHref, whatsappHref } from "../../lib/contact-links";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

const actionClass = "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-5 font-bold";

/**
 * How to tell us that someone is using our name: a call, WhatsApp with a message started, or an e-mail
 * whose subject names the page's language as the forms' subjects do, so the reply comes in it.
 */
export function ReportMisuse({
  words,
  phone,
  whatsappNumber,
  language,
}: {
  words: VerifyUsWords["report"];
  phone: string;
  whatsappNumber: string;
  /** The page's language as the company reads it (`languageForReplies`). */
  language: string;
}) {
  const mailto = `mailto:${words.emailAddress}?${new URLSearchParams({
    subject: `${words.emailSubject} (${language})`,
    body: words.emailBody,
  })
    .toString()
    .replace(/\+/g, "%20")}`;
  return (
    <Section tone="navy" labelledBy="report-heading">
      <SectionHeading id="report-heading" title={words.heading} intro={words.intro} tone="navy" />
      <div className="flex flex-wrap gap-3">
        <a
          href={telHref(phone)}
          className={`${actionClass} whitespace-nowrap bg-marigold-400 text-navy-950 hover:bg-marigold-300`}
        >
          <Icon name="phone" /> {fillPlaceholders(words.call, { phone })}
        </a>
        <a
          href={whatsappHref(whatsappNumber, words.whatsappMessage)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${actionClass} bg-whatsapp text-white hover:brightness-110`}
        >
          <Icon name="whatsapp" /> {words.whatsapp} <span className="sr-only">{words.opensWhatsapp}</span>
        </a>
        <a href={mailto} className={`${actionClass} border-2 border-white break-all text-white hover:bg-white/10`}>
          <Icon name="mail" /> {fillPlaceholders(words.email, { email: words.emailAddress })}
        </a>
      </div>
      <p className="mt-6 max-w-3xl text-navy-100">{words.police}</p>
    </Section>
  );
}
