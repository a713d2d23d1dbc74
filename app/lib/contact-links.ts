/** Links that reach the company: a phone call and a WhatsApp chat. */

/** `tel:` URL for a number written for people, e.g. "+91 90000 00001" → "tel:+919000000001". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** WhatsApp's click-to-chat URL: country code and number as digits only, no "+". */
export function whatsappHref(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
