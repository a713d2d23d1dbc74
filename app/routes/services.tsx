import { ContactCallToAction } from "../components/home/contact-call-to-action";
import { ServiceCard } from "../components/services/service-card";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { contentFor } from "../content/content.server";
import { pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import type { Route } from "./+types/services";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);

  return {
    meta: pageMetaFor(content, "services"),
    page: content.pages.services,
    services: content.services.map(({ slug, title, shortDescription, image }) => ({
      slug,
      title,
      shortDescription,
      image,
    })),
    contactCallToAction: content.contactCallToAction,
    company: content.company,
    readMore: content.interface.serviceCard.readMore,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { page, services, contactCallToAction, company, readMore } = loaderData;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <CallToActionLinks company={company} />
      </PageHero>
      <Section>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {services.map((service, index) => (
            <li key={service.slug}>
              <ServiceCard
                service={service}
                headingLevel={2}
                readMore={readMore}
                priority={index === 0}
                sizes="(min-width: 1280px) 16rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
            </li>
          ))}
        </ul>
      </Section>
      <ContactCallToAction heading={contactCallToAction.heading} text={contactCallToAction.text} company={company} />
    </>
  );
}
