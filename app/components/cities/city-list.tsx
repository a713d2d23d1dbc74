import { Link } from "react-router";
import { RowTable } from "../ui/row-table";
import type { CityRegionGroup } from "./city-page-data";

type Headings = { city: string; state: string; distance: string; transit: string };

/** The served cities under their regions, one table each: the city's page, its state, distance and days. */
export function CityList({ groups, headings }: { groups: CityRegionGroup[]; headings: Headings }) {
  // The city's link is 44 px tall (a thumb's target), so the rows need little padding of their own.
  const columns = [
    { heading: headings.city, cellClassName: "py-1" },
    { heading: headings.state, cellClassName: "py-1" },
    { heading: headings.distance, cellClassName: "py-1 whitespace-nowrap" },
    { heading: headings.transit, cellClassName: "py-1 whitespace-nowrap" },
  ];
  return (
    <div className="grid gap-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="min-w-0">
          <h2 id={group.id} className="text-2xl font-bold text-navy-900">
            {group.heading}
          </h2>
          <RowTable
            stacked
            className="mt-4"
            columns={columns}
            rows={group.cities.map((city) => ({
              key: city.href,
              cells: [
                <Link
                  key="city"
                  to={city.href}
                  className="inline-flex min-h-11 items-center text-teal-700 underline decoration-2 underline-offset-4 hover:text-navy-900"
                >
                  {city.name}
                </Link>,
                city.state,
                city.distance,
                city.transit,
              ],
            }))}
          />
        </section>
      ))}
    </div>
  );
}
