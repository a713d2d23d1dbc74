import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { company } from "../content/company";
import { verifyUs } from "../content/verify-us";
import { consignmentNumberPattern, isConsignmentNumber } from "./consignment-number";

describe("consignment numbers", () => {
  it("accept the prefix, a year and four digits, in either case", () => {
    expect(isConsignmentNumber("GPM", "GPM-2026-0417")).toBe(true);
    expect(isConsignmentNumber("GPM", "gpm-2026-0417")).toBe(true);
    for (const wrong of ["GPM-26-0417", "GPM-2026-417", "XYZ-2026-0417", "GPM 2026 0417", " GPM-2026-0417", ""]) {
      expect(isConsignmentNumber("GPM", wrong), wrong).toBe(false);
    }
  });

  it("every year and serial makes a number the pattern accepts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 9999 }), (year, serial) =>
        isConsignmentNumber("GPM", `GPM-${year}-${String(serial).padStart(4, "0")}`),
      ),
    );
  });

  it("the pattern compiles as browsers compile `pattern` (the v flag)", () => {
    expect(() => new RegExp(consignmentNumberPattern(company.consignmentPrefix), "v")).not.toThrow();
  });

  it("the example the site shows is a valid number", () => {
    expect(isConsignmentNumber(company.consignmentPrefix, verifyUs.documents.consignmentExample)).toBe(true);
  });
});
