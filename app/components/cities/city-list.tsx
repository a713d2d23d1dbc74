import { Link } from "react-router";
import type { CityRegionGroup } from "./city-page-data";

type Headings = { city: string; state: string; distance: string; transit: string };

/** The served cities under their regions, one table each: the city's page, its state, distance and days. */
export function CityList({ groups, headings }: { groups: CityRegionGroup[]; headings: Headings }) {
  return (
    <div className="grid gap-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="min-w-0">
          <h2 id={group.id} className="text-2xl font-bold text-navy-900">
            {group.heading}
          </h2>
          {/* A card per city below 40rem (app.css), columns above. */}
          <div className="scroll-cue mt-4 overflow-x-auto rounded-lg border border-navy-100">
            <table className="stacked-table w-full text-left sm:min-w-lg">
              <thead className="bg-navy-50 text-sm text-navy-900">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {headings.city}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {headings.state}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {headings.distance}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {headings.transit}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-navy-100">
                {group.cities.map((city) => (
                  <tr key={city.href}>
                    <th scope="row" className="px-4 py-1 font-semibold">
                      <Link
                        to={city.href}
                        className="inline-flex min-h-11 items-center text-teal-700 underline decoration-2 underline-offset-4 hover:text-navy-900"
                      >
                        {city.name}
                      </Link>
                    </th>
                    <td data-label={headings.state} className="px-4 py-1">
                      {city.state}
                    </td>
                    <td data-label={headings.distance} className="px-4 py-1 whitespace-nowrap">
                      {city.distance}
                    </td>
                    <td data-label={headings.transit} className="px-4 py-1 whitespace-nowrap">
                      {city.transit}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
