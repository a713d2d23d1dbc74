/**
 * The enquiry form's rules, shared by the form, its tests and the draft store: field names, length
 * limits, the browser-side patterns, where the form posts, and the `?service=` preselection.
 */

/** The visible fields, in the order the form shows them; also the keys of a saved draft. */
export const enquiryFieldNames = ["name", "email", "phone", "service", "message"] as const;
export type EnquiryFieldName = (typeof enquiryFieldNames)[number];
export type EnquiryDraft = Record<EnquiryFieldName, string>;

/**
 * `maxlength` of each typed field, shown to the visitor as a hint. 254 is the longest address
 * e-mail allows; 1000 characters is a long description of a move and well under what FormSubmit
 * forwards.
 */
export const enquiryLimits = { name: 100, email: 254, phone: 20, message: 1000 } as const;

/**
 * An `<input pattern>` that needs at least one character other than a space, so a field of only
 * spaces does not count as filled in (`required` alone accepts it).
 */
export const notBlankPattern = ".*\\S.*";

/**
 * Indian phone numbers as people write them: +91 98480 12345, +91-98480-12345, 91 98480 12345,
 * 098480 12345, 9848012345, or a landline with its STD code (040 2345 6789). The country code or
 * trunk 0 is optional, then ten digits (not starting with 0) with single spaces or hyphens between
 * them. Browsers compile `pattern` with the `v` flag, where a literal hyphen in a class must be
 * escaped.
 */
export const indianPhonePattern = "(?:(?:\\+|00)?91[ \\-]?|0)?[1-9](?:[ \\-]?[0-9]){9}";

/** The pattern as the browser applies it: the whole value must match. */
export function matchesInputPattern(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, "v").test(value);
}

export const defaultEnquiryEndpointBase = "https://formsubmit.co";

/**
 * Where the enquiry, survey and claim forms post: FormSubmit, addressed by the alias FormSubmit
 * sends after the first confirmation, so the address is in no page's HTML for a harvester to
 * read; by the enquiry e-mail until the owner has the alias (the launch check lists it meanwhile).
 * `endpointBase` comes from ENQUIRY_ENDPOINT_BASE at build time so browser tests can post to a
 * stand-in on this machine instead of the real service.
 */
export function enquiryEndpoint(
  company: { enquiryEmail: string; formSubmitAlias?: string },
  endpointBase: string | undefined,
): string {
  const enquiryEmail = company.formSubmitAlias?.trim() || company.enquiryEmail;
  const base = endpointBase?.trim() || defaultEnquiryEndpointBase;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(
      `ENQUIRY_ENDPOINT_BASE must be an absolute URL such as ${defaultEnquiryEndpointBase}, not "${base}"`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`ENQUIRY_ENDPOINT_BASE must be an http(s) URL, not "${base}"`);
  }
  return `${base.replace(/\/+$/, "")}/${encodeURIComponent(enquiryEmail).replace(/%40/g, "@")}`;
}

/**
 * The choice a query parameter asks for (`?service=packaging`, the survey form's `?home=2bhk`), as
 * one of the known slugs; anything else (missing, unknown, mistyped, a script tag) is ignored.
 */
export function preselectedSlug(search: string, param: string, knownSlugs: readonly string[]): string | undefined {
  const requested = new URLSearchParams(search).get(param)?.trim().toLowerCase();
  return requested && knownSlugs.includes(requested) ? requested : undefined;
}

/** The service a `?service=` query asks for, as the slug of a known service. */
export function preselectedServiceSlug(search: string, knownSlugs: readonly string[]): string | undefined {
  return preselectedSlug(search, "service", knownSlugs);
}
