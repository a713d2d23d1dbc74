import type { VerifyUsWords } from "../../content/verify-us-schema";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { BulletList } from "../ui/bullet-list";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

/** What every quote, lorry receipt and invoice from us carries, and what each one is for. */
export function GenuineDocuments({
  words,
  facts,
}: {
  words: VerifyUsWords["documents"];
  facts: { gstin: string; name: string };
}) {
  const values = { ...facts, format: words.consignmentFormat, example: words.consignmentExample };
  return (
    <Section tone="tinted" labelledBy="documents-heading">
      <SectionHeading id="documents-heading" title={words.heading} intro={words.intro} />
      <section
        aria-labelledby="every-document-heading"
        className="rounded-card border-2 border-teal-700 bg-white p-5 shadow-card sm:p-6"
      >
        <h3 id="every-document-heading" className="text-xl font-bold text-navy-900">
          {words.everyDocument}
        </h3>
        <BulletList
          items={words.carries.map((line) => fillPlaceholders(line, values))}
          className="mt-3 space-y-2 ps-6 marker:text-teal-700"
        />
      </section>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {words.kinds.map((kind) => (
          <li key={kind.title} className="rounded-card border border-line bg-white p-5 shadow-card">
            <h3 className="flex items-center gap-2 text-lg font-bold text-navy-900">
              <Icon name="fileText" className="size-5 shrink-0 text-teal-700" />
              {kind.title}
            </h3>
            <p className="mt-2">{kind.purpose}</p>
            <BulletList items={kind.alsoCarries} className="mt-3 space-y-1 ps-5" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
