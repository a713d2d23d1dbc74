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

/**
 * A data file's JSON, or one plain line naming the file, the line and the field near the slip and
 * what usually causes it (issue 34: the build said only "expected ',' or '}' at line 133 column 540").
 */
export function parseContentJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = (error as Error).message;
    const position = Number(/position (\d+)/.exec(reason)?.[1] ?? /column (\d+)/.exec(reason)?.[1] ?? text.length);
    const before = text.slice(0, position);
    const line = before.split("\n").length;
    const field = keyPathAt(text, position);
    const what = reason.replace(/\s*in JSON at position \d+.*$/, "").replace(/\s*\(line \d+ column \d+\)$/, "");
    throw new Error(
      `${file}, line ${line}${field ? `, near "${field}"` : ""}: the file is not valid JSON (${what}). ` +
        "Usually a comma is missing between two entries, there is one too many before a } or ], " +
        'a quote is not closed, or a number is written with a comma (write 2420, not 2,420). Fix that line, or undo the change in the editor ("Revert Changes") and make it again.',
    );
  }
}

/** The key path (`pages.home.heading`, `phones[1].number`) being written at `position` of a JSON text. */
export function keyPathAt(text: string, position: number): string {
  type Frame = { list: boolean; key?: string; index: number };
  const stack: Frame[] = [];
  let lastString: string | undefined;
  for (let at = 0; at < Math.min(position, text.length); at++) {
    const char = text[at];
    const top = stack[stack.length - 1];
    if (char === '"') {
      let end = at + 1;
      while (end < text.length && text[end] !== '"' && text[end] !== "\n") end += text[end] === "\\" ? 2 : 1;
      lastString = text.slice(at + 1, end);
      at = end;
    } else if (char === ":" && top && !top.list) {
      top.key = lastString;
    } else if (char === "{" || char === "[") {
      stack.push({ list: char === "[", index: 0 });
    } else if (char === "}" || char === "]") {
      stack.pop();
    } else if (char === "," && top?.list) {
      top.index += 1;
    }
  }
  return stack
    .map((frame, index) => (frame.list ? `[${frame.index}]` : `${index === 0 ? "" : "."}${frame.key ?? ""}`))
    .join("")
    .replace(/\.$/, "");
}
