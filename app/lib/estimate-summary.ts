/**
 * The estimate in a few readable lines, for the enquiry form's message and the WhatsApp text:
 * route, date, home size, the items, volume, vehicle and the total, in content's words.
 */
import type { EstimateWords } from "../content/estimate-schema";
import { countText } from "./count-text";
import { enquiryLimits } from "./enquiry-form";
import type { Access, Estimate, EstimateData, EstimateInput } from "./estimate";
import { findCity, hubCity } from "./estimate";
import { formatMovingDate } from "./estimate-query";
import { fillPlaceholders } from "./fill-placeholders";
import { formatRupeeRange, formatRupees } from "./rupees";
import type { SiteLocale } from "./site-locale";
import { formatCount } from "./visitor-count";

export type SummaryOptions = {
  /** The estimate's own address, added as the last line when it fits. */
  url?: string;
  /** The longest the text may be; the enquiry form's message limit by default. */
  maxLength?: number;
  /** The page's language, for the moving date in words and the form a number takes; English (India) by default. */
  locale?: SiteLocale;
};

/** The enquiry form's service for an estimate: local shifting inside a city, relocation between cities. */
export function enquiryServiceFor(estimate: Estimate, estimateWords: EstimateWords): string {
  return estimate.route.local ? estimateWords.enquiryService.local : estimateWords.enquiryService.intercity;
}

/** Whether the total includes transit insurance: only when the breakdown charges a premium for it. */
export function includesInsurance(estimate: Estimate): boolean {
  return (estimate.lines.find((line) => line.key === "insurance")?.high ?? 0) > 0;
}

/** What the total says it includes, true to the breakdown's insurance line. */
export function totalNoteFor(estimate: Estimate, estimateWords: EstimateWords): string {
  return includesInsurance(estimate) ? estimateWords.result.totalNote : estimateWords.result.totalNoteUninsured;
}

/** The addresses an estimate links on to: the list of cities, and each served city's page by slug. */
/**
 * Pages the estimate links to, worked out while pre-rendering (so the browser ships no rule for
 * page addresses): the cities list, each city's page, Verify us and the survey booking.
 */
export type RouteLinks = {
  cities: string;
  cityPages: Record<string, string>;
  verifyUs: string;
  bookSurvey: string;
  /** The contact page, where "Send this estimate" leads. */
  contact: string;
};

/**
 * Where an estimate between two cities leads on: the route's own page when one end is the hub
 * (each city's page is about its route from Hyderabad), the list of cities otherwise. None for a
 * move within one city.
 */
export function estimateRouteLink(
  input: Pick<EstimateInput, "from" | "to">,
  estimate: Pick<Estimate, "route">,
  data: Pick<EstimateData, "cities">,
  estimateWords: EstimateWords,
  links: Pick<RouteLinks, "cities" | "cityPages">,
): { href: string; label: string } | undefined {
  if (estimate.route.local || input.from === input.to) return undefined;
  const hub = hubCity(data.cities);
  const other = input.from === hub.slug ? input.to : input.to === hub.slug ? input.from : undefined;
  const city = other === undefined ? undefined : findCity(data.cities, other);
  const href = city && Object.hasOwn(links.cityPages, city.slug) ? links.cityPages[city.slug] : undefined;
  if (city && href)
    return { href, label: fillPlaceholders(estimateWords.result.routeLink, { hub: hub.name, city: city.name }) };
  return { href: links.cities, label: estimateWords.result.citiesLink };
}

/** "3 × Double bed"-style entries of an inventory, in the catalogue's order. */
function itemEntries(input: EstimateInput, data: EstimateData, estimateWords: EstimateWords): string[] {
  return data.items
    .filter((item) => (input.items[item.id] ?? 0) >= 1)
    .map((item) =>
      fillPlaceholders(estimateWords.summary.itemLine, {
        count: Math.floor(input.items[item.id] ?? 0),
        item: item.name,
      }),
    );
}

/** As many items as fit in `room` characters, then "and N more". */
function itemsLine(entries: string[], room: number, estimateWords: EstimateWords, locale?: SiteLocale): string {
  if (entries.length === 0) return estimateWords.summary.noItems;
  let line = `${estimateWords.summary.items} ${entries.join(", ")}`;
  if (line.length <= room) return line;
  for (let shown = entries.length - 1; shown >= 0; shown--) {
    const more = countText(estimateWords.summary.moreItems, entries.length - shown, locale);
    line = `${estimateWords.summary.items} ${[...entries.slice(0, shown), more].join(", ")}`;
    if (line.length <= room) return line;
  }
  return line;
}

function accessInWords(access: Access, estimateWords: EstimateWords): string {
  if (access.floor === 0) return estimateWords.summary.groundFloor;
  return fillPlaceholders(access.lift ? estimateWords.summary.floorWithLift : estimateWords.summary.floorWithoutLift, {
    floor: access.floor,
  });
}

/**
 * The estimate as plain text, one fact a line. It never runs over `maxLength`: the list of items is
 * shortened first ("and 12 more"), then the link is left out.
 */
export function estimateSummary(
  input: EstimateInput,
  estimate: Estimate,
  data: EstimateData,
  estimateWords: EstimateWords,
  options: SummaryOptions = {},
): string {
  const maxLength = options.maxLength ?? enquiryLimits.message;
  const words = estimateWords.summary;
  const cityName = (slug: string) => findCity(data.cities, slug)?.name ?? slug;
  const km = formatCount(Math.round(estimate.route.km));

  const before = [
    words.heading,
    estimate.route.local
      ? fillPlaceholders(words.routeLocal, { city: cityName(input.from), km })
      : fillPlaceholders(words.route, { from: cityName(input.from), to: cityName(input.to), km }),
  ];
  if (input.movingDate)
    before.push(fillPlaceholders(words.date, { date: formatMovingDate(input.movingDate, options.locale) }));
  const home = data.homeSizes.find((preset) => preset.id === input.homeSize);
  before.push(fillPlaceholders(words.home, { home: home?.name ?? estimateWords.homeSize.custom }));

  const after: string[] = [];
  if (input.cars > 0 || input.twoWheelers > 0) {
    after.push(fillPlaceholders(words.vehicles, { cars: input.cars, twoWheelers: input.twoWheelers }));
  }
  if (input.pickup.floor > 0 || input.delivery.floor > 0) {
    after.push(
      fillPlaceholders(words.access, {
        pickup: accessInWords(input.pickup, estimateWords),
        delivery: accessInWords(input.delivery, estimateWords),
      }),
    );
  }
  after.push(fillPlaceholders(words.packing, { grade: estimateWords.packing.grades[input.packing].label }));
  if (input.declaredValue > 0)
    after.push(fillPlaceholders(words.declaredValue, { value: formatRupees(input.declaredValue, 1) }));
  if (input.storageDays > 0) after.push(countText(words.storage, input.storageDays, options.locale));
  after.push(fillPlaceholders(words.volume, { volume: formatCount(Math.round(estimate.volumeCuFt)) }));
  const vehicles = estimate.vehicles
    .map(({ vehicle, count }) => fillPlaceholders(estimateWords.result.vehicleCount, { count, vehicle: vehicle.name }))
    .join(", ");
  after.push(fillPlaceholders(words.vehicle, { vehicle: vehicles || estimateWords.result.noVehicle }));
  after.push(fillPlaceholders(words.total, { total: formatRupeeRange(estimate.total.low, estimate.total.high) }));
  if (estimate.surveyRecommended) after.push(words.survey);

  const entries = itemEntries(input, data, estimateWords);
  const fixedLength = [...before, ...after].join("\n").length + 1; // + the newline before the items
  const link = options.url ? fillPlaceholders(words.link, { url: options.url }) : undefined;
  // The link goes in only if it leaves room for at least the start of the items line.
  const shortestItems = itemsLine(entries, 0, estimateWords, options.locale).length;
  const withLink = link !== undefined && fixedLength + link.length + 1 + shortestItems <= maxLength;
  const room = maxLength - fixedLength - (withLink && link ? link.length + 1 : 0);
  const lines = [...before, itemsLine(entries, room, estimateWords, options.locale), ...after];
  if (withLink && link) lines.push(link);
  return lines.join("\n").slice(0, maxLength);
}
