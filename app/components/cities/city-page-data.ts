/**
 * What the cities list and each city page show, worked out by their loaders while the site is
 * pre-rendered: distances, days and prices from the estimate (app/lib/estimate.ts), the words from
 * app/content/city-guides.ts, filled in. A city page's data holds that one city only, so its
 * JavaScript and data do not grow with the number of cities.
 */
import { type CityPagesWords, guideTopics } from "../../content/city-guides-schema";
import { cityRegions } from "../../content/estimate-keys";
import type { EstimateContent, ServedCity } from "../../content/estimate-schema";
import { servedCityNamed } from "../../lib/city-names";
import { cityPriceTable, type EstimateData, hubCity, type TransitDays, transitDaysFor } from "../../lib/estimate";
import { routeQuery } from "../../lib/estimate-query";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import type { LocalizedSiteContent } from "../../lib/layout-data";
import { localizedPath } from "../../lib/page-language";
import { cityPagePath } from "../../lib/page-registry";
import { contactFor, pagePath, paths } from "../../lib/paths";
import { formatRupeeRange } from "../../lib/rupees";
import { formatCount } from "../../lib/visitor-count";
import type { CityStripLink } from "../home/city-strip";

/** The estimate's inputs, from its validated content. */
export function estimateDataOf(estimate: EstimateContent): EstimateData {
  return {
    rates: estimate.rates,
    items: estimate.catalogue.items,
    homeSizes: estimate.catalogue.homeSizes,
    cities: estimate.cities,
  };
}

/** "4–5 days", or the same-day words for a move within the city. */
function transitText(days: TransitDays | null, cityPages: CityPagesWords): string {
  return days ? fillPlaceholders(cityPages.facts.transitValue, days) : cityPages.facts.sameDay;
}

export type CityListEntry = { name: string; href: string; state: string; distance: string; transit: string };
export type CityRegionGroup = { id: string; heading: string; cities: CityListEntry[] };

/** The /cities/ page's tables: every served city under its region, nearest first, regions in content's order. */
export function cityRegionGroups(
  content: Pick<LocalizedSiteContent, "cityPages" | "language">,
  estimate: EstimateContent,
): CityRegionGroup[] {
  const cityPages = content.cityPages;
  const { rates } = estimate;
  const entryOf = (city: ServedCity): CityListEntry => {
    const km = city.roadKmFromHyderabad;
    return {
      name: city.name,
      href: localizedPath(content.language ?? "en", cityPagePath(city.slug)),
      state: city.state,
      distance:
        km === "local"
          ? cityPages.index.local
          : fillPlaceholders(cityPages.facts.distanceValue, { km: formatCount(km) }),
      transit: km === "local" ? cityPages.index.sameDay : transitText(transitDaysFor(km, rates), cityPages),
    };
  };
  const nearness = (city: ServedCity) => (city.roadKmFromHyderabad === "local" ? 0 : city.roadKmFromHyderabad);
  return cityRegions
    .map((region) => ({
      id: `region-${region.toLowerCase()}`,
      heading: cityPages.index.regions[region],
      cities: estimate.cities
        .filter((city) => city.region === region)
        .sort((a, b) => nearness(a) - nearness(b))
        .map(entryOf),
    }))
    .filter((group) => group.cities.length > 0);
}

export type CityPriceLine = { key: string; label: string; price: string; shared: boolean };

export type CityPageData = {
  slug: string;
  name: string;
  local: boolean;
  /** Filled-in title, description, heading and intro (the page's meta and hero). */
  title: string;
  description: string;
  heading: string;
  intro: string;
  kicker: string;
  /** The route's main service (Relocation, or Local Shifting within Hyderabad), for its Service node. */
  serviceType: string;
  /** The enquiry form with the route's main service chosen. */
  enquiryHref: string;
  facts: {
    heading: string;
    /** Distance, days on the road and, where a small home travels shared, the part-load days. */
    rows: Array<{ label: string; value: string }>;
  };
  prices: {
    heading: string;
    intro: string;
    caption: string;
    moveHeading: string;
    priceHeading: string;
    lines: CityPriceLine[];
    /** The distances the local prices cover (Hyderabad only). */
    localKm: string | null;
    sharedMark: string;
    sharedNote: string | null;
    note: string;
    estimateLink: { label: string; href: string; hint: string };
  };
  /** What is true of this route alone, topic by topic (for Hyderabad, local moves). */
  guide: { heading: string; topics: Array<{ id: string; heading: string | null; paragraphs: string[] }> };
  /** Questions families ask about this route, with their answers; null where the guide has none. */
  questions: { heading: string; items: Array<{ question: string; answer: string }> } | null;
  services: { heading: string; links: Array<{ title: string; href: string }> };
  contact: { heading: string; text: string };
};

/** Everything one city's page shows, filled in; undefined for a slug that is not a served city. */
export function cityPageData(
  slug: string,
  content: Pick<LocalizedSiteContent, "cityPages" | "company" | "services" | "language">,
  estimate: EstimateContent,
): CityPageData | undefined {
  const city = estimate.cities.find((candidate) => candidate.slug === slug);
  if (!city) return undefined;
  const cityPages = content.cityPages;
  const data = estimateDataOf(estimate);
  const table = cityPriceTable(city.slug, data);
  const hub = hubCity(data.cities);
  const local = table.route === null;
  const words = local ? cityPages.local : cityPages.route;
  const priceOf = (row: { low: number; high: number }) => formatRupeeRange(row.low, row.high);
  const twoBhk = table.rows.find((row) => row.key === "2bhk");
  const km = table.route ? formatCount(Math.round(table.route.km)) : "";
  const days = table.transitDays ? transitText(table.transitDays, cityPages) : "";
  const values = {
    city: city.name,
    state: city.state,
    company: content.company.shortName,
    km,
    days,
    price: twoBhk ? priceOf(twoBhk) : "",
  };
  const fill = (text: string) => fillPlaceholders(text, values);
  const localBand = data.rates.distanceBands[0];

  const guide = local ? undefined : cityPages.guides[city.slug];
  const topics = local
    ? [{ id: "guide-local", heading: null, paragraphs: cityPages.local.guide }]
    : guideTopics.flatMap((topic) => {
        const written = guide?.[topic] ?? [];
        const frame = { state: [cityPages.interstate.documents], nearby: [cityPages.route.nearbyNote] } as Record<
          string,
          string[]
        >;
        const paragraphs = written.length > 0 || topic === "state" ? [...written, ...(frame[topic] ?? [])] : [];
        return paragraphs.length > 0
          ? [{ id: `guide-${topic}`, heading: fill(cityPages.route.topics[topic]), paragraphs }]
          : [];
      });
  const shared = table.rows.some((row) => row.transportBasis === "shared");

  return {
    slug: city.slug,
    name: city.name,
    local,
    title: fill(words.title),
    description: fill(words.description),
    heading: fill(words.heading),
    intro: fill(words.intro),
    kicker: city.state,
    serviceType: content.services.find((service) => service.slug === words.services[0])?.title ?? words.heading,
    enquiryHref: localizedPath(content.language ?? "en", contactFor(words.services[0] ?? "")),
    facts: {
      heading: cityPages.facts.heading,
      rows: local
        ? [{ label: cityPages.index.transitHeading, value: cityPages.facts.sameDay }]
        : [
            { label: cityPages.facts.distance, value: fillPlaceholders(cityPages.facts.distanceValue, { km }) },
            { label: cityPages.facts.transit, value: transitText(table.transitDays, cityPages) },
            ...(shared && table.sharedTransitDays
              ? [{ label: cityPages.facts.sharedTransit, value: transitText(table.sharedTransitDays, cityPages) }]
              : []),
          ],
    },
    prices: {
      heading: fill(words.pricesHeading),
      intro: words.pricesIntro,
      caption: fill(cityPages.prices.caption),
      moveHeading: cityPages.prices.moveHeading,
      priceHeading: cityPages.prices.priceHeading,
      lines: table.rows.map((row) => ({
        key: row.key,
        label: cityPages.prices.rows[row.key],
        price: priceOf(row),
        shared: row.transportBasis === "shared",
      })),
      localKm: local && localBand ? fillPlaceholders(cityPages.local.localKm, localBand.cardKm) : null,
      sharedMark: cityPages.prices.sharedMark,
      sharedNote: shared ? cityPages.prices.sharedNote : null,
      note: cityPages.prices.note,
      estimateLink: {
        label: cityPages.prices.estimateLink,
        href: `${localizedPath(content.language ?? "en", pagePath("estimate"))}?${routeQuery(hub.slug, city.slug)}`,
        hint: cityPages.prices.estimateHint,
      },
    },
    guide: { heading: fill(words.guideHeading), topics },
    questions:
      guide?.questions && guide.questions.length > 0
        ? { heading: fill(cityPages.route.questionsHeading), items: guide.questions }
        : null,
    services: {
      heading: cityPages.servicesHeading,
      links: words.services.flatMap((serviceSlug) => {
        const service = content.services.find((candidate) => candidate.slug === serviceSlug);
        return service
          ? [{ title: service.title, href: localizedPath(content.language ?? "en", paths.service(service.slug)) }]
          : [];
      }),
    },
    contact: cityPages.contact,
  };
}

/**
 * The home page's strip of names, each with its page: a served city's page, or the cities list for
 * a name that is not a city ("All South BR"). Worked out by the home page's loader, so the strip's
 * code only draws the links.
 */
export function cityStripLinks(
  content: Pick<LocalizedSiteContent, "cities" | "servedCities" | "searchAliases" | "language">,
): CityStripLink[] {
  return content.cities.map((name) => {
    const city = servedCityNamed(name, content.servedCities, content.searchAliases);
    return { name, href: localizedPath(content.language ?? "en", city ? cityPagePath(city.slug) : pagePath("cities")) };
  });
}
