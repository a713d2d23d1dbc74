/**
 * What one content file names in another, checked where the content is put together: a city
 * guide's, a route's or a link's slug that services.ts or served-cities.ts has, a menu's page
 * that pages.ts has, the Udyam number the certificates and the company share, and the
 * estimate's services. Each subject's own shape is beside its facts; only the references between
 * subjects are here.
 */
import type { z } from "zod";
import type { cityPagesSchema } from "./city-guides-schema";
import type { serviceRoutesSchema } from "./navigation-schema";
import type { searchAliasSchema } from "./search-aliases-schema";
import { citySlugOf, type servedCitiesSchema } from "./served-cities-schema";

/** A link to a page by its key. */
type PageLink = { page: string };

/** What the references read of the site content (schema.ts's whole shape, parsed). */
export type ReferencedContent = {
  company: { udyamNumber: string };
  services: ReadonlyArray<{ slug: string }>;
  servedCities: z.output<typeof servedCitiesSchema>;
  cityPages: z.output<typeof cityPagesSchema>;
  cities: readonly string[];
  searchAliases: ReadonlyArray<z.output<typeof searchAliasSchema>>;
  serviceRoutes: z.output<typeof serviceRoutesSchema>;
  pages: Record<string, unknown>;
  mainNavigation: readonly PageLink[];
  moreNavigation: readonly PageLink[];
  footerNavigation: readonly PageLink[];
  footerLinkGroups: ReadonlyArray<{ links: readonly PageLink[] }>;
  interface: { notFound: { links: readonly PageLink[] } };
  certifications: ReadonlyArray<{ kind: string; number: string }>;
  faq: ReadonlyArray<{ link?: PageLink }>;
};

/** Where a refinement reports a mistake: zod's context, or anything that collects issues. */
type IssueSink = { addIssue(issue: { code: "custom"; message: string; path: Array<string | number> }): void };

/** The references between the site content's subjects, each mistake named with its field. */
export function checkSiteReferences(content: ReferencedContent, context: IssueSink) {
  const servedSlugs = new Set(content.servedCities.map((city) => city.slug));
  for (const slug of Object.keys(content.cityPages.guides)) {
    if (!servedSlugs.has(slug)) {
      context.addIssue({
        code: "custom",
        message: `"${slug}" is not the slug of a city in served-cities.ts`,
        path: ["cityPages", "guides", slug],
      });
    }
  }
  const serviceSlugs = new Set(content.services.map((service) => service.slug));
  for (const kind of ["route", "local"] as const) {
    content.cityPages[kind].services.forEach((slug, index) => {
      if (!serviceSlugs.has(slug)) {
        context.addIssue({
          code: "custom",
          message: `"${slug}" is not the slug of a service in services.ts`,
          path: ["cityPages", kind, "services", index],
        });
      }
    });
  }
  content.servedCities.forEach((city, index) => {
    // The strip may spell the city another way, as long as that spelling is one of its aliases.
    const spellings = [
      city.name,
      ...content.searchAliases.filter((alias) => alias.means.includes(city.name)).flatMap((alias) => alias.typed),
    ].map((spelling) => spelling.toLowerCase());
    // Or the strip writes it as its slug or a former slug would be ("Baroda"), in any language.
    const slugs = [city.slug, ...(city.formerSlugs ?? [])];
    if (!content.cities.some((name) => spellings.includes(name.toLowerCase()) || slugs.includes(citySlugOf(name)))) {
      context.addIssue({
        code: "custom",
        message: `"${city.name}" is not in the cities strip ("cities" in words/<language>/home.json); spell it as the strip does, or add the strip's spelling to its search aliases`,
        path: ["servedCities", index, "name"],
      });
    }
    if (city.roadKmFromHyderabad !== "local" && !content.cityPages.guides[city.slug]) {
      context.addIssue({
        code: "custom",
        message: `"${city.slug}" has no guide in city-guides.ts: write what is true of its route, or its page would be a doorway`,
        path: ["cityPages", "guides"],
      });
    }
  });
  content.serviceRoutes.services.forEach((slug, index) => {
    if (!content.services.some((service) => service.slug === slug)) {
      context.addIssue({
        code: "custom",
        message: `"${slug}" is not the slug of a service in services.ts`,
        path: ["serviceRoutes", "services", index],
      });
    }
  });
  content.serviceRoutes.cities.forEach((slug, index) => {
    const city = content.servedCities.find((served) => served.slug === slug);
    if (!city || city.roadKmFromHyderabad === "local") {
      context.addIssue({
        code: "custom",
        message: `"${slug}" is not a served city other than Hyderabad (served-cities.ts)`,
        path: ["serviceRoutes", "cities", index],
      });
    }
  });
  const lists = [
    { items: content.mainNavigation, path: ["mainNavigation"] },
    { items: content.moreNavigation, path: ["moreNavigation"] },
    { items: content.footerNavigation, path: ["footerNavigation"] },
    ...content.footerLinkGroups.map((group, index) => ({
      items: group.links,
      path: ["footerLinkGroups", index, "links"],
    })),
    { items: content.interface.notFound.links, path: ["interface", "notFound", "links"] },
  ];
  for (const { items, path } of lists) {
    items.forEach((item, index) => {
      if (!(item.page in content.pages) || item.page === "notFound") {
        context.addIssue({
          code: "custom",
          message: `links to "${item.page}", which is not a page in pages.ts`,
          path: [...path, index, "page"],
        });
      }
    });
  }
  // One proprietorship has one Udyam number: every Udyam certificate shows the header's.
  content.certifications.forEach((certificate, index) => {
    if (certificate.kind === "udyam" && certificate.number !== content.company.udyamNumber) {
      context.addIssue({
        code: "custom",
        message: `must be the company's Udyam number (${content.company.udyamNumber}): a business has only one`,
        path: ["certifications", index, "number"],
      });
    }
  });
  content.faq.forEach((item, index) => {
    if (item.link && (!(item.link.page in content.pages) || item.link.page === "notFound")) {
      context.addIssue({
        code: "custom",
        message: `links to "${item.link.page}", which is not a page in pages.ts`,
        path: ["faq", index, "link", "page"],
      });
    }
  });
}

/** The estimate's words name services by slug (the enquiry form's choice for each kind of move). */
export function estimateReferenceProblems(
  enquiryService: Record<string, string>,
  services: ReadonlyArray<{ slug: string }>,
): string[] {
  return Object.entries(enquiryService)
    .filter(([, slug]) => !services.some((service) => service.slug === slug))
    .map(([kind, slug]) => `estimate.words.enquiryService.${kind}: "${slug}" is not a service slug in services.ts`);
}
