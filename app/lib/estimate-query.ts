/**
 * The estimate as a link: every input of /estimate/ kept in the query string, so an estimate can
 * be shared, reloaded and navigated with the back button.
 *
 * The contract others rely on: `from` and `to` are served city slugs, `km` the road km of a move
 * inside one city, `home` a home-size preset (1rk, 1bhk, 2bhk, 3bhk, 4bhk, office). The others:
 *   items      the inventory, entries `id_quantity` joined by dots: items=double-bed_1.carton-medium_8
 *              (absent: the home size's typical inventory; present, even empty: exactly this list)
 *   cars, bikes                     cars and two-wheelers carried
 *   fromfloor, tofloor              floor at each end (0 = ground)
 *   fromlift, tolift                yes or no
 *   packing                         standard or premium
 *   value                           declared value for insurance, whole rupees
 *   storage                         days in storage
 *   date                            moving date, YYYY-MM-DD
 *
 * Parsing never throws and never passes on what it was given unchecked: each parameter that is
 * unknown, malformed, out of range or repeated with different values falls back to its default on
 * its own, with a note saying so. Parameters this page does not use (utm_source...) are ignored.
 */
import type { EstimateWords } from "../content/estimate-schema";
import { countText } from "./count-text";
import {
  calendarDate,
  type EstimateData,
  type EstimateInput,
  findCity,
  findItem,
  hubCity,
  presetInventory,
  standardDetails,
} from "./estimate";
import { fillPlaceholders } from "./fill-placeholders";
import { longDateFormat, utcDay } from "./intl-dates";
import { formatRupees } from "./rupees";
import { defaultLocale, type SiteLocale } from "./site-locale";

export const estimateQueryParams = [
  "from",
  "to",
  "km",
  "home",
  "items",
  "cars",
  "bikes",
  "fromfloor",
  "fromlift",
  "tofloor",
  "tolift",
  "packing",
  "value",
  "storage",
  "date",
] as const;
export type EstimateQueryParam = (typeof estimateQueryParams)[number];

/**
 * Why a parameter was not used: `invalid` (unknown, malformed or out of range) or `repeated` (given
 * more than once with different values). For `items`, `count` says how many entries were left out.
 */
export type EstimateQueryNote = { param: EstimateQueryParam; problem: "invalid" | "repeated"; count?: number };

export type ParsedEstimateQuery = { input: EstimateInput; notes: EstimateQueryNote[] };

/** What a link may ask for: generous for any real move, and small enough that no figure is absurd. */
export const estimateQueryBounds = {
  /** Longer query strings are cut here first: no real estimate link comes near it. */
  queryLength: 8192,
  itemEntries: 200,
  itemQuantity: 99,
  cars: 5,
  twoWheelers: 10,
  floor: 40,
  /** ₹2 crore. */
  declaredValue: 20_000_000,
  storageDays: 365,
  firstYear: 2020,
  lastYear: 2100,
} as const;

/** The home size an estimate starts from when a link names none. */
export const defaultHomeSize = "2bhk";

/** The estimate a visitor sees before choosing anything: a local 2 BHK move in Hyderabad. */
export function defaultEstimateInput(data: EstimateData): EstimateInput {
  const hub = hubCity(data.cities).slug;
  const homeSize = data.homeSizes.some((home) => home.id === defaultHomeSize)
    ? defaultHomeSize
    : (data.homeSizes[0]?.id ?? null);
  return {
    from: hub,
    to: hub,
    localKm: data.rates.localMove.defaultKm,
    ...standardDetails(homeSize ? presetInventory(homeSize, data.homeSizes) : {}, homeSize),
  };
}

// ---------------------------------------------------------------------------------------------
// One parser per kind of value: each returns the value, or undefined when it cannot be used.
// ---------------------------------------------------------------------------------------------

function wholeNumber(text: string, max: number): number | undefined {
  const digits = text.replace(/,/g, "");
  if (!/^\d{1,12}$/.test(digits)) return undefined;
  const value = Number(digits);
  return value <= max ? value : undefined;
}

function yesOrNo(text: string): boolean | undefined {
  if (["yes", "1", "true", "on"].includes(text)) return true;
  if (["no", "0", "false", "off"].includes(text)) return false;
  return undefined;
}

function movingDate(text: string): string | undefined {
  const date = calendarDate(text);
  return date && date.year >= estimateQueryBounds.firstYear && date.year <= estimateQueryBounds.lastYear
    ? text
    : undefined;
}

function localKm(text: string, data: EstimateData): number | undefined {
  if (!/^\d{1,4}(?:\.\d{1,2})?$/.test(text)) return undefined;
  const km = Number(text);
  const { minKm, maxKm } = data.rates.localMove;
  return km >= minKm && km <= maxKm ? km : undefined;
}

/** The inventory in a link, and how many of its entries could not be used. */
function inventory(text: string, data: EstimateData): { items: Record<string, number>; leftOut: number } {
  const items: Record<string, number> = {};
  if (text === "") return { items, leftOut: 0 };
  const entries = text.split(".");
  let leftOut = Math.max(0, entries.length - estimateQueryBounds.itemEntries);
  for (const entry of entries.slice(0, estimateQueryBounds.itemEntries)) {
    const match = /^([a-z0-9-]{1,60})_(\d{1,3})$/.exec(entry);
    const id = match?.[1];
    const quantity = Number(match?.[2]);
    if (
      !id ||
      !findItem(data.items, id) ||
      Object.hasOwn(items, id) ||
      !(quantity <= estimateQueryBounds.itemQuantity)
    ) {
      leftOut++;
      continue;
    }
    if (quantity > 0) items[id] = quantity;
  }
  return { items, leftOut };
}

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

const knownParams = new Set<string>(estimateQueryParams);

/** Percent-decoding as forms encode (+ is a space); undefined for a malformed escape such as "%E0%A4". */
function decodeFormComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

/**
 * The values of this page's parameters in a query string, as URLSearchParams reads them, but
 * decoding only the parameters it uses. (URLSearchParams decodes every pair, and on some engines
 * takes tens of milliseconds over a few kilobytes of malformed escapes.) A value that cannot be
 * decoded is kept as U+FFFD, which no parameter accepts, so it is noted rather than lost.
 */
function queryValues(search: string): Map<EstimateQueryParam, string[]> {
  const values = new Map<EstimateQueryParam, string[]>();
  for (const pair of (search.startsWith("?") ? search.slice(1) : search).split("&")) {
    const equals = pair.indexOf("=");
    const name = decodeFormComponent(equals === -1 ? pair : pair.slice(0, equals));
    if (name === undefined || !knownParams.has(name)) continue;
    const value = equals === -1 ? "" : (decodeFormComponent(pair.slice(equals + 1)) ?? "\uFFFD");
    const param = name as EstimateQueryParam;
    const list = values.get(param);
    if (list) list.push(value);
    else values.set(param, [value]);
  }
  return values;
}

/**
 * The estimate a query string asks for (with or without its leading "?"), and a note for each
 * parameter that could not be used. Never throws, whatever the string.
 */
export function parseEstimateQuery(search: string, data: EstimateData): ParsedEstimateQuery {
  const input = defaultEstimateInput(data);
  const notes: EstimateQueryNote[] = [];
  const params = queryValues(String(search).slice(0, estimateQueryBounds.queryLength));

  /** The one value of a parameter, trimmed and lower-cased; undefined when absent or repeated differently. */
  const singleValue = (param: EstimateQueryParam): string | undefined => {
    const values = (params.get(param) ?? []).map((value) => value.trim().toLowerCase());
    if (values.length === 0) return undefined;
    if (values.some((value) => value !== values[0])) {
      notes.push({ param, problem: "repeated" });
      return undefined;
    }
    return values[0];
  };

  /** Reads a parameter with `parse`; a value it cannot use is noted and left at its default. */
  const read = <T>(param: EstimateQueryParam, parse: (text: string) => T | undefined): T | undefined => {
    const text = singleValue(param);
    if (text === undefined) return undefined;
    const value = parse(text);
    if (value === undefined) notes.push({ param, problem: "invalid" });
    return value;
  };

  // A city's former slug (`bangaluru`, before the name was respelled) still names it.
  const isCity = (text: string) =>
    findCity(data.cities, text)?.slug ?? data.cities.find((city) => city.formerSlugs?.includes(text))?.slug;
  input.from = read("from", isCity) ?? input.from;
  input.to = read("to", isCity) ?? input.to;
  if (input.from === input.to) input.localKm = read("km", (text) => localKm(text, data)) ?? input.localKm;

  const home = read("home", (text) => (data.homeSizes.some((preset) => preset.id === text) ? text : undefined));
  const itemsText = singleValue("items");
  if (itemsText === undefined) {
    if (home) {
      input.homeSize = home;
      input.items = presetInventory(home, data.homeSizes);
    }
  } else {
    const { items, leftOut } = inventory(itemsText, data);
    if (leftOut > 0) notes.push({ param: "items", problem: "invalid", count: leftOut });
    input.homeSize = home ?? null;
    input.items = items;
  }

  input.cars = read("cars", (text) => wholeNumber(text, estimateQueryBounds.cars)) ?? input.cars;
  input.twoWheelers = read("bikes", (text) => wholeNumber(text, estimateQueryBounds.twoWheelers)) ?? input.twoWheelers;
  input.pickup = {
    floor: read("fromfloor", (text) => wholeNumber(text, estimateQueryBounds.floor)) ?? input.pickup.floor,
    lift: read("fromlift", yesOrNo) ?? input.pickup.lift,
  };
  input.delivery = {
    floor: read("tofloor", (text) => wholeNumber(text, estimateQueryBounds.floor)) ?? input.delivery.floor,
    lift: read("tolift", yesOrNo) ?? input.delivery.lift,
  };
  input.packing =
    read("packing", (text) => (text === "standard" || text === "premium" ? text : undefined)) ?? input.packing;
  input.declaredValue =
    read("value", (text) => wholeNumber(text, estimateQueryBounds.declaredValue)) ?? input.declaredValue;
  input.storageDays =
    read("storage", (text) => wholeNumber(text, estimateQueryBounds.storageDays)) ?? input.storageDays;
  input.movingDate = read("date", movingDate) ?? input.movingDate;

  return { input, notes };
}

// ---------------------------------------------------------------------------------------------
// Serialising
// ---------------------------------------------------------------------------------------------

function sameInventory(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keysA = Object.keys(a).filter((key) => (a[key] ?? 0) > 0);
  const keysB = Object.keys(b).filter((key) => (b[key] ?? 0) > 0);
  return keysA.length === keysB.length && keysA.every((key) => a[key] === b[key]);
}

function inRange(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

/**
 * The query string (without "?") for an estimate: `from` and `to` always, the rest only where it
 * differs from the default, and the inventory only when it is not the home size's own. Values a
 * link could not carry back (unknown cities or items, out-of-range numbers) are left out.
 */
export function serialiseEstimateQuery(input: EstimateInput, data: EstimateData): string {
  const defaults = defaultEstimateInput(data);
  const params = new URLSearchParams();
  params.set("from", findCity(data.cities, input.from) ? input.from : defaults.from);
  params.set("to", findCity(data.cities, input.to) ? input.to : defaults.to);
  if (params.get("from") === params.get("to") && localKm(String(input.localKm), data) !== undefined) {
    params.set("km", String(input.localKm));
  }
  const home = input.homeSize && data.homeSizes.some((preset) => preset.id === input.homeSize) ? input.homeSize : null;
  if (home) params.set("home", home);
  if (!home || !sameInventory(input.items, presetInventory(home, data.homeSizes))) {
    const entries = data.items
      .filter((item) => inRange(input.items[item.id] ?? 0, estimateQueryBounds.itemQuantity))
      .filter((item) => (input.items[item.id] ?? 0) > 0)
      .map((item) => `${item.id}_${input.items[item.id]}`);
    params.set("items", entries.join("."));
  }
  const setCount = (param: EstimateQueryParam, value: number, max: number) => {
    if (value > 0 && inRange(value, max)) params.set(param, String(value));
  };
  setCount("cars", input.cars, estimateQueryBounds.cars);
  setCount("bikes", input.twoWheelers, estimateQueryBounds.twoWheelers);
  setCount("fromfloor", input.pickup.floor, estimateQueryBounds.floor);
  if (input.pickup.lift) params.set("fromlift", "yes");
  setCount("tofloor", input.delivery.floor, estimateQueryBounds.floor);
  if (input.delivery.lift) params.set("tolift", "yes");
  if (input.packing === "premium") params.set("packing", "premium");
  setCount("value", input.declaredValue, estimateQueryBounds.declaredValue);
  setCount("storage", input.storageDays, estimateQueryBounds.storageDays);
  if (input.movingDate && movingDate(input.movingDate)) params.set("date", input.movingDate);
  return params.toString();
}

/** The query string of an estimate between two cities that names nothing else: `from=hyderabad&to=pune`. */
export function routeQuery(from: string, to: string): string {
  return new URLSearchParams({ from, to }).toString();
}

// ---------------------------------------------------------------------------------------------
// Notes, in words
// ---------------------------------------------------------------------------------------------

/**
 * "14 March 2026" ("14 మార్చి, 2026", "14 मार्च 2026"): a YYYY-MM-DD date in words, as the
 * language writes it (Intl.DateTimeFormat); the text itself if not a date.
 */
export function formatMovingDate(text: string, locale: SiteLocale = defaultLocale): string {
  const date = calendarDate(text);
  if (!date) return text;
  return longDateFormat(locale).format(utcDay(date.year, date.month, date.day));
}

/** What the estimate shows instead of a parameter it could not use, in the page's words. */
function fallbackInWords(
  param: EstimateQueryParam,
  input: EstimateInput,
  data: EstimateData,
  estimateWords: EstimateWords,
  locale: SiteLocale,
) {
  const cityName = (slug: string) => findCity(data.cities, slug)?.name ?? slug;
  const homeName = () =>
    data.homeSizes.find((home) => home.id === input.homeSize)?.name ?? estimateWords.homeSize.custom;
  const floor = (value: number) =>
    value === 0
      ? estimateWords.access.groundFloor
      : fillPlaceholders(estimateWords.access.floorNumber, { floor: value });
  const yesNo = (value: boolean) => (value ? estimateWords.queryNotes.yes : estimateWords.queryNotes.no);
  switch (param) {
    case "from":
      return cityName(input.from);
    case "to":
      return cityName(input.to);
    case "km":
      return `${input.localKm} km`;
    case "home":
    case "items":
      return homeName();
    case "cars":
      return String(input.cars);
    case "bikes":
      return String(input.twoWheelers);
    case "fromfloor":
      return floor(input.pickup.floor);
    case "tofloor":
      return floor(input.delivery.floor);
    case "fromlift":
      return yesNo(input.pickup.lift);
    case "tolift":
      return yesNo(input.delivery.lift);
    case "packing":
      return estimateWords.packing.grades[input.packing].label;
    case "value":
      return formatRupees(input.declaredValue, 1);
    case "storage":
      return countText(estimateWords.queryNotes.days, input.storageDays, locale);
    case "date":
      return input.movingDate ? formatMovingDate(input.movingDate, locale) : estimateWords.queryNotes.noDate;
  }
}

/**
 * A note as the page shows it: which part of the link was not used, and what is shown instead.
 * Plain text built from content's words; nothing the link contained is repeated in it.
 */
export function describeQueryNote(
  note: EstimateQueryNote,
  input: EstimateInput,
  data: EstimateData,
  estimateWords: EstimateWords,
  /** The page's language, for a date in words and the form a number takes. */
  locale: SiteLocale = defaultLocale,
): string {
  if (note.param === "items" && note.problem === "invalid") {
    return countText(estimateWords.queryNotes.itemsLeftOut, note.count ?? 0, locale);
  }
  return fillPlaceholders(
    note.problem === "repeated" ? estimateWords.queryNotes.repeated : estimateWords.queryNotes.invalid,
    {
      field: estimateWords.queryNotes.fields[note.param] ?? note.param,
      value: fallbackInWords(note.param, input, data, estimateWords, locale),
    },
  );
}
