// @vitest-environment jsdom
// (It reads and writes the browser's localStorage.)
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  formatCount,
  incrementVisitorCount,
  resetVisitorCountForTests,
  visitorCountDefault,
  visitorCountForPageLoad,
  visitorCountKey,
} from "./visitor-count";

afterEach(() => resetVisitorCountForTests());

describe("incrementVisitorCount", () => {
  it("starts from the default and adds one", () => {
    expect(incrementVisitorCount()).toBe(visitorCountDefault + 1);
    expect(localStorage.getItem(visitorCountKey)).toBe("8799");
  });

  it("adds one to the stored count", () => {
    localStorage.setItem(visitorCountKey, "12345");
    expect(incrementVisitorCount()).toBe(12346);
    expect(localStorage.getItem(visitorCountKey)).toBe("12346");
  });

  it.each([
    "banana",
    "not a number",
    "-5",
    "-40",
    "NaN",
    "",
    "{",
    "1e400",
    "12.5",
    "99999999999999999999",
    "99999999999999999999999",
    " 42",
  ])("restarts from the default when the stored value is %j", (stored) => {
    localStorage.setItem(visitorCountKey, stored);
    expect(incrementVisitorCount()).toBe(visitorCountDefault + 1);
  });

  it("still returns a number when storage cannot be reached", () => {
    expect(
      incrementVisitorCount(() => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      }),
    ).toBe(visitorCountDefault + 1);
  });

  it("still returns a number when storage is full", () => {
    const fullStorage = {
      getItem: () => "100",
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
    } as unknown as Storage;
    expect(incrementVisitorCount(() => fullStorage)).toBe(101);
  });
});

describe("visitorCountForPageLoad", () => {
  it("counts once per page load however often it is asked", () => {
    expect(visitorCountForPageLoad()).toBe(8799);
    expect(visitorCountForPageLoad()).toBe(8799);
    expect(localStorage.getItem(visitorCountKey)).toBe("8799");
  });
});

describe("formatCount", () => {
  it("groups digits the Indian way", () => {
    expect(formatCount(8799)).toBe("8,799");
    expect(formatCount(100000)).toBe("1,00,000");
    expect(formatCount(12345678)).toBe("1,23,45,678");
    expect(formatCount(1000000000)).toBe("1,00,00,00,000");
  });

  it("matches the browser's own en-IN formatting for small and large numbers", () => {
    const indian = new Intl.NumberFormat("en-IN");
    for (const count of [0, 7, 99, 999, 1000, 8799, 99999, 123456, 9876543, 1000000001]) {
      expect(formatCount(count)).toBe(indian.format(count));
    }
  });
});

describe("formatCount in other languages", () => {
  it("groups Telugu and Hindi numbers in lakhs, in Latin digits", () => {
    expect(formatCount(8799, "te-IN")).toBe("8,799");
    expect(formatCount(12345678, "hi-IN")).toBe("1,23,45,678");
  });

  it("writes exactly what Intl writes, for every whole number in all three languages", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("en-IN", "te-IN", "hi-IN"),
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (locale, count) => {
          const intl = new Intl.NumberFormat(locale, { numberingSystem: "latn", signDisplay: "negative" });
          expect(formatCount(count, locale)).toBe(intl.format(count));
        },
      ),
    );
  });

  it("leaves fractions out", () => {
    expect(formatCount(1234.9, "hi-IN")).toBe("1,234");
  });

  it("round-trips: taking the commas out gives the number back", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (count) => {
        const text = formatCount(count);
        expect(text).toMatch(/^(?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3})$/);
        expect(Number(text.replaceAll(",", ""))).toBe(count);
      }),
    );
  });
});
