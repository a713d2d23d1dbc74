import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  benchmarkPhone,
  calibrate,
  calibrationLine,
  driftNote,
  HostTooSlowError,
  readingsLine,
  spreadNote,
} from "./phone.ts";

describe("calibrating the host to the benchmark's phone", () => {
  it("slows a fast host more than a slow one, so both measure the same phone", () => {
    const fast = calibrate(2840);
    const slow = calibrate(1709);
    expect(fast.slowdown).toBe(7.1);
    expect(slow.slowdown).toBe(4.3);
    expect(fast.hostIndex / fast.slowdown).toBeCloseTo(slow.hostIndex / slow.slowdown, -1);
  });

  it("brings any host at least as fast as the phone to within 5% of the phone's index", () => {
    fc.assert(
      fc.property(fc.double({ min: benchmarkPhone.benchmarkIndex, max: 20_000, noNaN: true }), (hostIndex) => {
        const { slowdown } = calibrate(hostIndex);
        expect(slowdown).toBeGreaterThanOrEqual(1);
        expect(Math.abs(hostIndex / slowdown / benchmarkPhone.benchmarkIndex - 1)).toBeLessThan(0.05);
      }),
    );
  });

  it("refuses a host slower than the phone, saying why", () => {
    expect(() => calibrate(300)).toThrow(HostTooSlowError);
    expect(() => calibrate(300)).toThrow(/index is 300, below the 400/);
    expect(() => calibrate(Number.NaN)).toThrow(/positive number/);
  });

  it("names the phone, the host's index and the factor in the report's line", () => {
    expect(calibrationLine(calibrate(2000))).toBe(
      `Calibrated to ${benchmarkPhone.name}, CPU benchmark index 400: this host's index 2000, CPU slowdown 5x.`,
    );
  });

  it("says what the calibration rests on: the median of the quiet readings, their spread, and Lighthouse's own", () => {
    expect(readingsLine([1409, 2170, 2613, 1900, 2000], [1500, 1700, 2300])).toBe(
      "The host's index, read 5 times in a quiet tab after the warm-up and between routes: median 2000, middle half 1900–2170, 1409–2613 in all. " +
        "(Lighthouse's 3 readings as each load's tab opened: median 1700.)",
    );
    expect(readingsLine([2400, 2600])).toBe(
      "The host's index, read 2 times in a quiet tab after the warm-up and between routes: median 2500, middle half 2400–2400, 2400–2600 in all.",
    );
  });

  it("tells a host that changed speed during the run from readings that merely scatter", () => {
    const scattered = [1500, 2600, 1900, 2400, 1600, 2500, 2000, 2100];
    expect(driftNote(scattered)).toBeUndefined();
    const slowedDown = [2600, 2500, 2400, 2700, 1800, 1700, 1900, 1600];
    expect(driftNote(slowedDown)).toMatch(/2550 \(median\) over the first half.*1750 over the second \(-31%\)/);
    expect(driftNote([2600, 1200, 1300])).toBeUndefined();
  });

  it("finds drift whichever way the host changed, and none on a steady host", () => {
    fc.assert(
      fc.property(
        // A steady host: any two readings within a tenth of each other, so its halves cannot drift by a fifth.
        fc.array(fc.integer({ min: 1900, max: 2100 }), { minLength: 6, maxLength: 60 }),
        fc.double({ min: 1.6, max: 3, noNaN: true }),
        (readings, factor) => {
          expect(driftNote(readings)).toBeUndefined();
          const half = Math.floor(readings.length / 2);
          const faster = readings.map((reading, index) => (index < half ? reading : reading * factor));
          const slower = readings.map((reading, index) => (index < half ? reading : reading / factor));
          expect(driftNote(faster)).toMatch(/\+\d+%/);
          expect(driftNote(slower)).toMatch(/-\d+%/);
        },
      ),
    );
  });

  it("warns when the readings scatter so widely that the factor is uncertain", () => {
    // Shaped like the eighteenth session's runs: C scattered (median 2,175), B did not.
    const scattered = [1390, 1605, 1605, 2100, 2175, 2175, 2300, 2471, 2471, 2802];
    expect(spreadNote(scattered)).toMatch(/middle half spans 32% of their median/);
    const steady = [2431, 2431, 2600, 2672, 2672, 2700, 2731, 2731, 3006, 1604];
    expect(spreadNote(steady)).toBeUndefined();
    expect(spreadNote([1000, 3000, 2000])).toBeUndefined();
  });
});
