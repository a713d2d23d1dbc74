/**
 * Where "Send this estimate" and "Send on WhatsApp" go. The contact page reads `service` and
 * `message` back (app/lib/enquiry-prefill.ts); the names are spelled in both places on purpose,
 * so the contact page's code does not land in the chunk every page loads (a test ties them).
 */

/** The contact page with the enquiry form's service chosen and its message filled with `summary`. */
export function sendEstimateHref(contactPath: string, serviceSlug: string, summary: string): string {
  return `${contactPath}?${new URLSearchParams({ service: serviceSlug, message: summary })}`;
}
