import type { AboutWords } from "../../content/schema";
import { Icon, type IconName } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

/** Where the company wants to be, and how it works to get there. */
export function VisionMission({
  vision,
  mission,
  words,
}: {
  vision: string;
  mission: string;
  words: AboutWords["visionMission"];
}) {
  const items: Array<{ id: string; title: string; text: string; icon: IconName }> = [
    { id: "vision-heading", title: words.vision, text: vision, icon: "truck" },
    { id: "mission-heading", title: words.mission, text: mission, icon: "shieldCheck" },
  ];
  return (
    <Section tone="tinted" labelledBy="vision-mission-heading">
      <SectionHeading id="vision-mission-heading" kicker={words.kicker} title={words.heading} />
      <div className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <section
            key={item.id}
            aria-labelledby={item.id}
            className="rounded-card border-t-4 border-teal-600 bg-white p-6 shadow-card sm:p-8"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
              <Icon name={item.icon} className="size-6" />
            </span>
            <h3 id={item.id} className="mt-4 text-xl font-bold text-navy-900">
              {item.title}
            </h3>
            <p className="mt-3 text-lg">{item.text}</p>
          </section>
        ))}
      </div>
    </Section>
  );
}
