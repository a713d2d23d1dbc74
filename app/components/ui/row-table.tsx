import type { ReactNode } from "react";

/** A column: its heading, and the classes of its cells below the heading row. */
export type RowTableColumn = { heading: string; align?: "end"; cellClassName?: string };

/** A row: its key, then one cell per column; the first names the row (a row header). */
export type RowTableRow = { key: string; cells: readonly ReactNode[] };

/**
 * A table of rows each named by its first cell, as the city pages' prices and the cities list
 * show them. `stacked` lays each row out as a card below 40rem (app.css), every cell labelled by
 * its column's heading, and scrolls sideways with a cue above it.
 */
export function RowTable({
  columns,
  rows,
  caption,
  stacked = false,
  className = "",
}: {
  columns: readonly RowTableColumn[];
  rows: readonly RowTableRow[];
  caption?: string;
  stacked?: boolean;
  className?: string;
}) {
  const align = (column: RowTableColumn | undefined) => (column?.align === "end" ? " text-right" : "");
  return (
    <div className={`${stacked ? "scroll-cue " : ""}overflow-x-auto rounded-lg border border-navy-100 ${className}`}>
      <table className={stacked ? "stacked-table w-full text-left sm:min-w-lg" : "w-full text-left"}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-navy-50 text-sm text-navy-900">
          <tr>
            {columns.map((column) => (
              <th key={column.heading} scope="col" className={`px-3 py-3 sm:px-4${align(column)}`}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => {
                const column = columns[index];
                const className = `px-3 sm:px-4${align(column)} ${column?.cellClassName ?? ""}`;
                return index === 0 ? (
                  <th key={column?.heading} scope="row" className={`${className} font-semibold`}>
                    {cell}
                  </th>
                ) : (
                  <td key={column?.heading} data-label={stacked ? column?.heading : undefined} className={className}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
