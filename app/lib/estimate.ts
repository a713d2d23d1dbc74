/**
 * The moving estimate (issue 15): what a move costs, line by line, from the owner's rates in
 * app/content/estimate-rates.ts. Pure functions of their arguments (the rates, items and cities
 * are passed in), so the page, the JavaScript-off rate card and the city pages all compute the
 * same figures, and tests can check them.
 *
 * Amounts are rupees, unrounded: the page rounds them for display (app/lib/rupees.ts), so GST
 * and insurance stay exactly their rate times their base.
 */
import { type EstimateLineKey, estimateLineKeys, type PackingGrade } from "../content/estimate-keys";
import type {
  DistanceBand,
  EstimateRates,
  HomeSize,
  HouseholdItem,
  ServedCity,
  Vehicle,
} from "../content/estimate-schema";

/** Everything an estimate is computed from: the content, passed in. */
export type EstimateData = {
  rates: EstimateRates;
  items: readonly HouseholdItem[];
  homeSizes: readonly HomeSize[];
  cities: readonly ServedCity[];
};

/** One end of the move: the floor the goods are on (0 = ground) and whether a lift takes them. */
export type Access = { floor: number; lift: boolean };

/** What the family tells the estimate about the move, apart from where it goes. */
export type MoveDetails = {
  /** The preset the inventory started from ("2bhk"), or null for an inventory of the family's own. */
  homeSize: string | null;
  /** Item id to quantity. Unknown ids and quantities below 1 count for nothing. */
  items: Readonly<Record<string, number>>;
  cars: number;
  twoWheelers: number;
  pickup: Access;
  delivery: Access;
  packing: PackingGrade;
  /** Declared value of the goods for transit insurance, in rupees; 0 for none. */
  declaredValue: number;
  storageDays: number;
  /** YYYY-MM-DD, or null when the family has not chosen a date. */
  movingDate: string | null;
};

/** A whole estimate's input: two served city slugs (the same one twice for a local move) and the details. */
export type EstimateInput = MoveDetails & {
  from: string;
  to: string;
  /** The road km of a move inside one city; ignored between cities. */
  localKm: number;
};

/**
 * How far the goods travel. `given`: the road distance from content (Hyderabad to each city, and
 * the pairs content lists);
 * `great-circle`: the straight line between the two cities times the road factor; `entered`: the
 * km of a local move, or a distance chosen by the rate card.
 */
export type Route = { local: boolean; km: number; source: "entered" | "given" | "great-circle" };

export type Range = { low: number; high: number };

export type EstimateLine = Range & {
  key: EstimateLineKey;
  /** Whether GST is charged on this line (the rates' gst.appliesTo). */
  taxable: boolean;
};

export type VehicleSuggestion = { vehicle: Vehicle; count: number };

/** Transit time between cities, in days: the quickest and the slowest to expect. */
export type TransitDays = { low: number; high: number };

export type Estimate = {
  route: Route;
  /** The rate card's band the distance falls in (its carrier charges apply). */
  band: DistanceBand;
  volumeCuFt: number;
  /** The cheapest set of vehicles that holds the volume, largest first; empty when there is no volume. */
  vehicles: VehicleSuggestion[];
  /** `shared`: priced as a part load, which is cheaper for this volume between cities. */
  transportBasis: "dedicated" | "shared" | "none";
  crew: number;
  /** null for a move inside one city (it is done the same day). */
  transitDays: TransitDays | null;
  /** Every line of the breakdown, in the order the page shows them; lines that do not apply are 0. */
  lines: EstimateLine[];
  /** The sum of the lines GST applies to. */
  taxableBase: Range;
  gstPercent: number;
  insurancePercent: number;
  /** The weekend or month-end surcharge percentage the moving date attracts (0 for none). */
  surchargePercent: number;
  total: Range;
  surveyRecommended: boolean;
};

// ---------------------------------------------------------------------------------------------
// Distances
// ---------------------------------------------------------------------------------------------

const earthRadiusKm = 6371;

/** The great-circle (straight-line) distance between two points, in km (haversine formula). */
export function greatCircleKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The served city each city's `roadKmFromHyderabad` is measured from (Hyderabad), marked "local". */
export function hubCity(cities: readonly ServedCity[]): ServedCity {
  const hub = cities.find((city) => city.roadKmFromHyderabad === "local");
  if (!hub) throw new Error('No served city has roadKmFromHyderabad "local"');
  return hub;
}

/** The road km `city` gives to `other` in its `roadKmTo`. */
function givenRoadKm(city: ServedCity, other: ServedCity): number | undefined {
  return city.roadKmTo?.find((road) => road.city === other.slug)?.km;
}

/**
 * The road distance between two different served cities: content's figure when one of them is
 * Hyderabad or when either city's `roadKmTo` names the other, else the straight line times the
 * road factor, rounded to 5 km.
 */
export function roadDistance(
  from: ServedCity,
  to: ServedCity,
  rates: Pick<EstimateRates, "roadFactor">,
): { km: number; source: "given" | "great-circle" } {
  if (from.roadKmFromHyderabad === "local" && typeof to.roadKmFromHyderabad === "number") {
    return { km: to.roadKmFromHyderabad, source: "given" };
  }
  if (to.roadKmFromHyderabad === "local" && typeof from.roadKmFromHyderabad === "number") {
    return { km: from.roadKmFromHyderabad, source: "given" };
  }
  const givenKm = givenRoadKm(from, to) ?? givenRoadKm(to, from);
  if (givenKm !== undefined) return { km: givenKm, source: "given" };
  const km = Math.max(5, Math.round((greatCircleKm(from, to) * rates.roadFactor) / 5) * 5);
  return { km, source: "great-circle" };
}

const citiesBySlug = new WeakMap<readonly ServedCity[], Map<string, ServedCity>>();

/** The served city with this slug, or undefined. */
export function findCity(cities: readonly ServedCity[], slug: string): ServedCity | undefined {
  let index = citiesBySlug.get(cities);
  if (!index) {
    index = new Map(cities.map((city) => [city.slug, city]));
    citiesBySlug.set(cities, index);
  }
  return index.get(slug);
}

/**
 * Where the goods go: the same city twice is a local move of `localKm` (kept within the rates'
 * local limits); two cities are a move of their road distance. Throws on a slug that is not a
 * served city: parse links with `parseEstimateQuery` first, which never yields one.
 */
export function resolveRoute(from: string, to: string, localKm: number, data: EstimateData): Route {
  const fromCity = findCity(data.cities, from);
  const toCity = findCity(data.cities, to);
  if (!fromCity || !toCity) throw new Error(`Unknown city slug: ${fromCity ? to : from}`);
  if (fromCity === toCity) {
    const { minKm, maxKm, defaultKm } = data.rates.localMove;
    const km = Number.isFinite(localKm) ? Math.min(maxKm, Math.max(minKm, localKm)) : defaultKm;
    return { local: true, km, source: "entered" };
  }
  return { local: false, ...roadDistance(fromCity, toCity, data.rates) };
}

/** The distance band a route falls in: the local band for a move inside a city, else by km. */
export function bandFor(route: Route, rates: Pick<EstimateRates, "distanceBands">): DistanceBand {
  const [local, ...intercity] = rates.distanceBands;
  if (!local) throw new Error("The rates have no distance bands");
  if (route.local) return local;
  return intercity.find((band) => band.maxKm === null || route.km <= band.maxKm) ?? intercity.at(-1) ?? local;
}

/** The km a long move is charged for: each km beyond a taper step counts as that step's factor. */
export function chargedKm(km: number, taper: EstimateRates["longDistanceTaper"]): number {
  let charged = 0;
  let previousKm = 0;
  let factor = 1;
  for (const step of taper) {
    if (km <= step.fromKm) break;
    charged += (step.fromKm - previousKm) * factor;
    previousKm = step.fromKm;
    factor = step.factor;
  }
  return charged + (Math.max(km, previousKm) - previousKm) * factor;
}

/** Transit days between cities for a vehicle of the family's own, by the rates' km per day. */
export function transitDaysFor(km: number, rates: EstimateRates, shared = false): TransitDays {
  const low = Math.max(1, Math.ceil(km / rates.kmPerTransitDay)) + (shared ? rates.sharedLoad.extraTransitDays : 0);
  return { low, high: low + rates.transitExtraDays };
}

// ---------------------------------------------------------------------------------------------
// Volume and vehicles
// ---------------------------------------------------------------------------------------------

const itemsById = new WeakMap<readonly HouseholdItem[], Map<string, HouseholdItem>>();

function itemIndex(items: readonly HouseholdItem[]): Map<string, HouseholdItem> {
  let index = itemsById.get(items);
  if (!index) {
    index = new Map(items.map((item) => [item.id, item]));
    itemsById.set(items, index);
  }
  return index;
}

/** The household item with this id, or undefined. */
export function findItem(items: readonly HouseholdItem[], id: string): HouseholdItem | undefined {
  return itemIndex(items).get(id);
}

/** A count the estimate can use: a whole number from 0 to `max`; anything else (NaN, negative) is 0. */
function countOf(value: number, max: number): number {
  return Number.isFinite(value) && value > 0 ? Math.min(max, Math.floor(value)) : 0;
}

function amountOf(value: number, max: number): number {
  return Number.isFinite(value) && value > 0 ? Math.min(max, value) : 0;
}

/** Bounds the estimate holds its input to, whatever it is given (the query parser's are tighter). */
export const estimateInputBounds = {
  itemQuantity: 999,
  vehicles: 20,
  floor: 100,
  declaredValue: 100_000_000,
  storageDays: 3650,
} as const;

/** The packed volume of an inventory, in cubic feet. */
export function inventoryVolume(quantities: Readonly<Record<string, number>>, items: readonly HouseholdItem[]): number {
  const index = itemIndex(items);
  let volume = 0;
  for (const id of Object.keys(quantities)) {
    const item = index.get(id);
    const quantity = countOf(quantities[id] ?? 0, estimateInputBounds.itemQuantity);
    if (item && quantity > 0) volume += item.cuFt * quantity;
  }
  return volume;
}

/** The inventory of a home-size preset, as a fresh object the caller may change. */
export function presetInventory(homeSizeId: string, homeSizes: readonly HomeSize[]): Record<string, number> {
  const preset = homeSizes.find((home) => home.id === homeSizeId);
  return preset ? { ...preset.items } : {};
}

/** What one vehicle costs for a move of `km`: its minimum charge and then its rate per charged km. */
export function vehicleCharge(vehicle: Vehicle, km: number, rates: Pick<EstimateRates, "longDistanceTaper">): number {
  return (
    vehicle.minimumCharge + vehicle.perKm * Math.max(0, chargedKm(km, rates.longDistanceTaper) - vehicle.includedKm)
  );
}

/** Volumes are sized in units of 10 cu ft (every capacity is a multiple of 10). */
const unitCuFt = 10;
/** Above this many units the largest vehicles are taken first, so an absurd volume cannot exhaust memory. */
const largestExactUnits = 5000;

/**
 * The cheapest set of vehicles whose capacities together hold `volumeCuFt`, and its cost for `km`.
 * Exact (a small dynamic programme over 10 cu ft units), so a larger volume never costs less.
 */
export function cheapestVehicles(
  volumeCuFt: number,
  km: number,
  rates: Pick<EstimateRates, "vehicles" | "longDistanceTaper">,
): { vehicles: VehicleSuggestion[]; cost: number } {
  const units = Math.ceil(volumeCuFt / unitCuFt);
  if (!(units > 0) || rates.vehicles.length === 0) return { vehicles: [], cost: 0 };
  const costs = rates.vehicles.map((vehicle) => vehicleCharge(vehicle, km, rates));
  const capacities = rates.vehicles.map((vehicle) => Math.max(1, Math.round(vehicle.capacityCuFt / unitCuFt)));

  // For a volume beyond any home, fill with the vehicle that is cheapest per unit of capacity first.
  let bulkIndex = 0;
  costs.forEach((cost, index) => {
    if (cost / (capacities[index] ?? 1) < (costs[bulkIndex] ?? 0) / (capacities[bulkIndex] ?? 1)) bulkIndex = index;
  });
  const bulkCapacity = capacities[bulkIndex] ?? 1;
  const bulkCount = units > largestExactUnits ? Math.ceil((units - largestExactUnits) / bulkCapacity) : 0;
  const remaining = Math.max(0, units - bulkCount * bulkCapacity);

  const best = new Float64Array(remaining + 1);
  const choice = new Int8Array(remaining + 1);
  for (let unit = 1; unit <= remaining; unit++) {
    let bestCost = Number.POSITIVE_INFINITY;
    let bestChoice = 0;
    for (let index = 0; index < costs.length; index++) {
      const candidate = (costs[index] ?? 0) + (best[Math.max(0, unit - (capacities[index] ?? 1))] ?? 0);
      if (candidate < bestCost) {
        bestCost = candidate;
        bestChoice = index;
      }
    }
    best[unit] = bestCost;
    choice[unit] = bestChoice;
  }

  const counts = new Array<number>(rates.vehicles.length).fill(0);
  counts[bulkIndex] = bulkCount;
  for (let unit = remaining; unit > 0; ) {
    const index = choice[unit] ?? 0;
    counts[index] = (counts[index] ?? 0) + 1;
    unit = Math.max(0, unit - (capacities[index] ?? 1));
  }
  const vehicles: VehicleSuggestion[] = [];
  for (let index = rates.vehicles.length - 1; index >= 0; index--) {
    const vehicle = rates.vehicles[index];
    const count = counts[index] ?? 0;
    if (vehicle && count > 0) vehicles.push({ vehicle, count });
  }
  return { vehicles, cost: (best[remaining] ?? 0) + bulkCount * (costs[bulkIndex] ?? 0) };
}

/** The crew for a volume: one person per `cuFtPerPerson`, between the rates' minimum and maximum. */
export function crewFor(volumeCuFt: number, rates: Pick<EstimateRates, "crew">): number {
  if (!(volumeCuFt > 0)) return 0;
  const { cuFtPerPerson, minimum, maximum } = rates.crew;
  return Math.min(maximum, Math.max(minimum, Math.ceil(volumeCuFt / cuFtPerPerson)));
}

// ---------------------------------------------------------------------------------------------
// The date
// ---------------------------------------------------------------------------------------------

/** The parts of a real YYYY-MM-DD calendar date, or null. */
export function calendarDate(text: string | null): { year: number; month: number; day: number } | null {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : null;
}

/** The surcharge percentage a moving date attracts: the larger of weekend and month-end, or 0. */
export function surchargePercentFor(movingDate: string | null, rates: Pick<EstimateRates, "surcharges">): number {
  const date = calendarDate(movingDate);
  if (!date) return 0;
  const { weekendPercent, monthEndPercent, monthEndDays } = rates.surcharges;
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();
  const weekend = weekday === 0 || weekday === 6 ? weekendPercent : 0;
  const monthEnd = date.day > daysInMonth - monthEndDays ? monthEndPercent : 0;
  return Math.max(weekend, monthEnd);
}

// ---------------------------------------------------------------------------------------------
// The estimate
// ---------------------------------------------------------------------------------------------

function floorsWithoutLift(access: Access): number {
  return access.lift ? 0 : countOf(access.floor, estimateInputBounds.floor);
}

/** The estimate for a route already worked out (the rate card and city pages price chosen distances). */
export function estimateForRoute(route: Route, details: MoveDetails, data: EstimateData): Estimate {
  const { rates } = data;
  const km = amountOf(route.km, 100_000);
  const band = bandFor(route, rates);
  const volume = inventoryVolume(details.items, data.items);

  const own = cheapestVehicles(volume, km, rates);
  let transport = own.cost;
  let transportBasis: Estimate["transportBasis"] = volume > 0 ? "dedicated" : "none";
  if (!route.local && volume > 0) {
    const shared =
      rates.sharedLoad.perCuFtPerKm *
      Math.max(volume, rates.sharedLoad.minimumCuFt) *
      chargedKm(km, rates.longDistanceTaper);
    if (shared < transport) {
      transport = shared;
      transportBasis = "shared";
    }
  }

  const floors = floorsWithoutLift(details.pickup) + floorsWithoutLift(details.delivery);
  const cars = countOf(details.cars, estimateInputBounds.vehicles);
  const twoWheelers = countOf(details.twoWheelers, estimateInputBounds.vehicles);
  const storageDays = countOf(details.storageDays, estimateInputBounds.storageDays);
  const declaredValue = amountOf(details.declaredValue, estimateInputBounds.declaredValue);
  const packingRate = rates.packingMaterialPerCuFt[details.packing] ?? rates.packingMaterialPerCuFt.standard;

  // Each service line at the owner's rate, before the range spread.
  const atRate: Partial<Record<EstimateLineKey, number>> = {
    packingMaterial: volume * packingRate,
    packingLabour: volume * rates.packingLabourPerCuFt,
    transport,
    unloading: volume * rates.unloadingPerCuFt,
    floorCharges: (floors * rates.floorChargePerFloorPer100CuFt * volume) / 100,
    vehicleCarrier: cars * band.carCarrier + twoWheelers * band.twoWheelerCarrier,
    storage: storageDays * volume * rates.storagePerCuFtPerDay,
  };
  const surchargePercent = surchargePercentFor(details.movingDate, rates);
  let services = 0;
  for (const value of Object.values(atRate)) services += value ?? 0;
  atRate.surcharge = (services * surchargePercent) / 100;

  const taxable = new Set<EstimateLineKey>(rates.gst.appliesTo);
  const insurance = (declaredValue * rates.insurance.percent) / 100;
  const lines: EstimateLine[] = [];
  const taxableBase: Range = { low: 0, high: 0 };
  for (const key of estimateLineKeys) {
    if (key === "gst") continue;
    const low = key === "insurance" ? insurance : (atRate[key] ?? 0) * rates.rangeSpread.low;
    const high = key === "insurance" ? insurance : (atRate[key] ?? 0) * rates.rangeSpread.high;
    const isTaxable = taxable.has(key);
    if (isTaxable) {
      taxableBase.low += low;
      taxableBase.high += high;
    }
    lines.push({ key, low, high, taxable: isTaxable });
  }
  const gstRate = rates.gst.percent / 100;
  lines.push({ key: "gst", low: taxableBase.low * gstRate, high: taxableBase.high * gstRate, taxable: false });

  const total: Range = { low: 0, high: 0 };
  for (const line of lines) {
    total.low += line.low;
    total.high += line.high;
  }

  const surveyRecommended =
    volume > rates.survey.aboveCuFt || (details.homeSize !== null && rates.survey.homeSizes.includes(details.homeSize));

  return {
    route: { ...route, km },
    band,
    volumeCuFt: volume,
    vehicles: own.vehicles,
    transportBasis,
    crew: crewFor(volume, rates),
    transitDays: route.local ? null : transitDaysFor(km, rates, transportBasis === "shared"),
    lines,
    taxableBase,
    gstPercent: rates.gst.percent,
    insurancePercent: rates.insurance.percent,
    surchargePercent,
    total,
    surveyRecommended,
  };
}

/** The estimate for a move between two served cities (or inside one). */
export function estimateMove(input: EstimateInput, data: EstimateData): Estimate {
  return estimateForRoute(resolveRoute(input.from, input.to, input.localKm, data), input, data);
}

// ---------------------------------------------------------------------------------------------
// The rate card and the city pages' price tables
// ---------------------------------------------------------------------------------------------

/** The details the rate card and city pages assume: ground floor or a lift, standard packing, no extras. */
export function standardDetails(items: Readonly<Record<string, number>>, homeSize: string | null): MoveDetails {
  return {
    homeSize,
    items,
    cars: 0,
    twoWheelers: 0,
    pickup: { floor: 0, lift: false },
    delivery: { floor: 0, lift: false },
    packing: "standard",
    declaredValue: 0,
    storageDays: 0,
    movingDate: null,
  };
}

/** The price range of a move over a band's card distances: the low at the near end, the high at the far end. */
function bandRange(band: DistanceBand, details: MoveDetails, data: EstimateData): Range {
  const local = band.kind === "local";
  const near = estimateForRoute({ local, km: band.cardKm.from, source: "entered" }, details, data);
  const far = estimateForRoute({ local, km: band.cardKm.to, source: "entered" }, details, data);
  return { low: near.total.low, high: far.total.high };
}

export type RateCardRow = { homeSize: HomeSize; volumeCuFt: number; cells: Array<Range & { bandId: string }> };
export type RateCard = { bands: DistanceBand[]; rows: RateCardRow[] };

/**
 * The JavaScript-off rate card: one row per home size, one column per distance band, each cell
 * the range of the preset's estimate across the band's card distances (standard packing, ground
 * floor or a lift, no vehicles, insurance or storage).
 */
export function rateCard(data: EstimateData): RateCard {
  const bands = data.rates.distanceBands;
  const rows = data.homeSizes.map((homeSize) => {
    const details = standardDetails(homeSize.items, homeSize.id);
    return {
      homeSize,
      volumeCuFt: inventoryVolume(homeSize.items, data.items),
      cells: bands.map((band) => ({ bandId: band.id, ...bandRange(band, details, data) })),
    };
  });
  return { bands, rows };
}

export const cityPriceRowKeys = ["1bhk", "2bhk", "3bhk", "car", "two-wheeler"] as const;
export type CityPriceRowKey = (typeof cityPriceRowKeys)[number];
export type CityPriceRow = Range & { key: CityPriceRowKey; transportBasis: Estimate["transportBasis"] };

export type CityPriceTable = {
  city: ServedCity;
  /** The road route from Hyderabad, or null for Hyderabad itself (priced as a local move). */
  route: Route | null;
  /** Transit days with a vehicle of the family's own, the same both ways; null for Hyderabad. */
  transitDays: TransitDays | null;
  /** Transit days of a part load; null for Hyderabad. */
  sharedTransitDays: TransitDays | null;
  rows: CityPriceRow[];
};

/**
 * A city page's price table: 1, 2 and 3 BHK, a car and a two-wheeler, from Hyderabad to the city
 * (the same both ways). For Hyderabad itself, local moves over the local band's card distances.
 * Throws on a slug that is not a served city.
 */
export function cityPriceTable(citySlug: string, data: EstimateData): CityPriceTable {
  const city = findCity(data.cities, citySlug);
  if (!city) throw new Error(`Unknown city slug: ${citySlug}`);
  const hub = hubCity(data.cities);
  const route = city === hub ? null : resolveRoute(hub.slug, city.slug, 0, data);
  const localBand = data.rates.distanceBands[0];

  const detailsFor = (key: CityPriceRowKey): MoveDetails => {
    if (key === "car") return { ...standardDetails({}, null), cars: 1 };
    if (key === "two-wheeler") return { ...standardDetails({}, null), twoWheelers: 1 };
    return standardDetails(presetInventory(key, data.homeSizes), key);
  };
  const rows = cityPriceRowKeys.map((key): CityPriceRow => {
    const details = detailsFor(key);
    if (route) {
      const estimate = estimateForRoute(route, details, data);
      return { key, ...estimate.total, transportBasis: estimate.transportBasis };
    }
    const range = localBand
      ? bandRange(localBand, details, data)
      : estimateForRoute({ local: true, km: data.rates.localMove.defaultKm, source: "entered" }, details, data).total;
    return { key, ...range, transportBasis: details.cars || details.twoWheelers ? "none" : "dedicated" };
  });

  return {
    city,
    route,
    transitDays: route ? transitDaysFor(route.km, data.rates) : null,
    sharedTransitDays: route ? transitDaysFor(route.km, data.rates, true) : null,
    rows,
  };
}
