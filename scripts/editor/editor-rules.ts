/**
 * The rules the editor (Sveltia CMS) applies when the owner presses Save, applied here to a file's
 * value: a required field left empty, a text that starts or ends with a space (the editor trims it), a `pattern`, a length, a number's range, a list's size, a
 * choice outside its options. The unit test runs them over every data file in every language, so
 * the committed content can always be saved unchanged (issue 34: six entries could not be).
 */
import type { Field } from "@sveltia/cms";

type AnyField = Field & {
  name: string;
  widget?: string;
  required?: boolean;
  i18n?: unknown;
  pattern?: [string, string];
  minlength?: number;
  maxlength?: number;
  min?: number;
  max?: number;
  options?: unknown[];
  fields?: AnyField[];
  field?: AnyField;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** Each way `value` breaks the rules of `fields`, as `key.path: what is wrong`. */
export function editorRuleProblems(fields: readonly Field[], value: unknown, prefix = ""): string[] {
  const object = isObject(value) ? value : {};
  return (fields as readonly AnyField[]).flatMap((field) =>
    fieldProblems(field, object[field.name], prefix ? `${prefix}.${field.name}` : field.name),
  );
}

function fieldProblems(field: AnyField, value: unknown, path: string): string[] {
  if (field.widget === "hidden") return [];
  const required = field.required !== false;
  if (isEmpty(value)) return required && field.widget !== "boolean" ? [`${path}: required, and empty`] : [];
  if (field.widget === "object") return editorRuleProblems(field.fields ?? [], value, path);
  if (field.widget === "list") {
    if (!Array.isArray(value)) return [`${path}: not a list`];
    const size =
      (field.min !== undefined && value.length < field.min) || (field.max !== undefined && value.length > field.max)
        ? [`${path}: ${value.length} items, outside ${field.min ?? 0}–${field.max ?? "∞"}`]
        : [];
    return [
      ...size,
      ...value.flatMap((item, index) =>
        field.fields
          ? editorRuleProblems(field.fields, item, `${path}[${index}]`)
          : field.field
            ? fieldProblems(field.field, item, `${path}[${index}]`)
            : [],
      ),
    ];
  }
  if (field.widget === "number") {
    if (typeof value !== "number") return [`${path}: ${JSON.stringify(value)} is not a number`];
    if (field.min !== undefined && value < field.min) return [`${path}: ${value} is below ${field.min}`];
    if (field.max !== undefined && value > field.max) return [`${path}: ${value} is above ${field.max}`];
    return [];
  }
  if (field.widget === "select") {
    return (field.options ?? [])
      .map((option) =>
        String(typeof option === "object" && option !== null ? (option as { value: unknown }).value : option),
      )
      .includes(String(value))
      ? []
      : [`${path}: ${JSON.stringify(value)} is not one of its choices`];
  }
  // A number is a text field in the editor (typed-numbers.ts): its file's number is shown as written, and must pass too.
  if (typeof value === "number") return fieldProblems(field, String(value), path);
  if (typeof value !== "string") return [];
  const problems: string[] = [];
  // The editor trims a text's leading and trailing spaces and line breaks when it saves (measured):
  // a space that matters there (a joiner " or ") would be lost on the first save.
  if (value !== value.trim())
    problems.push(`${path}: ${JSON.stringify(value)} starts or ends with a space the editor drops`);
  if (field.pattern && !new RegExp(field.pattern[0]).test(value)) {
    problems.push(`${path}: ${JSON.stringify(value)} breaks the rule “${field.pattern[1]}”`);
  }
  if (field.minlength !== undefined && value.length < field.minlength) problems.push(`${path}: too short`);
  if (field.maxlength !== undefined && value.length > field.maxlength) problems.push(`${path}: too long`);
  return problems;
}
