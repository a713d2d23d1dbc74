import type { VerifyUsWords } from "../../content/verify-us-schema";
import { Section, SectionHeading } from "../ui/section";

/** Signs of a fake mover that hold for every mover, not only this one. */
export function FakeMoverChecklist({ words }: { words: VerifyUsWords["checklist"] }) {
  return (
    <Section labelledBy="checklist-heading">
      <SectionHeading id="checklist-heading" title={words.heading} intro={words.intro} />
      <ol className="grid gap-4 md:grid-cols-2">
        {words.items.map((item, index) => (
          <li key={item.title} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-marigold-400 font-bold text-navy-950"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-bold text-navy-900">{item.title}</h3>
              <p className="mt-1">{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
