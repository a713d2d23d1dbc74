import type { ReactNode } from "react";
import { Icon } from "../ui/icon";

/**
 * Expandable items of which at most one is open: `<details>` sharing a `name`, so the browser
 * closes the open one when another opens, and choosing the open one closes it, with or without
 * JavaScript. Search engines and the browser's find-in-page read the closed text too.
 */
export function OneOpenList<Item>({
  groupName,
  items,
  itemKey,
  summary,
  children,
  className = "",
  itemClassName = "",
}: {
  /** Unique on the page: `<details>` with the same name form one group. */
  groupName: string;
  items: Item[];
  itemKey: (item: Item) => string;
  summary: (item: Item) => ReactNode;
  children: (item: Item) => ReactNode;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <div className={className}>
      {items.map((item) => (
        <details
          key={itemKey(item)}
          name={groupName}
          className={`group rounded-card border border-line bg-white shadow-card open:border-teal-600 ${itemClassName}`}
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-start gap-3 rounded-card p-5 hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
            <span className="flex-1">{summary(item)}</span>
            <Icon
              name="chevronDown"
              className="mt-0.5 size-6 shrink-0 text-teal-700 motion-safe:transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-base">{children(item)}</div>
        </details>
      ))}
    </div>
  );
}
