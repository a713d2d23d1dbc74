/**
 * The validators several subjects share: what an entry's id, a phone number, a GSTIN, a Udyam
 * number or a PIN code must look like. Each subject's schema (beside its facts) uses them; none
 * of them knows a page.
 */
import { z } from "zod";

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
