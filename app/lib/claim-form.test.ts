import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consignmentNumberFormat } from "../content/claims-and-paperwork";
import { consignmentPattern, normalisedConsignment, photosFit, photosMessage } from "./claim-form";
import { matchesInputPattern } from "./enquiry-form";

const format = consignmentNumberFormat;
const pattern = consignmentPattern(format);
const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length });
const separator = fc.constantFrom("-", " ", "");

describe("consignmentPattern", () => {
  it("accepts the content's own example, also with spaces around it", () => {
    expect(matchesInputPattern(pattern, format.example)).toBe(true);
    expect(matchesInputPattern(pattern, `  ${format.example} `)).toBe(true);
  });

  it("accepts every number in the format, in either case, with a hyphen, a space or nothing between the parts", () => {
    fc.assert(
      fc.property(
        digits(4),
        digits(format.serialDigits),
        separator,
        separator,
        fc.boolean(),
        (year, serial, a, b, lower) => {
          const prefix = lower ? format.prefix.toLowerCase() : format.prefix;
          expect(matchesInputPattern(pattern, `${prefix}${a}${year.join("")}${b}${serial.join("")}`)).toBe(true);
        },
      ),
    );
  });

  it("refuses a serial of the wrong length, another prefix, letters for digits and stray text", () => {
    fc.assert(
      fc.property(
        digits(4),
        fc.integer({ min: 1, max: 12 }).filter((length) => length !== format.serialDigits),
        (year, length) => {
          expect(matchesInputPattern(pattern, `${format.prefix}-${year.join("")}-${"1".repeat(length)}`)).toBe(false);
        },
      ),
    );
    for (const value of [
      "",
      "   ",
      "XYZ-2026-00123",
      "GPM-26-00123",
      "GPM-2026-0O123",
      "GPM--2026-00123",
      "GPM-2026-00123 x",
      "<script>",
    ]) {
      expect(matchesInputPattern(pattern, value), value).toBe(false);
    }
  });
});

describe("normalisedConsignment", () => {
  it("writes any accepted number the company's way", () => {
    fc.assert(
      fc.property(digits(4), digits(format.serialDigits), separator, separator, (year, serial, a, b) => {
        const typed = ` ${format.prefix.toLowerCase()}${a}${year.join("")}${b}${serial.join("")} `;
        expect(normalisedConsignment(typed, format)).toBe(`${format.prefix}-${year.join("")}-${serial.join("")}`);
      }),
    );
  });

  it("leaves anything else as typed, without the spaces around it", () => {
    expect(normalisedConsignment("  not a number ", format)).toBe("not a number");
  });
});

describe("photosFit", () => {
  it("takes photos up to the limit together, and refuses more", () => {
    const mb = 1024 * 1024;
    expect(photosFit([], 10)).toBe(true);
    expect(photosFit([4 * mb, 6 * mb], 10)).toBe(true);
    expect(photosFit([4 * mb, 6 * mb, 1], 10)).toBe(false);
    expect(photosFit([11 * mb], 10)).toBe(false);
  });
});

describe("photosMessage", () => {
  const template = "Photos for my claim. Consignment number: {consignment}";

  it("puts the typed number in, or the reminder while none is typed", () => {
    expect(photosMessage(template, " GPM-2026-00123 ", "(please add it)")).toBe(
      "Photos for my claim. Consignment number: GPM-2026-00123",
    );
    expect(photosMessage(template, "  ", "(please add it)")).toBe(
      "Photos for my claim. Consignment number: (please add it)",
    );
  });

  it("keeps whatever is typed as text: the link is made with encodeURIComponent", () => {
    expect(photosMessage(template, "$& <b>", "-")).toBe("Photos for my claim. Consignment number: $& <b>");
  });
});
