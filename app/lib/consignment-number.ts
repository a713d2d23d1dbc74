/**
 * Consignment numbers: the company's prefix, the year of the move and a four-digit serial
 * (GPM-2026-0417). Every quote, lorry receipt and invoice carries one (/verify-us/), and the claim
 * form asks for it. The prefix is `consignmentPrefix` in company.ts; the format as people read it
 * is in verify-us.ts.
 */

/** An `<input pattern>` for a consignment number; the prefix in either case, spaces around it not. */
export function consignmentNumberPattern(prefix: string): string {
  const letters = [...prefix].map((letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`).join("");
  return `${letters}-[0-9]{4}-[0-9]{4}`;
}

/** Whether `value` is a consignment number with this prefix, as the form's pattern would judge it. */
export function isConsignmentNumber(prefix: string, value: string): boolean {
  return new RegExp(`^(?:${consignmentNumberPattern(prefix)})$`).test(value);
}
