/**
 * The claim form's rules, shared by the form, its tests and its draft: field names, length limits,
 * the consignment number's pattern, the photos' size check and the WhatsApp message for photos.
 * Where it posts and the phone and blank-field patterns are the enquiry form's (enquiry-form.ts).
 */
import { fillPlaceholders } from "./fill-placeholders";

/** The typed fields, in the order the form shows them; also the keys of a saved draft. Photos are never kept. */
export const claimFieldNames = ["consignment", "name", "phone", "email", "message"] as const;
export type ClaimFieldName = (typeof claimFieldNames)[number];

/** The photos' field: FormSubmit sends the files named `attachment` with the e-mail. */
export const claimPhotosField = "attachment";

/** `maxlength` of each typed field, shown to the visitor as a hint where it helps. */
export const claimLimits = { consignment: 20, name: 100, email: 254, phone: 20, message: 2000 } as const;

export type ConsignmentNumberFormat = { prefix: string; serialDigits: number };

/**
 * An `<input pattern>` for the company's consignment numbers (`GPM-2026-00123`): the prefix in
 * either case, the 4-digit year and the serial, joined by a hyphen, a space or nothing, as people
 * copy them from a receipt. Browsers compile `pattern` with the `v` flag, where a literal hyphen in
 * a class must be escaped. Spaces around it (a number pasted from a message) are allowed, and
 * taken off when the form is sent.
 */
export function consignmentPattern(format: ConsignmentNumberFormat): string {
  const prefix = [...format.prefix].map((letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`).join("");
  return ` *${prefix}[\\- ]?[0-9]{4}[\\- ]?[0-9]{${format.serialDigits}} *`;
}

/** A consignment number as the company writes it: `gpm 2026 00123` -> `GPM-2026-00123`; anything else unchanged. */
export function normalisedConsignment(value: string, format: ConsignmentNumberFormat): string {
  const trimmed = value.trim();
  if (!new RegExp(`^(?:${consignmentPattern(format)})$`, "v").test(trimmed)) return trimmed;
  const digits = trimmed.slice(format.prefix.length).replace(/[- ]/g, "");
  return `${format.prefix}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** Whether the chosen files together fit within what the form service forwards. */
export function photosFit(sizes: readonly number[], limitMb: number): boolean {
  return sizes.reduce((total, size) => total + size, 0) <= limitMb * 1024 * 1024;
}

/** The WhatsApp message for sending photos, with the consignment number once one is typed. */
export function photosMessage(template: string, consignment: string, noNumberYet: string): string {
  const number = consignment.trim();
  return fillPlaceholders(template, { consignment: number === "" ? noNumberYet : number });
}
