/**
 * A posted form's fields as the browser tests use them: found by role and the content's words, filled
 * in and checked as a visitor fills them (the enquiry, the survey booking).
 */
import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/** A field's words in the content: a label, or a legend for a group of radios. */
type FieldWords = { label: string } | { legend: string };

/** Which of the form's fields are found by which role; `labelled` for a field with no role (a date). */
type Roles<Key> = { textbox?: Key[]; combobox?: Key[]; group?: Key[]; labelled?: Key[] };

/**
 * A posted form's fields, found as a visitor finds them: by role and the name its words give
 * (`words[key].label`, a group's legend), within `form`.
 */
export function formFields<Words extends Record<Key, FieldWords>, Key extends string>(
  form: Locator,
  words: Words,
  roles: Roles<Key>,
): Record<Key, Locator> {
  const name = (key: Key) => {
    const field: FieldWords = words[key];
    return "label" in field ? field.label : field.legend;
  };
  const found = (role: keyof Roles<Key>, locate: (key: Key) => Locator) =>
    (roles[role] ?? []).map((key) => [key, locate(key)] as const);
  return Object.fromEntries([
    ...found("textbox", (key) => form.getByRole("textbox", { name: name(key) })),
    ...found("combobox", (key) => form.getByRole("combobox", { name: name(key) })),
    ...found("group", (key) => form.getByRole("group", { name: name(key) })),
    ...found("labelled", (key) => form.getByLabel(name(key))),
  ]) as Record<Key, Locator>;
}

type Kind = "list" | "radios" | "typed";

/**
 * Runs `act` on each field `values` names, in their order, with its value and how a value goes
 * into it: chosen in a list, a group's radio of that name checked, or typed.
 */
async function eachField<Key extends string>(
  fields: Record<Key, Locator>,
  values: Partial<Record<Key, string>>,
  act: (field: Locator, value: string, kind: Kind, key: Key) => Promise<void>,
): Promise<void> {
  for (const [key, value] of Object.entries(values) as [Key, string | undefined][]) {
    if (value === undefined) continue;
    const field = fields[key];
    const kind = await field.evaluate(
      (element): Kind =>
        element instanceof HTMLSelectElement ? "list" : element instanceof HTMLFieldSetElement ? "radios" : "typed",
    );
    await act(field, value, kind, key);
  }
}

/** Fills in each field `values` names, in their order, as a visitor does; a group's value names its radio. */
export function fillForm<Key extends string>(
  fields: Record<Key, Locator>,
  values: Partial<Record<Key, string>>,
): Promise<void> {
  return eachField(fields, values, async (field, value, kind) => {
    if (kind === "list") await field.selectOption(value);
    else if (kind === "radios") await field.getByRole("radio", { name: value }).check();
    else await field.fill(value);
  });
}

/** Expects each field `values` names to hold its value (a group: its radio of that name checked). */
export function expectFilled<Key extends string>(
  fields: Record<Key, Locator>,
  values: Partial<Record<Key, string>>,
): Promise<void> {
  return eachField(fields, values, async (field, value, kind, key) => {
    if (kind === "radios") await expect(field.getByRole("radio", { name: value }), key).toBeChecked();
    else await expect(field, key).toHaveValue(value);
  });
}
