import { BulletList } from "../components/ui/bullet-list";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import { analyticsSettingsOf } from "../content/analytics-schema";
import { contentFor } from "../content/content.server";
import { fillPlaceholders } from "../lib/fill-placeholders";
import { pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import type { Route } from "./+types/privacy";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);
  const { counting, onDevice, enquiries, questions } = content.privacy;
  // Whether counting is on is the owner's setting (Facts › Visitor counting): the page says which.
  const settings = analyticsSettingsOf(content.analytics);
  return {
    meta: pageMetaFor(content, "privacy"),
    page: content.pages.privacy,
    counting: {
      heading: counting.heading,
      now: settings
        ? fillPlaceholders(counting.on, { service: new URL(content.analytics.serviceAddress).host })
        : counting.off,
      lists: [
        { id: "counted", heading: counting.countedHeading, items: counting.counted },
        { id: "never", heading: counting.neverHeading, items: counting.never },
      ],
      optOut: counting.optOut,
    },
    sections: [
      { id: "on-device", ...onDevice },
      { id: "enquiries", ...enquiries },
    ],
    questions,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** What the site counts (docs/decisions/031-cookieless-analytics.md), what stays on the phone, and what happens to an enquiry. */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { page, counting, sections, questions } = loaderData;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} kicker={page.kicker} />
      <Section labelledBy="counting-heading" narrow>
        <SectionHeading id="counting-heading" title={counting.heading} />
        <p className="mt-4">{counting.now}</p>
        {counting.lists.map((list) => (
          <div key={list.id} className="mt-6">
            <h3 className="font-bold text-navy-900">{list.heading}</h3>
            <BulletList items={list.items} className="mt-2 space-y-1 ps-6" />
          </div>
        ))}
        <p className="mt-6">{counting.optOut}</p>
      </Section>
      {sections.map((section) => (
        <Section
          key={section.id}
          labelledBy={`${section.id}-heading`}
          tone={section.id === "on-device" ? "tinted" : "plain"}
          narrow
        >
          <SectionHeading id={`${section.id}-heading`} title={section.heading} />
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4">
              {paragraph}
            </p>
          ))}
          {/* Who to ask, after what happens to an enquiry's details. */}
          {section.id === "enquiries" && <p className="mt-4">{questions}</p>}
        </Section>
      ))}
    </>
  );
}
