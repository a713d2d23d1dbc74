/**
 * What the visitor specs need from the content, picked by the property the test needs (a route
 * whose guide answers questions, a city with a former address, a home size other than the
 * estimate's default), never by today's ids: the owner adds, removes and renames cities, home
 * sizes, items and services, and the tests must follow (issue 51).
 */
import { content, estimateContent } from "../../app/content/content.server";
import { type EstimateData, hubCity } from "../../app/lib/estimate";
import { parseEstimateQuery } from "../../app/lib/estimate-query";

const { cities, catalogue, rates } = estimateContent;
const data: EstimateData = { rates, items: catalogue.items, homeSizes: catalogue.homeSizes, cities };

function pick<T>(list: readonly T[], what: string, fits: (entry: T) => boolean = () => true): T {
  const found = list.find(fits);
  if (!found) throw new Error(`the content has no ${what}: the test needs one`);
  return found;
}

/** The city every route starts from: the one whose road distance is "local". */
export const hub = hubCity(cities);

/** The served cities reached by road from the hub, in the content's order. */
export const routeCities = cities.filter((city) => typeof city.roadKmFromHyderabad === "number");

/** A route whose page has its guide, with two questions or more answered. */
export const guidedRoute = pick(
  routeCities,
  "route with a guide that answers two questions",
  (city) => (content.cityPages.guides[city.slug]?.questions?.length ?? 0) >= 2,
);

/** Routes other than the guided one, for a test that needs a second and a third city. */
export const otherRoute = pick(routeCities, "second route", (city) => city !== guidedRoute);
export const thirdRoute = pick(
  routeCities.toReversed(),
  "third route",
  (city) => city !== guidedRoute && city !== otherRoute,
);

/** A city the owner renamed: its old address still names it. */
export const renamedCity = pick(cities, "city with a former slug", (city) => (city.formerSlugs?.length ?? 0) > 0);
export const formerSlug = renamedCity.formerSlugs?.[0] ?? "";

const { homeSizes, categories, items } = catalogue;
/** The home size the estimate starts with, when the address names none. */
const defaultHome = parseEstimateQuery("", data).input.homeSize;
export const firstHome = pick(homeSizes, "home size");
export const lastHome = pick(homeSizes.toReversed(), "home size");
/** A home size the estimate does not start with, nor the first: choosing it changes the form. */
export const otherHome =
  homeSizes.find((home) => home.id !== defaultHome && home !== homeSizes[0]) ??
  pick(homeSizes, "home size other than the default", (home) => home.id !== defaultHome);
/** A home size for a query, other than the first where the content has two. */
export const someHome = homeSizes[1] ?? firstHome;

/** The first category that holds an item, that item, and another category. */
export const firstCategory = pick(categories, "category with an item", (category) =>
  items.some((item) => item.category === category.id),
);
export const itemOfFirstCategory = pick(items, "item", (item) => item.category === firstCategory.id);
export const otherCategory = pick(categories, "second category", (category) => category !== firstCategory);

/** A service by its place in the content: the first, and the last (another, where there are two). */
export const [firstService, lastService] = [
  pick(content.services, "service"),
  pick(content.services.toReversed(), "service"),
];

/** The query string of an estimate from the hub to `city`, with more fields after it. */
export const routeQuery = (city: { slug: string } = guidedRoute, more = "") =>
  `from=${hub.slug}&to=${city.slug}${more}`;
