import { GalleryGrid } from "../components/gallery/gallery-grid";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import { contentFor } from "../content/content.server";
import { pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import type { Route } from "./+types/gallery";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);

  return {
    meta: pageMetaFor(content, "gallery"),
    page: content.pages.gallery,
    gallery: content.gallery,
    words: content.galleryWords,
    company: content.company,
    callToAction: content.contactCallToAction,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { page, gallery, words, company, callToAction } = loaderData;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Section tone="tinted">
        <GalleryGrid items={gallery} words={words} />
      </Section>
      <Section tone="navy" labelledBy="gallery-cta-heading">
        <SectionHeading id="gallery-cta-heading" title={callToAction.heading} intro={callToAction.text} tone="navy" />
        <div className="flex flex-wrap gap-3">
          <CallToActionLinks company={company} />
        </div>
      </Section>
    </>
  );
}
