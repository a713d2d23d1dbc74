import type { z } from "zod";

/** Turns zod's issues into one readable line per problem, each naming its field. */
export function describeContentErrors(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path
        .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
        .join("");
      return `  - ${field || "(content)"}: ${issue.message}`;
    })
    .join("\n");
}
