/**
 * Numbers as the owner types them (issue 51, decision 038). Sveltia CMS's number field is the
 * browser's `<input type="number">`, which drops a comma: "2,420" typed key by key saved as 420,
 * pasted it emptied the box. So every number of the content is a text field in the editor that
 * takes "2420", "2,420", "₹2,420", "1,20,000" or "0.08", refuses anything else, and anything outside the
 * schema's range, with a plain message before saving (its `pattern`), and a small script beside
 * the editor (`typedNumbersScript`) writes the number itself into the file when the owner saves:
 * the data files keep plain JSON numbers.
 */

/** The number a person wrote, with a ₹ or "Rs" before it and thousands grouped the Indian or the Western way, or undefined. */
export function parseTypedNumber(text: string): number | undefined {
  const match = typedFormat.exec(text);
  if (!match) return undefined;
  return Number((match[1] as string).replace(/,/g, ""));
}

/** The money sign a person may write before an amount, then the number itself. */
const prefix = String.raw`\s*(?:₹|Rs\.?|INR)?\s*`;
const groupedDigits = String.raw`(?:0|[1-9]\d*|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d?(?:,\d{2})*,\d{3})`;
const typedFormat = new RegExp(String.raw`^${prefix}(${groupedDigits}(?:\.\d+)?)\s*$`, "i");

/** A digit from `low` to `high` as a regular expression's class. */
const digitClass = (low: number, high: number) =>
  low === high ? String(low) : low === 0 && high === 9 ? String.raw`\d` : `[${low}-${high}]`;

/**
 * The whole numbers from `low` to `high`, both written with the same number of digits, as lists of
 * digit classes (the usual splitting of a range into runs that share their leading digits).
 */
function sameLength(low: string, high: string): string[][] {
  if (low.length === 0) return [[]];
  const [first = "0", ...restLow] = low;
  const [last = "0", ...restHigh] = high;
  const tailLow = restLow.join("");
  const tailHigh = restHigh.join("");
  if (first === last) return sameLength(tailLow, tailHigh).map((run) => [first, ...run]);
  const width = tailLow.length;
  const runs: string[][] = [];
  let from = Number(first);
  let to = Number(last);
  if (!/^0*$/.test(tailLow)) {
    runs.push(...sameLength(tailLow, "9".repeat(width)).map((run) => [first, ...run]));
    from += 1;
  }
  const highRuns = /^9*$/.test(tailHigh) ? [] : sameLength("0".repeat(width), tailHigh).map((run) => [last, ...run]);
  if (highRuns.length) to -= 1;
  if (from <= to) runs.push([digitClass(from, to), ...Array(width).fill(String.raw`\d`)]);
  return [...runs, ...highRuns];
}

/** The whole numbers from `low` to `high` (or without an end), written without leading zeros, as alternatives of digit classes. */
function wholeRange(low: number, high: number | undefined): string[][] {
  if (high !== undefined && low > high) return [];
  const lowText = String(low);
  const runs: string[][] = [];
  const longest = high === undefined ? lowText.length : String(high).length;
  for (let width = lowText.length; width <= longest; width++) {
    const from = width === lowText.length ? lowText : `1${"0".repeat(width - 1)}`;
    const to = high !== undefined && width === String(high).length ? String(high) : "9".repeat(width);
    runs.push(...sameLength(from, to));
  }
  // Without an end: any longer number too.
  if (high === undefined) runs.push(["[1-9]", ...Array(longest).fill(String.raw`\d`), String.raw`(?:,?\d)*`]);
  return runs;
}

/** Digit classes joined so a comma may stand between any two (the format check says where commas may be). */
const withCommas = (runs: string[][]) =>
  runs.length === 0 ? "(?!)" : `(?:${runs.map((run) => run.join(",?")).join("|")})`;

/** Decimals (after the point) worth at least `digits` (".35" for 0.35). */
function decimalsAtLeast(digits: string): string {
  if (/^0*$/.test(digits)) return String.raw`(?:\.\d+)?`;
  const alternatives = [...digits].flatMap((digit, index) =>
    digit === "9" ? [] : [`${digits.slice(0, index)}${digitClass(Number(digit) + 1, 9)}\\d*`],
  );
  return String.raw`\.(?:${[...alternatives, `${digits}\\d*`].join("|")})`;
}

/** Decimals worth at most `digits`, or none. */
function decimalsAtMost(digits: string): string {
  if (/^0*$/.test(digits)) return String.raw`(?:\.0+)?`;
  const alternatives = [...digits].flatMap((digit, index) => [
    ...(digit === "0" ? [] : [`${digits.slice(0, index)}${digitClass(0, Number(digit) - 1)}\\d*`]),
    ...(index > 0 ? [`${digits.slice(0, index)}0*`] : []),
  ]);
  return String.raw`(?:\.(?:${[...alternatives, `${digits}0*`].join("|")}))?`;
}

const split = (value: number) => {
  const [whole = "0", decimals = ""] = String(value).split(".");
  return { whole: Number(whole), decimals };
};

/** A number from `min` to `max` (either end open), with decimals unless `whole`, commas allowed between digits. */
function rangeExpression(min: number, max: number | undefined, whole: boolean): string {
  const low = Math.max(0, min);
  if (whole) return withCommas(wholeRange(Math.ceil(low), max === undefined ? undefined : Math.floor(max)));
  const from = split(low);
  if (max === undefined) {
    return `(?:${withCommas(wholeRange(from.whole + 1, undefined))}(?:\\.\\d+)?|${withCommas(wholeRange(from.whole, from.whole))}${decimalsAtLeast(from.decimals)})`;
  }
  const to = split(max);
  if (from.whole === to.whole) {
    const both = `(?=${decimalsAtLeast(from.decimals)}$)${decimalsAtMost(to.decimals)}`;
    return `${withCommas(wholeRange(from.whole, from.whole))}${both}`;
  }
  return `(?:${[
    `${withCommas(wholeRange(from.whole + 1, to.whole - 1))}(?:\\.\\d+)?`,
    `${withCommas(wholeRange(from.whole, from.whole))}${decimalsAtLeast(from.decimals)}`,
    `${withCommas(wholeRange(to.whole, to.whole))}${decimalsAtMost(to.decimals)}`,
  ].join("|")})`;
}

/**
 * The editor's `pattern` for a number from `min` to `max`: the string written the way people write
 * numbers (`parseTypedNumber`) and within the range, so the editor refuses "420" where the range
 * starts at 500 and "2,42,0" as a typing slip.
 */
export function typedNumberPattern(min: number | undefined, max: number | undefined, whole: boolean): string {
  const format = String.raw`(?=${prefix}${groupedDigits}${whole ? "" : String.raw`(?:\.\d+)?`}\s*$)`;
  return `^${format}${prefix}${rangeExpression(min ?? 0, max, whole)}\\s*$`;
}

/** Whether an editor field's `pattern` is a number's (`typedNumberPattern`). */
export const isTypedNumberPattern = (pattern: string) => pattern.startsWith(`^(?=${prefix}${groupedDigits}`);

/**
 * "1,20,000" as the hint writes a bound: Indian grouping, the way the owner writes it, from ten
 * thousand up; a smaller number, such as a year, plain ("2021", never "2,021").
 */
export const writtenNumber = (value: number) =>
  value.toLocaleString("en-IN", { maximumFractionDigits: 2, useGrouping: value >= 10_000 });

/** An example within the range: "2,420" where it fits, to say that a comma is fine. */
function example(min: number | undefined, max: number | undefined): string {
  if ((min ?? 0) <= 2420 && (max ?? 2420) >= 2420) return ", like 2,420 (commas and ₹ are fine)";
  return `, like ${writtenNumber(min ?? max ?? 0)}`;
}

/** What the editor says of a number outside its form or range, and what its hint says of the range. */
export function typedNumberWords(
  min: number | undefined,
  max: number | undefined,
  whole: boolean,
): { message: string; range: string } {
  const kind = whole ? "A whole number" : "A number";
  const range =
    min !== undefined && max !== undefined
      ? `from ${writtenNumber(min)} to ${writtenNumber(max)}`
      : min !== undefined
        ? `of at least ${writtenNumber(min)}`
        : max !== undefined
          ? `of at most ${writtenNumber(max)}`
          : "";
  return {
    range: range ? `${kind} ${range}.` : `${kind}.`,
    message: `Write ${whole ? "a whole number" : "a number"}${range ? ` ${range}` : ""}${example(min, max)}`,
  };
}

/**
 * The script the editor's page loads after Sveltia CMS: when the owner saves, every number field's
 * text ("₹2,420") is written into the file as the number (2420). `fields` lists, by the editor's
 * list and file (`facts/estimate`), the key paths of its number fields (`estimate.rates.vehicles.*.minimumCharge`).
 */
export function typedNumbersScript(fields: Record<string, string[]>): string {
  // Runs in the editor's page: plain JavaScript, nothing imported.
  const install = (numberFields: Record<string, string[]>, format: string) => {
    const typed = new RegExp(format, "i");
    const convert = (value: unknown, path: string[]): unknown => {
      if (path.length === 0) {
        const match = typeof value === "string" ? typed.exec(value) : null;
        return match ? Number((match[1] as string).replace(/,/g, "")) : value;
      }
      const [key, ...rest] = path;
      if (key === "*" && Array.isArray(value)) return value.map((item) => convert(item, rest));
      if (value && typeof value === "object" && !Array.isArray(value) && (key as string) in value) {
        const object = value as Record<string, unknown>;
        return { ...object, [key as string]: convert(object[key as string], rest) };
      }
      return value;
    };
    const cms = (window as unknown as { CMS: { registerEventListener: (listener: unknown) => void } }).CMS;
    cms.registerEventListener({
      name: "preSave",
      handler: ({
        entry,
      }: {
        entry: { get: (key: string) => unknown; set: (key: string, value: unknown) => unknown };
      }) => {
        const paths = numberFields[`${String(entry.get("collection"))}/${String(entry.get("slug"))}`];
        if (!paths) return entry;
        const data = (entry.get("data") as { toJS: () => unknown }).toJS();
        return entry.set(
          "data",
          paths.reduce((value, path) => convert(value, path.split(".")), data),
        );
      },
    });
  };
  return `(${install.toString()})(${JSON.stringify(fields)}, ${JSON.stringify(typedFormat.source)});\n`;
}
