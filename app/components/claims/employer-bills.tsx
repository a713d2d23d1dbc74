import type { ClaimsContent } from "../../content/claims-schema";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

/** What an employer checks on a moving bill, that we issue it, and, honestly, whether any bank lists us. */
export function EmployerBills({
  bills,
  onBankApprovedList,
}: {
  bills: ClaimsContent["employerBills"];
  onBankApprovedList: boolean;
}) {
  return (
    <Section tone="tinted" labelledBy="employer-bills-heading">
      <SectionHeading id="employer-bills-heading" title={bills.heading} intro={bills.intro} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <h3 className="text-xl font-bold text-navy-900">{bills.checksHeading}</h3>
          <ul className="mt-4 grid gap-4">
            {bills.checks.map((check) => (
              <li key={check.title} className="flex gap-3">
                <Icon name="check" className="mt-1 size-5 shrink-0 text-teal-700" />
                <div className="min-w-0">
                  <h4 className="font-bold text-navy-900">{check.title}</h4>
                  <p>{check.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 font-semibold text-navy-900">{bills.weIssue}</p>
        </div>
        <section
          aria-labelledby="bank-list-heading"
          className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
        >
          <h3 id="bank-list-heading" className="flex items-center gap-2 text-lg font-bold text-navy-900">
            <Icon name="shieldCheck" className="size-6 shrink-0 text-teal-700" />
            {bills.bankListHeading}
          </h3>
          <p className="mt-2 font-semibold">{onBankApprovedList ? bills.onBankList : bills.notOnBankList}</p>
          <p className="mt-2">{bills.ibaExplained}</p>
        </section>
      </div>
    </Section>
  );
}
