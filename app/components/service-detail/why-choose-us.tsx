import type { Service } from "../../content/schema";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

/** The service's four reasons to book it with this company. */
export function WhyChooseUs({
  points,
  serviceTitle,
  heading,
}: {
  points: Service["whyChooseUs"];
  serviceTitle: string;
  heading: string;
}) {
  return (
    <Section labelledBy="why-choose-us-heading">
      <SectionHeading id="why-choose-us-heading" kicker={serviceTitle} title={heading} />
      <ul className="grid gap-5 sm:grid-cols-2">
        {points.map((point) => (
          <li key={point.title} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
              <Icon name="check" className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-bold text-navy-900">{point.title}</h3>
              <p className="mt-1 text-base text-muted">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
