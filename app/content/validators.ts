/**
 * The validators several subjects share: what an entry's id, a phone number, a GSTIN, a Udyam
 * number or a PIN code must look like. Each subject's schema (beside its facts) uses them; none
 * of them knows a page.
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";

/**
 * The id of an entry of a list. It names the entry in the facts and in every language's words,
 * which are joined by it (app/content/word-tree.ts), so it never changes with the entry's words
 * or its place in the list.
 */
export const entryId = z
  .string()
  .regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, "must be letters, digits and hyphens, like free-survey")
  .meta({
    title: "Id",
    description: "Names this entry in every language; the same in English, Telugu and Hindi. Do not change it.",
    patternMessage: "Letters, digits and hyphens, like free-survey",
  });

/** Indian mobile or landline in international form: +91 followed by ten digits, spaces allowed. */
export const indianPhone = z
  .string()
  .regex(/^\+91 ?[0-9](?: ?[0-9]){9}$/, "must be +91 followed by 10 digits, e.g. +91 90000 00001")
  .meta({ patternMessage: "Write +91 and then the 10-digit number, for example +91 98480 12345" });

/** GSTIN: state code, PAN, entity number, Z, check character (verified below). */
const gstinPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const gstinAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GST network's check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = gstinAlphabet.indexOf(first14[index] ?? "") * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinAlphabet[(36 - (sum % 36)) % 36] ?? "";
}

export const gstin = z
  .string()
  .regex(gstinPattern, "must look like 36AAAAA0000A1Z5 (15 characters)")
  .meta({
    title: "GSTIN",
    description: "The 15 characters exactly as on the GST certificate. The build checks the last one.",
    patternMessage: "15 characters like 36AAAAA0000A1Z5, copied from the GST certificate",
  })
  .refine((value) => value.startsWith("36"), "must start with 36, Telangana's state code")
  .refine(
    (value) => gstinCheckCharacter(value.slice(0, 14)) === value[14],
    "has a wrong check character (last character); copy it exactly from the GST certificate",
  );

export const udyam = z
  .string()
  .regex(/^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/, "must look like UDYAM-TS-00-0000000")
  .meta({
    title: "Udyam registration number",
    description: "Exactly as on the Udyam certificate.",
    patternMessage: "Write it like UDYAM-TS-09-0012345",
  });

/** A slug: lower-case words joined by hyphens (an address, a city, a document). */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/** An id in the estimate's and the city pages' facts (a vehicle, an item, a service a route names): lower-case letters and digits joined by hyphens. */
export const lowerCaseId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by hyphens");

/** A picture: a file name in app/assets/images (or an SVG in public/art) and its description. */
export const picture = z.object({
  src: z
    .string()
    // Small letters, digits, hyphens and underscores: the names the editor gives an upload, whatever
    // the phone called it (`IMG_20261120_123456 (1).JPG` becomes img_20261120_123456-1.jpg, issue 51).
    .regex(/^[a-z0-9_-]+\.(?:jpe?g|png|webp|avif|svg)$/, "must be a file name like truck-loading.jpg")
    .meta({
      title: "Picture",
      description: "A photograph (JPEG, PNG or WebP), named as you like; the site makes the sizes each screen needs",
      patternMessage: "Upload the picture again: the editor names the file itself, like img_20261120_123456.jpg",
      editorWidget: "image",
    }),
  alt: nonEmpty.meta({
    title: "What the picture shows",
    description: "For people who cannot see it, and for search engines: one short sentence",
  }),
});

/** An Indian PIN code: six digits, never starting with 0. */
export const pinCode = z
  .string()
  .regex(/^[1-9][0-9]{5}$/, "must be a 6-digit PIN code")
  .meta({ title: "PIN code", patternMessage: "Write the 6-digit PIN code" });
