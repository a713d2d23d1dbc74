import type { EstimateWords, HouseholdItem } from "../../content/estimate-schema";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { formatCount } from "../../lib/visitor-count";
import { itemFieldName } from "./estimate-form-state";

const stepButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-navy-700/40 bg-white text-xl font-bold text-navy-900 hover:border-teal-700 hover:text-teal-700";

/**
 * One household item's quantity: a number field (typed, or changed with the arrow keys) between
 * a remove-one and an add-one button, each 44 px. The field is uncontrolled: the form holds the
 * quantity, before hydration as after it. A button's sign is its only content, with no element of
 * its own: its name is its `aria-label`, which screen readers read instead of the sign, and the
 * 62 steppers are most of the page's elements, each of which the browser visits on every focus,
 * history entry and frame (docs/decisions/023-estimate-main-thread.md).
 */
export function QuantityStepper({
  item,
  quantity,
  idPrefix,
  words,
  onStep,
}: {
  item: HouseholdItem;
  /** The quantity the page is rendered with; later changes live in the field itself. */
  quantity: number;
  idPrefix: string;
  words: EstimateWords["inventory"];
  onStep: (itemId: string, change: number) => void;
}) {
  const fieldId = `${idPrefix}-${item.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
      <div className="min-w-0 flex-[1_1_9rem]">
        <label htmlFor={fieldId} className="font-semibold text-navy-900">
          {item.name}
        </label>
        <span id={`${fieldId}-volume`} className="block text-sm text-muted">
          {fillPlaceholders(words.volumeEach, { volume: formatCount(item.cuFt) })}
        </span>
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={stepButton}
          aria-label={fillPlaceholders(words.decrease, { item: item.name })}
          onClick={() => onStep(item.id, -1)}
        >
          −
        </button>
        <input
          id={fieldId}
          name={itemFieldName(item.id)}
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          step={1}
          defaultValue={quantity}
          aria-label={fillPlaceholders(words.quantity, { item: item.name })}
          aria-describedby={`${fieldId}-volume`}
          className="h-11 w-16 rounded-lg border border-navy-700/40 bg-white px-1 text-center text-base text-ink"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={fillPlaceholders(words.increase, { item: item.name })}
          onClick={() => onStep(item.id, 1)}
        >
          +
        </button>
      </div>
    </li>
  );
}
