/**
 * A message handed to the enquiry form by a link (`/contact/?service=relocation&message=...`), as
 * the estimate's "Send this estimate" does. Kept apart from enquiry-form.ts, which every page's
 * shared code carries, because only the contact page reads it.
 */
import { enquiryLimits } from "./enquiry-form";

/** The query parameter that carries the message. */
export const prefilledMessageParam = "message";

/**
 * The message a link asks the form to start with, as plain text: one value only (a repeated
 * parameter is ignored), line breaks kept, other control characters dropped, trimmed and cut to
 * the form's limit. It is only ever set as the textarea's value, never read as markup.
 */
export function prefilledMessage(search: string): string | undefined {
  let values: string[];
  try {
    values = new URLSearchParams(search).getAll(prefilledMessageParam);
  } catch {
    return undefined;
  }
  const [value] = values;
  if (values.length !== 1 || value === undefined) return undefined;
  const text = value
    .replace(/\r\n?/g, "\n")
    // Control characters other than the line break and tab: nothing a person types.
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .trim()
    .slice(0, enquiryLimits.message)
    .trim();
  return text === "" ? undefined : text;
}

/** The address without its message, so a reload restores the visitor's edits from the draft instead. */
export function withoutPrefilledMessage(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(prefilledMessageParam);
  return url.href;
}
