import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { benchmarkPhone, calibrate, calibrationLine, driftNote, HostTooSlowError } from "./phone.ts";

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

  it("warns when the host's speed during the runs drifted more than a fifth", () => {
    const calibration = calibrate(2000);
    expect(driftNote(calibration, 2300)).toBeUndefined();
    expect(driftNote(calibration, 1500)).toMatch(/differs by -25%.*slower phone/);
  });
});
