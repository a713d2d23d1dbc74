import type { Company } from "../../content/schema";
import type { VerifyUsWords } from "../../content/verify-us-schema";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { BulletList } from "../ui/bullet-list";
import { Section, SectionHeading } from "../ui/section";

/** The one account payments go to, and the rules: how much advance at most, the rest after delivery. */
export function PaymentRules({
  words,
  payment,
  limits,
}: {
  words: VerifyUsWords["payment"];
  payment: Company["payment"];
  /** The advance's limits as the page shows them: "10%", "₹5,000"; and the account's name. */
  limits: { percent: string; maxAdvance: string; name: string };
}) {
  const rows = [
    { term: words.labels.accountName, value: payment.accountName, code: false },
    { term: words.labels.bank, value: payment.bank, code: false },
    { term: words.labels.accountNumber, value: payment.accountNumber, code: true },
    { term: words.labels.ifsc, value: payment.ifsc, code: true },
    { term: words.labels.upiId, value: payment.upiId, code: true },
  ];
  return (
    <Section labelledBy="payment-heading">
      <SectionHeading id="payment-heading" title={words.heading} intro={words.intro} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="account-heading"
          className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
        >
          <h3 id="account-heading" className="text-xl font-bold text-navy-900">
            {words.accountHeading}
          </h3>
          <dl className="mt-3">
            {rows.map((row) => (
              <div key={row.term} className="flex flex-wrap justify-between gap-x-4 border-b border-line py-2">
                <dt className="text-muted">{row.term}</dt>
                <dd className={`font-semibold wrap-anywhere text-navy-900 ${row.code ? "font-mono" : ""}`}>
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="payment-rules-heading">
          <h3 id="payment-rules-heading" className="text-xl font-bold text-navy-900">
            {words.rulesHeading}
          </h3>
          <BulletList
            items={words.rules.map((rule) => fillPlaceholders(rule, limits))}
            className="mt-3 space-y-3 ps-6 marker:text-teal-700"
          />
        </section>
      </div>
    </Section>
  );
}
