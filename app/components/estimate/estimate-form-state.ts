/**
 * The estimate form's controls are uncontrolled: the form in the page is the one record of what the
 * visitor chose, before hydration as after it (issue 17). These read the whole form into an
 * estimate's input, write an input back into it, and decide what a visitor's choices made before
 * the JavaScript arrived mean once it has.
 */
import { calendarDate, type EstimateData, type EstimateInput, findCity, presetInventory } from "../../lib/estimate";
import { estimateQueryBounds } from "../../lib/estimate-query";

/** The form field of one household item's quantity. */
export function itemFieldName(itemId: string): string {
  return `item-${itemId}`;
}

/** A number as typed ("1,50,000", " 12 "), or NaN for an empty or non-numeric field. */
export function typedNumber(text: string): number {
  const cleaned = text.replace(/[\s,]/g, "");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/** A whole count from 0 to `max` as typed; anything else (empty, negative, letters) is 0. */
export function typedCount(text: string, max: number): number {
  const value = typedNumber(text);
  return Number.isFinite(value) && value > 0 ? Math.min(max, Math.floor(value)) : 0;
}

/**
 * What the form holds, as an estimate's input. A field that is empty, disabled or unusable keeps
 * `previous`'s value where a default would mislead (the km of a local move being typed).
 */
export function readEstimateForm(form: HTMLFormElement, data: EstimateData, previous: EstimateInput): EstimateInput {
  const fields = new FormData(form);
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const city = (name: string, fallback: string) => (findCity(data.cities, text(name)) ? text(name) : fallback);
  const bounds = estimateQueryBounds;

  // A category's list is drawn only once it is opened (inventory-fieldset.tsx): an item without
  // a field keeps the quantity it had.
  const items: Record<string, number> = {};
  for (const item of data.items) {
    const name = itemFieldName(item.id);
    const quantity = fields.has(name)
      ? typedCount(text(name), bounds.itemQuantity)
      : Math.min(bounds.itemQuantity, previous.items[item.id] ?? 0);
    if (quantity > 0) items[item.id] = quantity;
  }
  const home = text("home");
  const km = typedNumber(text("km"));
  const { minKm, maxKm } = data.rates.localMove;
  const date = text("date");

  return {
    from: city("from", previous.from),
    to: city("to", previous.to),
    localKm: Number.isFinite(km) ? Math.min(maxKm, Math.max(minKm, Math.round(km * 100) / 100)) : previous.localKm,
    homeSize: data.homeSizes.some((preset) => preset.id === home) ? home : null,
    items,
    cars: typedCount(text("cars"), bounds.cars),
    twoWheelers: typedCount(text("bikes"), bounds.twoWheelers),
    pickup: { floor: typedCount(text("fromfloor"), bounds.floor), lift: fields.has("fromlift") },
    delivery: { floor: typedCount(text("tofloor"), bounds.floor), lift: fields.has("tolift") },
    packing: text("packing") === "premium" ? "premium" : "standard",
    declaredValue: typedCount(text("value"), bounds.declaredValue),
    storageDays: typedCount(text("storage"), bounds.storageDays),
    movingDate: calendarDate(date) ? date : null,
  };
}

function control(form: HTMLFormElement, name: string) {
  return form.elements.namedItem(name);
}

// Each writer leaves a control that already shows the value alone: every scripted change costs the
// browser work of its own (Chromium's autofill re-checks the form, with a layout, per changed
// field), and a home size's list rewrites 60-odd fields of which few change
// (docs/decisions/023-estimate-main-thread.md).

function setValue(form: HTMLFormElement, name: string, value: string) {
  const field = control(form, name);
  if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== value) {
    field.value = value;
  }
}

function setChecked(form: HTMLFormElement, name: string, checked: boolean) {
  const field = control(form, name);
  if (field instanceof HTMLInputElement && field.checked !== checked) field.checked = checked;
}

/** Checks the radio button of `name` whose value is `value`, or none. */
function setRadio(form: HTMLFormElement, name: string, value: string | null) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === "radio" && element.name === name) {
      const checked = element.value === value;
      if (element.checked !== checked) element.checked = checked;
    }
  }
}

/** Shows `input` in the form's controls (after a link is read, a home size chosen, or Back). */
export function writeEstimateForm(form: HTMLFormElement, input: EstimateInput, data: EstimateData): void {
  setValue(form, "from", input.from);
  setValue(form, "to", input.to);
  setValue(form, "km", String(input.localKm));
  setRadio(form, "home", input.homeSize);
  for (const item of data.items) setValue(form, itemFieldName(item.id), String(input.items[item.id] ?? 0));
  setValue(form, "cars", String(input.cars));
  setValue(form, "bikes", String(input.twoWheelers));
  setValue(form, "fromfloor", String(input.pickup.floor));
  setChecked(form, "fromlift", input.pickup.lift);
  setValue(form, "tofloor", String(input.delivery.floor));
  setChecked(form, "tolift", input.delivery.lift);
  setRadio(form, "packing", input.packing);
  setValue(form, "value", String(input.declaredValue));
  setValue(form, "storage", String(input.storageDays));
  setValue(form, "date", input.movingDate ?? "");
}

function sameInventory(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>, data: EstimateData) {
  return data.items.every((item) => (a[item.id] ?? 0) === (b[item.id] ?? 0));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The input to show once the page has hydrated. Each field the visitor changed before hydration
 * (it differs from what was pre-rendered) is the visitor's choice and wins; every other field
 * comes from the link. A home size chosen early, with the list untouched, brings its own list.
 */
export function adoptEarlyChoices(
  prerendered: EstimateInput,
  early: EstimateInput,
  fromLink: EstimateInput,
  data: EstimateData,
): EstimateInput {
  const pick = <K extends keyof EstimateInput>(key: K): EstimateInput[K] =>
    same(early[key], prerendered[key]) ? fromLink[key] : early[key];

  let homeSize = fromLink.homeSize;
  let items = fromLink.items;
  if (!sameInventory(early.items, prerendered.items, data)) {
    homeSize = early.homeSize;
    items = early.items;
  } else if (early.homeSize !== prerendered.homeSize) {
    homeSize = early.homeSize;
    items = early.homeSize ? presetInventory(early.homeSize, data.homeSizes) : {};
  }

  return {
    from: pick("from"),
    to: pick("to"),
    localKm: pick("localKm"),
    homeSize,
    items,
    cars: pick("cars"),
    twoWheelers: pick("twoWheelers"),
    pickup: pick("pickup"),
    delivery: pick("delivery"),
    packing: pick("packing"),
    declaredValue: pick("declaredValue"),
    storageDays: pick("storageDays"),
    movingDate: pick("movingDate"),
  };
}
