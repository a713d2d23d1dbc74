import { memo } from "react";
import type { EstimateWords, HouseholdItem, ItemCategory } from "../../content/estimate-schema";
import { countText } from "../../lib/count-text";
import type { SiteLocale } from "../../lib/site-locale";
import { Fieldset } from "./estimate-fields";
import { QuantityStepper } from "./quantity-stepper";

/**
 * The household items, one closed list per category with how many are listed in its heading. The
 * steppers' markup depends only on the items and the quantities the page was rendered with (the
 * fields are uncontrolled), so each category's list is rendered once: a change re-renders the
 * headings' counts, not the 60-odd steppers (docs/decisions/023-estimate-main-thread.md).
 */
export function InventoryFieldset({
  id,
  words,
  categories,
  items,
  initial,
  quantities,
  onStep,
  locale,
}: {
  id: (name: string) => string;
  words: EstimateWords["inventory"];
  categories: ItemCategory[];
  items: readonly HouseholdItem[];
  /** The quantities the page is rendered with. */
  initial: Readonly<Record<string, number>>;
  /** The quantities now (the calculator's state), for the headings' counts. */
  quantities: Readonly<Record<string, number>>;
  onStep: (itemId: string, change: number) => void;
  /** The page's language, for the form of each heading's count. */
  locale: SiteLocale;
}) {
  return (
    <Fieldset legend={words.legend} hint={words.hint} hintId={id("inventory-hint")}>
      <div className="grid gap-2">
        {categories.map((category) => {
          const inCategory = items.filter((item) => item.category === category.id);
          if (inCategory.length === 0) return null;
          const listed = inCategory.reduce((sum, item) => sum + (quantities[item.id] ?? 0), 0);
          return (
            <details key={category.id} className="group rounded-lg border border-line">
              <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-3 py-2 font-semibold text-navy-900">
                <span>{category.name}</span>
                <span className="text-sm font-normal text-muted">{countText(words.categoryCount, listed, locale)}</span>
              </summary>
              <ItemList items={inCategory} initial={initial} idPrefix={id("item")} words={words} onStep={onStep} />
            </details>
          );
        })}
      </div>
    </Fieldset>
  );
}

type ItemListProps = {
  items: readonly HouseholdItem[];
  initial: Readonly<Record<string, number>>;
  idPrefix: string;
  words: EstimateWords["inventory"];
  onStep: (itemId: string, change: number) => void;
};

const ItemList = memo(function ItemList({ items, initial, idPrefix, words, onStep }: ItemListProps) {
  return (
    <ul className="divide-y divide-line px-3">
      {items.map((item) => (
        <QuantityStepper
          key={item.id}
          item={item}
          quantity={initial[item.id] ?? 0}
          idPrefix={idPrefix}
          words={words}
          onStep={onStep}
        />
      ))}
    </ul>
  );
}, sameItemList);

/** The same items (by id) with the same rendered quantities: `filter` makes a new array every render. */
function sameItemList(before: ItemListProps, after: ItemListProps): boolean {
  return (
    before.initial === after.initial &&
    before.idPrefix === after.idPrefix &&
    before.words === after.words &&
    before.onStep === after.onStep &&
    before.items.length === after.items.length &&
    before.items.every((item, index) => item === after.items[index])
  );
}
