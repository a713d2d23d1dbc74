import { Link } from "react-router";
import { cityStripLinks } from "../components/cities/city-page-data";
import { AboutTeaser } from "../components/home/about-teaser";
import { CityStrip } from "../components/home/city-strip";
import { ContactCallToAction } from "../components/home/contact-call-to-action";
import { FaqSection } from "../components/home/faq-section";
import { FounderQuote } from "../components/home/founder-quote";
import { HeroSlideshow } from "../components/home/hero-slideshow";
import { ReasonsSection } from "../components/home/reasons-section";
import { ServicesSection } from "../components/home/services-section";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { Icon } from "../components/ui/icon";
import { contentFor, estimateContentFor } from "../content/content.server";
import { filePaths } from "../lib/file-paths";
import { navigationLink } from "../lib/layout-data";
import { localizedPath, pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import { pagePath } from "../lib/paths";
import { faqPage } from "../lib/structured-data";
import type { Route } from "./+types/home";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);
  const estimateContent = estimateContentFor(language);

  const { pages, heroSlides, aboutTeaser, homeSections, reasons, services, faq, founderQuote } = content;
  return {
    meta: pageMetaFor(content, "home", { structuredData: [faqPage(faq)] }),
    page: pages.home,
    heroSlides,
    aboutTeaser,
    sections: homeSections,
    reasons,
    cities: cityStripLinks(content),
    services: services.map(({ slug, title, shortDescription, image }) => ({ slug, title, shortDescription, image })),
    faq: faq.map(({ link, ...item }) => (link ? { ...item, link: navigationLink(link, language) } : item)),
    founderQuote,
    contactCallToAction: content.contactCallToAction,
    company: content.company,
    words: content.interface.home,
    brochureHref: filePaths.brochure(language),
    carouselWords: content.interface.carousel,
    readMore: content.interface.serviceCard.readMore,
    estimateLink: { href: localizedPath(language, pagePath("estimate")), label: estimateContent.words.callToAction },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const heroLinkClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-5 font-bold text-white underline decoration-marigold-400 decoration-2 underline-offset-4 hover:bg-white/10";

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, sections, company } = loaderData;
  return (
    <>
      <HeroSlideshow
        heading={page.heading}
        slides={loaderData.heroSlides}
        words={loaderData.words.hero}
        carouselWords={loaderData.carouselWords}
        actions={
          <>
            <CallToActionLinks company={company} />
            <Link to={loaderData.estimateLink.href} className={heroLinkClass}>
              {loaderData.estimateLink.label}
            </Link>
            <a href={loaderData.brochureHref} download className={heroLinkClass}>
              <Icon name="download" /> {loaderData.words.brochureLink}
            </a>
          </>
        }
      />
      <AboutTeaser
        heading={loaderData.aboutTeaser.heading}
        paragraphs={loaderData.aboutTeaser.text}
        linkLabel={loaderData.words.aboutLink}
      />
      <ReasonsSection headingWords={sections.reasons} reasons={loaderData.reasons} />
      <CityStrip headingWords={sections.cities} words={loaderData.words.cityStrip} cities={loaderData.cities} />
      <ServicesSection
        headingWords={sections.services}
        services={loaderData.services}
        words={{ readMore: loaderData.readMore, allServicesLink: loaderData.words.allServicesLink }}
      />
      <FaqSection headingWords={sections.faq} faq={loaderData.faq} />
      <FounderQuote
        headingWords={sections.founder}
        quote={loaderData.founderQuote}
        company={company}
        contactHeading={loaderData.words.founderContactHeading}
      />
      <ContactCallToAction
        heading={loaderData.contactCallToAction.heading}
        text={loaderData.contactCallToAction.text}
        company={company}
      />
    </>
  );
}
