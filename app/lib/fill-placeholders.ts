/**
 * Fills `{name}` placeholders in content's words ("Add one {item}") with values. A placeholder
 * without a value is left as written, so a missing value shows up in review rather than vanishing.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
