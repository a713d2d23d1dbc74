import type { Certification } from "../../content/schema";
import type { VerifyUsWords } from "../../content/verify-us-schema";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

type PortalCheck = VerifyUsWords["registration"]["gst"];
export type CheckedNumber = Pick<Certification, "id" | "number"> & { verifyUrl: string };

/** One portal's steps and a link that opens the portal's search for each number. */
function PortalSteps({
  id,
  check,
  numbers,
  facts,
  opensInNewTab,
}: {
  id: string;
  check: PortalCheck;
  numbers: CheckedNumber[];
  facts: { name: string; proprietor: string; state: string };
  opensInNewTab: string;
}) {
  // The steps name the first number; the links below check each one.
  const shown = numbers[0]?.number ?? "";
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h3 id={id} className="text-xl font-bold text-navy-900">
        {check.heading}
      </h3>
      <ol className="mt-3 list-decimal space-y-2 ps-6">
        {check.steps.map((step) => (
          <li key={step}>{fillPlaceholders(step, { ...facts, number: shown })}</li>
        ))}
      </ol>
      <ul className="mt-4 grid gap-1">
        {numbers.map((entry) => (
          <li key={entry.id}>
            <a
              href={entry.verifyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-700 underline underline-offset-2"
            >
              <Icon name="shieldCheck" className="size-5 shrink-0" />
              {fillPlaceholders(check.link, { number: entry.number })}
              <span className="sr-only"> {opensInNewTab}</span>
              <Icon name="externalLink" className="size-4 shrink-0" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How to check the GSTIN and the Udyam numbers on the government portals, step by step. */
export function RegistrationChecks({
  words,
  gst,
  udyam,
  facts,
  opensInNewTab,
}: {
  words: VerifyUsWords["registration"];
  gst: CheckedNumber[];
  udyam: CheckedNumber[];
  facts: { name: string; proprietor: string; state: string };
  opensInNewTab: string;
}) {
  return (
    <Section tone="tinted" labelledBy="registration-heading">
      <SectionHeading id="registration-heading" title={words.heading} intro={words.intro} />
      <div className="grid gap-5 lg:grid-cols-2">
        {gst.length > 0 && (
          <PortalSteps id="check-gstin" check={words.gst} numbers={gst} facts={facts} opensInNewTab={opensInNewTab} />
        )}
        {udyam.length > 0 && (
          <PortalSteps
            id="check-udyam"
            check={words.udyam}
            numbers={udyam}
            facts={facts}
            opensInNewTab={opensInNewTab}
          />
        )}
      </div>
      <p className="mt-6 max-w-3xl font-semibold text-navy-900">{words.mismatch}</p>
    </Section>
  );
}
