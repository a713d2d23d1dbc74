import type { ClaimsContent } from "../../content/claims-schema";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { Sentence } from "../ui/sentence";

/** The five documents every customer gets, what each is for, and a link to a sample of each. */
export function DocumentsSection({
  documents,
  consignmentExample,
}: {
  documents: Omit<ClaimsContent["documents"], "items"> & {
    items: Array<ClaimsContent["documents"]["items"][number] & { sampleHref: string }>;
  };
  consignmentExample: string;
}) {
  return (
    <Section labelledBy="documents-heading">
      <SectionHeading id="documents-heading" title={documents.heading} intro={documents.intro} />
      <ul className="grid gap-5 md:grid-cols-2">
        {documents.items.map((item) => (
          <li key={item.slug} className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card">
            <h3 className="flex items-start gap-2 text-xl font-bold text-navy-900">
              <Icon name="fileText" className="mt-0.5 size-6 shrink-0 text-teal-700" />
              <span>
                {item.name}
                {item.alsoCalled && <span className="block text-base font-semibold text-muted">{item.alsoCalled}</span>}
              </span>
            </h3>
            <dl className="mt-3 grid gap-2">
              <div>
                <dt className="font-semibold text-navy-900">{documents.whenLabel}</dt>
                <dd>{item.when}</dd>
              </div>
              <div>
                <dt className="font-semibold text-navy-900">{documents.purposeLabel}</dt>
                <dd>{item.purpose}</dd>
              </div>
              <div>
                <dt className="font-semibold text-navy-900">{documents.checkLabel}</dt>
                <dd>{item.check}</dd>
              </div>
            </dl>
            <p className="mt-auto pt-4">
              <a
                href={item.sampleHref}
                type="application/pdf"
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 underline underline-offset-2 hover:text-navy-900"
              >
                <Icon name="download" className="size-5 shrink-0" />
                <Sentence text={documents.sampleLink} slots={{ document: item.name }} />
              </a>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-muted">
        <Sentence text={documents.sampleNote} slots={{ number: <strong>{consignmentExample}</strong> }} />
      </p>
    </Section>
  );
}
