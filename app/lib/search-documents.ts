/**
 * What the search box can find, gathered from the validated content at build time: the services,
 * the FAQ answers, the cities served and the pages. Runs only in the search index's loader.
 */

import { sourceLanguage } from "../content/languages";
import type { PageKey, SiteContent } from "../content/schema";
import { servedCityNamed } from "./city-names";
import { fillPlaceholders } from "./fill-placeholders";
import type { LocalizedSiteContent } from "./layout-data";
import { localizedPath } from "./page-language";
import { cityPagePath, routedPageKeys } from "./page-registry";
import { homeSectionIds, pagePath, paths, type RoutedPageKey } from "./paths";

export type SearchKind = "service" | "question" | "city" | "page";

export type SearchDocument = {
  id: string;
  kind: SearchKind;
  title: string;
  /** Everything else the result is found by. */
  text: string;
  href: string;
  /** The line shown under the title in the results. */
  excerpt: string;
};

const excerptLength = 150;

/** Cuts text at a word boundary, so an excerpt never ends mid-word. */
export function excerptOf(text: string, length = excerptLength): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,.;:]+$/, "")}…`;
}

const join = (...parts: Array<string | string[] | undefined>): string => parts.flat().filter(Boolean).join(" ");

/**
 * A translated page's documents, each also found by its English words: a family reading Telugu
 * types "pune" or "godown" in Latin letters as often as పుణే or గోడౌన్.
 */
export function withEnglishWords(documents: SearchDocument[], english: SearchDocument[]): SearchDocument[] {
  const byId = new Map(english.map((document) => [document.id, document]));
  return documents.map((document) => {
    const same = byId.get(document.id);
    return same ? { ...document, text: join(document.text, same.title, same.text) } : document;
  });
}

export function buildSearchDocuments(content: LocalizedSiteContent, cityResultText: string): SearchDocument[] {
  const { pages } = content;
  const at = (path: string) => localizedPath(content.language ?? "en", path);

  return [
    ...content.services.map((service) => ({
      id: `service:${service.slug}`,
      kind: "service" as const,
      title: service.title,
      text: join(
        service.enquiryLabel,
        service.shortDescription,
        service.heading,
        service.quote,
        service.description,
        service.whyChooseUs.map((point) => join(point.title, point.text)),
      ),
      href: at(paths.service(service.slug)),
      excerpt: excerptOf(service.shortDescription),
    })),
    ...content.faq.map((item, index) => ({
      id: `question:${index}`,
      kind: "question" as const,
      title: item.question,
      text: item.answer,
      href: `${at(paths.home)}#${homeSectionIds.faq}`,
      excerpt: excerptOf(item.answer),
    })),
    // Every served city under the one name the site writes it with ("Bengaluru"; its other
    // spellings are search aliases), and the strip's names that are not a city ("All South BR").
    ...content.servedCities.map((served) => {
      const { route, local } = content.cityPages;
      const heading = served.roadKmFromHyderabad === "local" ? local.heading : route.heading;
      return {
        id: `city:${served.slug}`,
        kind: "city" as const,
        title: served.name,
        // "movers to pune" finds Pune's page first: its heading has both words. In another
        // language the slug (the English name in Latin letters) finds it too: "pune" finds పుణే.
        text: join(
          served.state,
          fillPlaceholders(heading, { city: served.name }),
          (content.language ?? sourceLanguage) === sourceLanguage ? undefined : served.slug,
        ),
        href: at(cityPagePath(served.slug)),
        excerpt: cityResultText,
      };
    }),
    ...content.cities
      .map((name, index) => ({ name, index }))
      .filter(({ name }) => !servedCityNamed(name, content.servedCities, content.searchAliases))
      .map(({ name, index }) => ({
        id: `strip:${index}`,
        kind: "city" as const,
        title: name,
        text: "",
        // A name in the strip that is not a city finds the list of cities.
        href: at(pagePath("cities")),
        excerpt: cityResultText,
      })),
    ...routedPageKeys(content)
      .filter((key) => !pages[key].noindex && key !== "search")
      .map((key) => {
        const page = pages[key];
        return {
          id: `page:${key}`,
          kind: "page" as const,
          title: page.heading,
          text: join(page.title, page.description, page.intro, page.searchTerms, pageText(content, key)),
          href: at(pagePath(key)),
          excerpt: excerptOf(page.description),
        };
      }),
  ];
}

/** What a page shows beyond its heading and introduction, so a search finds the page by it. */
function pageText(content: SiteContent, key: PageKey): string {
  const { company } = content;
  const offices = [company.registeredOffice, company.branchOffice].map((office) =>
    join(office.label, office.streetAddress, office.locality, office.city, office.district, office.postalCode),
  );
  const text: Partial<Record<RoutedPageKey, Array<string | string[]>>> = {
    home: [
      content.heroSlides.map((slide) => join(slide.title, slide.subtitle, slide.tagline)),
      content.reasons.map((reason) => join(reason.title, reason.summary, reason.description)),
      content.aboutTeaser.text,
      content.contactCallToAction.heading,
      content.contactCallToAction.text,
    ],
    about: [
      content.story.paragraphs,
      content.vision,
      content.mission,
      content.statistics.map((statistic) => join(statistic.value, statistic.label)),
      content.testimonials.map((testimonial) => join(testimonial.quote, testimonial.city)),
      company.proprietor.name,
    ],
    services: content.services.map((service) => service.title),
    contact: [
      offices,
      company.hours,
      company.phones.map((phone) => join(phone.label, phone.number)),
      company.emails.map((email) => join(email.label, email.address)),
    ],
    certification: [
      content.certifications.map((certificate) => join(certificate.title, certificate.issuer, certificate.number)),
      company.udyamNumber,
      company.gstin,
    ],
    gallery: content.gallery.map((item) => item.caption),
    verifyUs: [
      content.verifyUs.contacts.notUs,
      [content.verifyUs.registration.gst.heading, content.verifyUs.registration.udyam.heading],
      content.verifyUs.payment.intro,
      content.verifyUs.documents.kinds.map((kind) => join(kind.title, kind.purpose)),
      content.verifyUs.checklist.items.map((item) => item.title),
      content.verifyUs.report.heading,
      company.gstin,
      company.udyamNumber,
    ],
    bookSurvey: [
      content.bookSurvey.purpose.paragraphs,
      content.bookSurvey.purpose.rule,
      content.bookSurvey.types.home.text,
      content.bookSurvey.types.video.text,
    ],
  };
  return join(...(text[key as RoutedPageKey] ?? []));
}
