import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTypedNumber, typedNumberPattern, typedNumbersScript, typedNumberWords } from "./typed-numbers";

describe("numbers as people type them", () => {
  it("reads the ways people write an amount, and nothing else", () => {
    expect(parseTypedNumber("2420")).toBe(2420);
    expect(parseTypedNumber("2,420")).toBe(2420);
    expect(parseTypedNumber("₹2,420")).toBe(2420);
    expect(parseTypedNumber("₹ 2,420 ")).toBe(2420);
    expect(parseTypedNumber("Rs. 1,20,000")).toBe(120000);
    expect(parseTypedNumber("1,20,000")).toBe(120000);
    expect(parseTypedNumber("120,000")).toBe(120000);
    expect(parseTypedNumber("0.08")).toBe(0.08);
    for (const slip of ["2,42,0", "24,20", "", "₹", "2.4.2", "two", "-5", "02420", "2420,"])
      expect(parseTypedNumber(slip), slip).toBeUndefined();
  });

  it("refuses a number outside the range with a message that says the range", () => {
    const pattern = new RegExp(typedNumberPattern(500, 50_000, true));
    expect(pattern.test("2,420")).toBe(true);
    expect(pattern.test("₹2,420")).toBe(true);
    expect(pattern.test("420")).toBe(false);
    expect(pattern.test("50,001")).toBe(false);
    expect(pattern.test("2,42,0")).toBe(false);
    expect(typedNumberWords(500, 50_000, true)).toEqual({
      range: "A whole number from 500 to 50,000.",
      message: "Write a whole number from 500 to 50,000, like 2,420 (commas and ₹ are fine)",
    });
    expect(typedNumberWords(1950, 2100, true)).toEqual({
      range: "A whole number from 1950 to 2100.",
      message: "Write a whole number from 1950 to 2100, like 1950",
    });
  });

  // The pattern is the editor's only check before saving: it must agree with the reading exactly.
  const typed = fc
    .tuple(
      fc.constantFrom("", "₹", "₹ ", "Rs ", "Rs. "),
      fc.oneof(fc.nat({ max: 3_000_000 }), fc.double({ min: 0, max: 3000, noNaN: true })),
      fc.constantFrom("plain", "western", "indian", "slip"),
    )
    .map(([sign, value, grouping]) => {
      const rounded = Number.isInteger(value) ? value : Math.round(value * 1000) / 1000;
      const text =
        grouping === "plain"
          ? String(rounded)
          : grouping === "western"
            ? rounded.toLocaleString("en-US", { maximumFractionDigits: 3 })
            : grouping === "indian"
              ? rounded.toLocaleString("en-IN", { maximumFractionDigits: 3 })
              : String(rounded).replace(/(\d)(\d)/, "$1,$2");
      return `${sign}${text}`;
    });
  const ranges = fc.oneof(
    fc.tuple(fc.nat({ max: 5000 }), fc.nat({ max: 200_000 }), fc.constant(true)),
    fc.tuple(
      fc.integer({ min: 0, max: 300 }).map((n) => n / 100),
      fc.integer({ min: 1, max: 3000 }).map((n) => n / 100),
      fc.constant(false),
    ),
  );
  it("the editor's pattern takes exactly the numbers it reads within the range", () => {
    fc.assert(
      fc.property(typed, ranges, (text, [low, high, whole]) => {
        const [min, max] = low <= high ? [low, high] : [high, low];
        const value = parseTypedNumber(text);
        const fits =
          value !== undefined &&
          value >= min &&
          value <= max &&
          (!whole || (Number.isInteger(value) && !/\d\./.test(text)));
        expect(new RegExp(typedNumberPattern(min, max, whole)).test(text), `${text} in ${min}–${max}`).toBe(fits);
      }),
      { numRuns: 1000 },
    );
  });

  it("a range without an end takes any larger number", () => {
    const pattern = new RegExp(typedNumberPattern(1, undefined, true));
    expect(pattern.test("1,20,00,000")).toBe(true);
    expect(pattern.test("0")).toBe(false);
    const fraction = new RegExp(typedNumberPattern(0.5, undefined, false));
    expect(fraction.test("0.49")).toBe(false);
    expect(fraction.test("0.5")).toBe(true);
    expect(fraction.test("12,345.5")).toBe(true);
  });

  it("the editor's page saves the number the owner typed", () => {
    const listeners: Array<{ name: string; handler: (event: { entry: unknown }) => unknown }> = [];
    const window = {
      CMS: { registerEventListener: (listener: (typeof listeners)[number]) => listeners.push(listener) },
    };
    new Function("window", typedNumbersScript({ "facts/estimate": ["rates.vehicles.*.minimumCharge", "rates.gst"] }))(
      window,
    );
    const data = { rates: { vehicles: [{ minimumCharge: "₹2,420" }, { minimumCharge: 1500 }], gst: "18", note: "5" } };
    const entry = (fields: Record<string, unknown>) => ({
      get: (key: string) => (key === "data" ? { toJS: () => structuredClone(fields.data) } : fields[key]),
      set: (key: string, value: unknown) => ({ ...fields, [key]: value }),
    });
    const saved = listeners[0]?.handler({ entry: entry({ collection: "facts", slug: "estimate", data }) }) as {
      data: unknown;
    };
    expect(listeners[0]?.name).toBe("preSave");
    expect(saved.data).toEqual({
      rates: { vehicles: [{ minimumCharge: 2420 }, { minimumCharge: 1500 }], gst: 18, note: "5" },
    });
  });
});
