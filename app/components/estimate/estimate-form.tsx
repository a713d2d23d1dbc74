import type { FormEvent, ReactNode, Ref } from "react";
import type { EstimateWords, ItemCategory } from "../../content/estimate-schema";
import type { EstimateData, EstimateInput } from "../../lib/estimate";
import { estimateQueryBounds } from "../../lib/estimate-query";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { QuantityStepper } from "./quantity-stepper";

const fieldsetClass = "rounded-card border border-line bg-white p-4 shadow-card sm:p-6";
const legendClass = "float-left w-full text-xl font-bold text-navy-900";
const labelClass = "block font-semibold text-navy-900";
const hintClass = "mt-1 block text-sm text-muted";
const fieldClass =
  "mt-1 block min-h-12 w-full rounded-lg border border-navy-700/40 bg-white px-3 py-2 text-base text-ink disabled:bg-navy-50 disabled:text-muted";
const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-navy-700/30 bg-white px-3 py-2 has-checked:border-2 has-checked:border-teal-700 has-checked:bg-teal-50";

function Fieldset({
  legend,
  hint,
  hintId,
  children,
}: {
  legend: string;
  hint?: string;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={fieldsetClass} aria-describedby={hint ? hintId : undefined}>
      <legend className={legendClass}>{legend}</legend>
      {hint && (
        <p id={hintId} className="clear-both pt-1 text-muted">
          {hint}
        </p>
      )}
      <div className="clear-both mt-4">{children}</div>
    </fieldset>
  );
}

function NumberField({
  id,
  name,
  label,
  hint,
  defaultValue,
  max,
  disabled,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue: number;
  max: number;
  disabled?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        defaultValue={defaultValue}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={fieldClass}
      />
      {hint && (
        <span id={`${id}-hint`} className={hintClass}>
          {hint}
        </span>
      )}
    </div>
  );
}

/**
 * The estimate's inputs, as a plain form of uncontrolled fields: it works by itself before the
 * page hydrates, and the calculator reads it on every change. `initial` is what it is rendered
 * with; `input` (the calculator's state) only decides what is enabled and the counts in the
 * inventory's headings.
 */
export function EstimateForm({
  formRef,
  idPrefix,
  data,
  categories,
  copy,
  initial,
  input,
  onChange,
  onStep,
  stickyTotal,
}: {
  formRef: Ref<HTMLFormElement>;
  idPrefix: string;
  data: EstimateData;
  categories: ItemCategory[];
  copy: EstimateWords;
  initial: EstimateInput;
  input: EstimateInput;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  onStep: (itemId: string, change: number) => void;
  /** Kept at the top of the screen while the fields scroll by; the submit button follows the form. */
  stickyTotal?: ReactNode;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const local = input.from === input.to;
  const bounds = estimateQueryBounds;
  const { minKm, maxKm } = data.rates.localMove;

  return (
    <form
      ref={formRef}
      id={id("form")}
      onChange={onChange}
      onSubmit={(event) => {
        // The result follows every change already; the button takes the visitor to it (below
        // the form on a phone).
        event.preventDefault();
        document.getElementById(id("result-heading"))?.focus();
      }}
      className="grid gap-6"
    >
      {stickyTotal}
      <Fieldset legend={copy.move.legend}>
        <div className="grid gap-4 sm:grid-cols-2">
          {(["from", "to"] as const).map((end) => (
            <div key={end}>
              <label htmlFor={id(end)} className={labelClass}>
                {copy.move[end]}
              </label>
              <select
                id={id(end)}
                name={end}
                defaultValue={initial[end]}
                autoComplete="off"
                className={`${fieldClass} appearance-auto`}
              >
                {data.cities.map((city) => (
                  <option key={city.slug} value={city.slug}>
                    {city.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {/* Asked only for a move within one city; between cities the distance is the route's.
              On a wide screen the form's top is in view when a link's route hides the field, so its
              room is kept and nothing below it moves. */}
          <div className="sm:col-span-2 sm:min-h-[6.5rem]">
            {!local && <p className="text-muted">{copy.move.localKm.betweenCities}</p>}
            <div hidden={!local}>
              <label htmlFor={id("km")} className={labelClass}>
                {copy.move.localKm.label}
              </label>
              <input
                id={id("km")}
                name="km"
                type="number"
                inputMode="decimal"
                min={minKm}
                max={maxKm}
                step="any"
                defaultValue={initial.localKm}
                disabled={!local}
                aria-describedby={`${id("km")}-hint`}
                className={`${fieldClass} sm:max-w-48`}
              />
              <span id={`${id("km")}-hint`} className={hintClass}>
                {copy.move.localKm.hint}
              </span>
            </div>
          </div>
        </div>
      </Fieldset>

      <Fieldset legend={copy.homeSize.legend} hint={copy.homeSize.hint} hintId={id("home-hint")}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {data.homeSizes.map((home) => (
            <label key={home.id} className={choiceClass}>
              <input
                type="radio"
                name="home"
                value={home.id}
                defaultChecked={initial.homeSize === home.id}
                className="size-5 shrink-0 accent-teal-700"
              />
              <span className="font-semibold text-navy-900">{home.name}</span>
            </label>
          ))}
        </div>
      </Fieldset>

      <Fieldset legend={copy.inventory.legend} hint={copy.inventory.hint} hintId={id("inventory-hint")}>
        <div className="grid gap-2">
          {categories.map((category) => {
            const items = data.items.filter((item) => item.category === category.id);
            if (items.length === 0) return null;
            const listed = items.reduce((sum, item) => sum + (input.items[item.id] ?? 0), 0);
            return (
              <details key={category.id} className="group rounded-lg border border-line">
                <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-3 py-2 font-semibold text-navy-900">
                  <span>{category.name}</span>
                  <span className="text-sm font-normal text-muted">
                    {fillPlaceholders(copy.inventory.categoryCount, { count: listed })}
                  </span>
                </summary>
                <ul className="divide-y divide-line px-3">
                  {items.map((item) => (
                    <QuantityStepper
                      key={item.id}
                      item={item}
                      quantity={initial.items[item.id] ?? 0}
                      idPrefix={id("item")}
                      copy={copy.inventory}
                      onStep={onStep}
                    />
                  ))}
                </ul>
              </details>
            );
          })}
        </div>
      </Fieldset>

      <Fieldset legend={copy.vehicles.legend} hint={copy.vehicles.hint} hintId={id("vehicles-hint")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id={id("cars")}
            name="cars"
            label={copy.vehicles.cars}
            defaultValue={initial.cars}
            max={bounds.cars}
          />
          <NumberField
            id={id("bikes")}
            name="bikes"
            label={copy.vehicles.twoWheelers}
            defaultValue={initial.twoWheelers}
            max={bounds.twoWheelers}
          />
        </div>
      </Fieldset>

      <Fieldset legend={copy.access.legend} hint={copy.access.hint} hintId={id("access-hint")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ["from", "pickup"],
              ["to", "delivery"],
            ] as const
          ).map(([end, access]) => (
            <fieldset key={end} className="rounded-lg border border-line p-3">
              <legend className="px-1 font-bold text-navy-900">{copy.access[access]}</legend>
              <NumberField
                id={id(`${end}floor`)}
                name={`${end}floor`}
                label={copy.access.floor}
                hint={copy.access.floorHint}
                defaultValue={initial[access].floor}
                max={bounds.floor}
              />
              <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  name={`${end}lift`}
                  value="yes"
                  defaultChecked={initial[access].lift}
                  className="size-5 shrink-0 accent-teal-700"
                />
                <span>{copy.access.lift}</span>
              </label>
            </fieldset>
          ))}
        </div>
      </Fieldset>

      <Fieldset legend={copy.packing.legend}>
        <div className="grid gap-2 sm:grid-cols-2">
          {(["standard", "premium"] as const).map((grade) => (
            <label key={grade} className={`${choiceClass} items-start`}>
              <input
                type="radio"
                name="packing"
                value={grade}
                defaultChecked={initial.packing === grade}
                aria-describedby={id(`packing-${grade}`)}
                className="mt-0.5 size-5 shrink-0 accent-teal-700"
              />
              <span>
                <span className="block font-semibold text-navy-900">{copy.packing.grades[grade].label}</span>
                <span id={id(`packing-${grade}`)} className="block text-sm text-muted">
                  {copy.packing.grades[grade].hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </Fieldset>

      <Fieldset legend={copy.extras.legend}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor={id("value")} className={labelClass}>
              {copy.extras.declaredValue.label}
            </label>
            <input
              id={id("value")}
              name="value"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              defaultValue={String(initial.declaredValue)}
              aria-describedby={`${id("value")}-hint`}
              className={`${fieldClass} sm:max-w-64`}
            />
            <span id={`${id("value")}-hint`} className={hintClass}>
              {copy.extras.declaredValue.hint}
            </span>
          </div>
          <NumberField
            id={id("storage")}
            name="storage"
            label={copy.extras.storageDays.label}
            hint={copy.extras.storageDays.hint}
            defaultValue={initial.storageDays}
            max={bounds.storageDays}
          />
          <div>
            <label htmlFor={id("date")} className={labelClass}>
              {copy.extras.movingDate.label}
            </label>
            <input
              id={id("date")}
              name="date"
              type="date"
              min={`${bounds.firstYear}-01-01`}
              max={`${bounds.lastYear}-12-31`}
              defaultValue={initial.movingDate ?? ""}
              aria-describedby={`${id("date")}-hint`}
              className={fieldClass}
            />
            <span id={`${id("date")}-hint`} className={hintClass}>
              {copy.extras.movingDate.hint}
            </span>
          </div>
        </div>
      </Fieldset>
    </form>
  );
}
