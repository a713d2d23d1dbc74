import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPercent, formatRupeeRange, formatRupees, roundRupees } from "./rupees";

describe("roundRupees", () => {
  it("rounds to the nearest ₹100", () => {
    expect(roundRupees(24_449)).toBe(24_400);
    expect(roundRupees(24_450)).toBe(24_500);
    expect(roundRupees(49)).toBe(0);
  });

  it("rounds to another step when asked", () => {
    expect(roundRupees(1_234, 10)).toBe(1_230);
    expect(roundRupees(1_234, 1)).toBe(1_234);
  });

  it("turns what is not a number into 0", () => {
    expect(roundRupees(Number.NaN)).toBe(0);
    expect(roundRupees(Number.POSITIVE_INFINITY)).toBe(0);
    expect(Object.is(roundRupees(-10), 0)).toBe(true);
  });
});

describe("formatRupees", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(123_400)).toBe("₹1,23,400");
    expect(formatRupees(12_345_678)).toBe("₹1,23,45,700");
    expect(formatRupees(6_500)).toBe("₹6,500");
    expect(formatRupees(900)).toBe("₹900");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("shows a negative amount with its sign before the rupee symbol", () => {
    expect(formatRupees(-1_500)).toBe("-₹1,500");
  });

  it("never shows NaN or Infinity", () => {
    expect(formatRupees(Number.NaN)).toBe("₹0");
    expect(formatRupees(Number.NEGATIVE_INFINITY)).toBe("₹0");
  });

  it("always writes a whole multiple of ₹100 with grouping commas only", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e10, noNaN: true }), (amount) => {
        const text = formatRupees(amount);
        expect(text).toMatch(/^₹(?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3})$/);
        expect(Number(text.replace(/[₹,]/g, ""))).toBe(roundRupees(amount));
      }),
    );
  });
});

describe("formatRupeeRange", () => {
  it("writes a range with an en dash", () => {
    expect(formatRupeeRange(24_460, 31_180)).toBe("₹24,500 – ₹31,200");
  });

  it("writes one amount when both ends round the same", () => {
    expect(formatRupeeRange(3_510, 3_540)).toBe("₹3,500");
  });
});

describe("formatPercent", () => {
  it("writes percentages without trailing zeros", () => {
    expect(formatPercent(18)).toBe("18%");
    expect(formatPercent(1.5)).toBe("1.5%");
    expect(formatPercent(0.125)).toBe("0.13%");
    expect(formatPercent(Number.NaN)).toBe("0%");
  });
});

describe("in Telugu and Hindi", () => {
  const intlRupees = (locale: string, amount: number) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "INR",
      numberingSystem: "latn",
      maximumFractionDigits: 0,
      signDisplay: "negative",
    }).format(amount);

  it("write rupees in Latin digits with lakh grouping, as Indian sites do", () => {
    expect(formatRupees(123_400, 100, "te-IN")).toBe("₹1,23,400");
    expect(formatRupees(12_345_678, 100, "hi-IN")).toBe("₹1,23,45,700");
    expect(formatRupees(-1_500, 100, "hi-IN")).toBe("-₹1,500");
    expect(formatRupeeRange(24_460, 31_180, 100, "te-IN")).toBe("₹24,500 – ₹31,200");
    expect(formatPercent(1.5, "hi-IN")).toBe("1.5%");
  });

  it("write exactly what Intl writes for any amount, in all three languages", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("en-IN", "te-IN", "hi-IN"),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.constantFrom(1, 10, 100),
        (locale, amount, step) => {
          expect(formatRupees(amount, step, locale)).toBe(intlRupees(locale, roundRupees(amount, step)));
        },
      ),
    );
  });

  it("write percentages as Intl does", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("en-IN", "te-IN", "hi-IN"),
        fc.integer({ min: -99_999, max: 99_999 }),
        (locale, hundredths) => {
          const percent = hundredths / 100;
          const intl = new Intl.NumberFormat(locale, {
            style: "percent",
            maximumFractionDigits: 2,
            signDisplay: "negative",
          });
          expect(formatPercent(percent, locale)).toBe(intl.format(percent / 100));
        },
      ),
    );
  });
});

describe("a range", () => {
  it("always reads low to high when given low to high, in every language", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("en-IN", "te-IN", "hi-IN"),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        (locale, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const ends = formatRupeeRange(low, high, 100, locale)
            .split(" – ")
            .map((end) => Number(end.replace(/[₹,]/g, "")));
          expect(ends).toEqual([...ends].sort((x, y) => x - y));
          expect(ends[0]).toBe(roundRupees(low));
          expect(ends.at(-1)).toBe(roundRupees(high));
        },
      ),
    );
  });
});
