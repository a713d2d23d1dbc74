import { memo, startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { EstimateWords, HouseholdItem, ItemCategory } from "../../content/estimate-schema";
import { countText } from "../../lib/count-text";
import type { SiteLocale } from "../../lib/site-locale";
import { Fieldset } from "./estimate-fields";
import { QuantityStepper } from "./quantity-stepper";

/**
 * The household items, one closed list per category with how many are listed in its heading. A
 * category's list is drawn when it is first opened, not before: the 60-odd steppers were most of
 * the page's elements, which the browser walked on every keystroke, focus and frame while they
 * sat closed (docs/decisions/043-inventory-when-opened.md). Until then the calculator keeps the
 * category's quantities in its state (readEstimateForm keeps a quantity whose field is not drawn).
 * The steppers' markup depends only on the items and the quantities the list was drawn with (the
 * fields are uncontrolled), so each list is rendered once: a change re-renders the headings'
 * counts, not the steppers (docs/decisions/023-estimate-main-thread.md).
 */
export function InventoryFieldset({
  id,
  words,
  categories,
  items,
  quantities,
  onStep,
  locale,
}: {
  id: (name: string) => string;
  words: EstimateWords["inventory"];
  categories: ItemCategory[];
  items: readonly HouseholdItem[];
  /** The quantities now (the calculator's state): the headings' counts, and what a list is first drawn with. */
  quantities: Readonly<Record<string, number>>;
  onStep: (itemId: string, change: number) => void;
  /** The page's language, for the form of each heading's count. */
  locale: SiteLocale;
}) {
  /**
   * The quantities each opened category's list was drawn with, by category; `null` for a list
   * asked for and not yet drawn.
   */
  const [drawn, setDrawn] = useState<Readonly<Record<string, Readonly<Record<string, number>> | null>>>({});
  const listsRef = useRef<HTMLDivElement>(null);
  // In a transition: the tap opens the category at once and its list follows in the next frames.
  // Drawn in the tap's own task, a dozen steppers (and the browser's own look at a form that grew
  // fields) held up the frame that shows the category open: 136-1,136 ms at 4x CPU, against
  // 80-104 ms with every list pre-rendered (decision 043).
  const draw = useCallback(
    (categoryId: string) =>
      startTransition(() => setDrawn((before) => (categoryId in before ? before : { ...before, [categoryId]: null }))),
    [],
  );
  // A list takes the quantities of the render that draws it, not those of the last one drawn: a
  // category opened before the calculator's code arrived is asked for as the calculator hydrates
  // with the pre-rendered estimate, and drawn in the same render as the estimate of the link the
  // page opened from (a prefilled 4 BHK's beds, not the pre-rendered 2 BHK's; issue 55).
  if (Object.values(drawn).includes(null)) {
    setDrawn(Object.fromEntries(Object.entries(drawn).map(([category, shown]) => [category, shown ?? quantities])));
  }

  // A category opened before the calculator's code arrived (the page works natively meanwhile)
  // is drawn as soon as it has.
  useEffect(() => {
    for (const details of listsRef.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []) {
      if (details.dataset.category) draw(details.dataset.category);
    }
  }, [draw]);

  return (
    <Fieldset legend={words.legend} hint={words.hint} hintId={id("inventory-hint")}>
      <div ref={listsRef} className="grid gap-2">
        {categories.map((category) => {
          const inCategory = items.filter((item) => item.category === category.id);
          if (inCategory.length === 0) return null;
          const listed = inCategory.reduce((sum, item) => sum + (quantities[item.id] ?? 0), 0);
          const drawnWith = drawn[category.id];
          return (
            <details
              key={category.id}
              data-category={category.id}
              className="group rounded-lg border border-line"
              // Opened otherwise than by a click on its heading (a script, the browser's find).
              onToggle={(event) => event.currentTarget.open && draw(category.id)}
            >
              {/* The click comes before the browser opens the list, which the toggle event follows. */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own button; a key that opens it clicks it. */}
              <summary
                onClick={() => draw(category.id)}
                className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-3 py-2 font-semibold text-navy-900"
              >
                <span>{category.name}</span>
                <span data-stale className="text-sm font-normal text-muted">
                  {countText(words.categoryCount, listed, locale)}
                </span>
              </summary>
              {drawnWith && (
                <ItemList items={inCategory} initial={drawnWith} idPrefix={id("item")} words={words} onStep={onStep} />
              )}
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
