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

/** A refinement that names each entry whose key repeats an earlier one's. */
export function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: T[], context: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) {
        context.addIssue({ code: "custom", message: `duplicate ${what} "${value}"`, path: [index] });
      }
      seen.add(value);
    });
  };
}
