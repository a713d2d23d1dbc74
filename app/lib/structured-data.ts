/**
 * schema.org JSON-LD built from the content, so what search engines read about the company never
 * disagrees with what the pages say. No ratings or reviews: self-served review markup is ignored
 * or penalised by search engines.
 */
import type { Company, FaqItem, Office, Service } from "../content/schema";
import { crawlerFiles, paths } from "./paths";

export type JsonLd = { "@context"?: "https://schema.org"; "@type": string } & Record<string, unknown>;

/** An absolute URL on the public site for a path from `paths`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The company's node id, so Service and page nodes can point at it instead of repeating it. */
export function organizationId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, paths.home)}#organization`;
}

function postalAddress(office: Office) {
  const street = office.locality === office.city ? office.streetAddress : `${office.streetAddress}, ${office.locality}`;
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: office.city,
    addressRegion: office.state,
    postalCode: office.postalCode,
    addressCountry: "IN",
  };
}

const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

function dayIndex(word: string): number {
  return weekDays.findIndex((day) => day.toLowerCase().startsWith(word.toLowerCase().slice(0, 3)));
}

function time24(hour: string, minutes: string | undefined, meridiem: string): string {
  const value = (Number(hour) % 12) + (meridiem.toLowerCase() === "pm" ? 12 : 0);
  return `${String(value).padStart(2, "0")}:${minutes ?? "00"}`;
}

/**
 * Reads opening hours written for people ("Open all 7 days, 8:00 am to 9:00 pm", "Monday to
 * Saturday, 9 am to 7 pm") into schema.org form. Hours it cannot read stop the build, naming the
 * field, rather than publishing wrong hours to search engines.
 */
export function parseOpeningHours(hours: string) {
  const times = /(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*(?:to|-|–)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)/i.exec(hours);
  let days: string[] | undefined;
  if (/all (?:7|seven) days|every ?day|daily/i.test(hours)) {
    days = [...weekDays];
  } else {
    const range = /\b([a-z]{3,9})\s*(?:to|-|–)\s*([a-z]{3,9})\b/i.exec(hours);
    const from = range ? dayIndex(range[1] ?? "") : -1;
    const to = range ? dayIndex(range[2] ?? "") : -1;
    if (from >= 0 && to >= from) days = weekDays.slice(from, to + 1);
  }
  if (!times || !days) {
    throw new Error(
      `company.hours: "${hours}" cannot be read by search engines; write it like "Open all 7 days, 8:00 am to 9:00 pm" or "Monday to Saturday, 9:00 am to 7:00 pm"`,
    );
  }
  const [, openHour = "", openMinutes, openMeridiem = "", closeHour = "", closeMinutes, closeMeridiem = ""] = times;
  const opens = time24(openHour, openMinutes, openMeridiem);
  const closes = time24(closeHour, closeMinutes, closeMeridiem);
  const first = days[0]?.slice(0, 2);
  const last = days[days.length - 1]?.slice(0, 2);
  return {
    openingHours: `${first === last ? first : `${first}-${last}`} ${opens}-${closes}`,
    openingHoursSpecification: { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes },
  };
}

/** The company, on every page: offices, phones, e-mails, cities served, GSTIN, hours, social links. */
export function movingCompany({
  company,
  cities,
  logoPath,
  hours = company.hours,
}: {
  company: Company;
  cities: string[];
  logoPath: string;
  /** The opening hours as the English words write them, which the schema.org form is read from. */
  hours?: string;
}): JsonLd {
  const { siteUrl } = company;
  const bookingsPhone = company.mainPhone.number;
  return {
    "@context": "https://schema.org",
    "@type": "MovingCompany",
    "@id": organizationId(siteUrl),
    name: company.name,
    legalName: company.legalName,
    alternateName: company.shortName,
    description: company.description,
    slogan: company.tagline,
    url: absoluteUrl(siteUrl, paths.home),
    logo: absoluteUrl(siteUrl, logoPath),
    image: absoluteUrl(siteUrl, crawlerFiles.socialImage("home")),
    foundingDate: String(company.foundedYear),
    founder: { "@type": "Person", name: company.proprietor.name, jobTitle: company.proprietor.title },
    telephone: company.phones.map((phone) => phone.number),
    email: company.emails.map((email) => email.address),
    contactPoint: [
      ...company.phones.map((phone) => ({
        "@type": "ContactPoint",
        contactType: phone.label,
        telephone: phone.number,
        areaServed: "IN",
      })),
      ...company.emails.map((email) => ({ "@type": "ContactPoint", contactType: email.label, email: email.address })),
    ],
    address: postalAddress(company.registeredOffice),
    hasMap: company.registeredOffice.mapUrl,
    department: [
      {
        "@type": "MovingCompany",
        name: `${company.name}, ${company.branchOffice.label}`,
        address: postalAddress(company.branchOffice),
        hasMap: company.branchOffice.mapUrl,
        ...(bookingsPhone ? { telephone: bookingsPhone } : {}),
      },
    ],
    areaServed: cities.map((city) => ({ "@type": "City", name: city })),
    taxID: company.gstin,
    identifier: { "@type": "PropertyValue", propertyID: "Udyam Registration Number", value: company.udyamNumber },
    ...parseOpeningHours(hours),
    sameAs: company.social.map((link) => link.url),
  };
}

/** The home page's questions and answers. */
export function faqPage(faq: FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** One service page: what the service is, and that the company (the site-wide node) provides it. */
export function serviceNode(
  service: Pick<Service, "slug" | "title" | "shortDescription">,
  company: Pick<Company, "siteUrl" | "name">,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.shortDescription,
    url: absoluteUrl(company.siteUrl, paths.service(service.slug)),
    provider: { "@type": "MovingCompany", "@id": organizationId(company.siteUrl), name: company.name },
    areaServed: { "@type": "Country", name: "India" },
  };
}

/**
 * One city's page: moving between Hyderabad and that city (or within it), provided by the company,
 * with `areaServed` naming the city so search engines can match "movers to <city>" to the page.
 */
export function cityServiceNode(
  city: { name: string; heading: string; description: string; path: string; serviceType: string },
  company: Pick<Company, "siteUrl" | "name">,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: city.heading,
    serviceType: city.serviceType,
    description: city.description,
    url: absoluteUrl(company.siteUrl, city.path),
    provider: { "@type": "MovingCompany", "@id": organizationId(company.siteUrl), name: company.name },
    areaServed: { "@type": "City", name: city.name },
  };
}

export type Crumb = { name: string; path: string };

/** The trail from the home page to this page, as search results show it under the title. */
export function breadcrumbList(siteUrl: string, trail: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** JSON for an inline `<script type="application/ld+json">`: nothing in it can end the script. */
export function jsonLdScriptText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
