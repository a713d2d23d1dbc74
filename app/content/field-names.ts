/**
 * A key's name in plain words, the label the editor falls back to when neither the schema's title
 * nor scripts/editor/labels.ts names a field; the build's messages (editor-places.ts) name the
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
};

/** `whatsappNumber` -> "WhatsApp number", `cities/pune` -> "Cities: pune": the fallback label. */
export function humanize(name: string): string {
  const words = name
    .replace(/\//g, ": ")
    .replace(/[-_]/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\b(whats app|[a-z]+)\b/g, (word) => spelled[word] ?? word);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
