import type { Service } from "../../content/schema";
import { ContentImage } from "../ui/content-image";
import { Section, SectionHeading } from "../ui/section";
import { sentenceText } from "../ui/sentence";

/** What the service covers, in the company's words, beside its picture. */
export function ServiceDescription({
  service,
  heading,
}: {
  service: Pick<Service, "title" | "description" | "image">;
  /** "About our {service} service": the service's title goes in the slot as written. */
  heading: string;
}) {
  return (
    <Section labelledBy="service-description-heading" holdsSticky>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <SectionHeading id="service-description-heading" title={sentenceText(heading, { service: service.title })} />
          <div className="max-w-prose space-y-5 text-lg">
            {service.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ContentImage
          image={service.image}
          width={800}
          height={500}
          sizes="(min-width: 1024px) 24rem, 100vw"
          className="aspect-[8/5] h-auto w-full rounded-card bg-navy-50 object-cover shadow-card lg:sticky lg:top-24"
        />
      </div>
    </Section>
  );
}
