/**
 * A key's name in plain words, the label the editor falls back to when neither the schema's title
 * nor app/content/field-labels.ts names a field; the build's messages (editor-places.ts) name the
 * field the same way, so the owner finds it by the words the message gives.
 */

/** Words a key spells as code but a person writes otherwise ("Faq", "Whatsapp", "Gst"). */
const spelled: Record<string, string> = {
  faq: "questions and answers",
  gst: "GST",
  gstin: "GSTIN",
  upi: "UPI",
  whatsapp: "WhatsApp",
  "whats app": "WhatsApp",
  udyam: "Udyam",
  url: "web address",
  pdf: "PDF",
  ifsc: "IFSC",
  iba: "IBA",
  udyog: "Udyog",
};

/**
 * Keys named in a developer's words ("kicker", "honeypot"), with what the owner sees of them:
 * the label the editor shows in their place.
 */
const plainNames: Record<string, string> = {
  kicker: "Small line above the heading",
  carouselKicker: "Small line above the carousel's heading",
  legend: "Heading of the group of fields",
  placeholder: "Example shown in the empty box",
  searchPlaceholder: "Example shown in the empty search box",
  honeypotLabel: "Label of the hidden spam trap (visitors never see it)",
  metaTitle: "Title in search results",
  metaDescription: "Description in search results",
  roleDescription: "What a screen reader calls it",
  slideRoleDescription: "What a screen reader calls a slide",
  noScript: "Said when JavaScript is off",
  introNoScript: "Introduction when JavaScript is off",
  hintWithCount: "Hint with the number of items",
  interface: "Words on every page",
  fromfloor: "Pickup floor (in an estimate's address)",
  fromlift: "Pickup lift (in an estimate's address)",
  tofloor: "Delivery floor (in an estimate's address)",
  tolift: "Delivery lift (in an estimate's address)",
};

/** `whatsappNumber` -> "WhatsApp number", `cities/pune` -> "Cities: pune": the fallback label. */
export function humanize(name: string): string {
  if (Object.hasOwn(plainNames, name)) return plainNames[name] as string;
  const words = name
    .replace(/\//g, ": ")
    .replace(/[-_]/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\b(whats app|[a-z]+)\b/g, (word) => spelled[word] ?? word)
    .replace(/\b(\d)bhk\b/g, "$1 BHK");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
