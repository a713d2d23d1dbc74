/**
 * A search alias's shape (search-aliases.ts).
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";

export const searchAliasSchema = z.object({
  /** What visitors type. */
  typed: z.array(nonEmpty).min(1),
  /** What the site says instead; results containing any of these are found. */
  means: z.array(nonEmpty).min(1),
});
