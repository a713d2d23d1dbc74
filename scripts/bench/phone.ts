/**
 * The one phone the benchmark measures, whatever machine runs it (decision 041). Lighthouse slows
 * the host's CPU by a factor; a fixed factor measures a mid-range phone on a fast host and a cheap
 * one on a slow host. So the benchmark measures the host with Lighthouse's own yardstick (its
 * benchmark index, read in a quiet tab between routes: decisions 057 and 058) and chooses the factor
 * that brings this host down to the phone's index.
 */
import { median } from "./report.ts";

export type Phone = {
  /** What a reader of the report is told the figures stand for. */
  name: string;
  /** Lighthouse's benchmark index of that phone (decision 041 gives the sources). */
  benchmarkIndex: number;
};

/**
 * An entry-level Android phone as Indian families buy them (₹6,000–9,000: Helio G36/G85 or
 * Unisoc T606 class), between DevTools' low tier (index 264, a Helio G37 phone) and its mid tier
 * (1000, a Pixel 5).
 */
export const benchmarkPhone: Phone = {
  name: "an entry-level Android phone, ₹6,000–9,000 in India (Helio G36/G85, Unisoc T606 class)",
  benchmarkIndex: 400,
};

export type Calibration = { hostIndex: number; slowdown: number; phone: Phone };

/** A host whose CPU is already as slow as the phone (or slower) cannot be slowed down to it. */
export class HostTooSlowError extends Error {}

/**
 * The CPU slowdown that makes a host of `hostIndex` measure `phone`, to one decimal. A host slower
 * than the phone is refused: Lighthouse cannot speed a CPU up, and its figures would describe a
 * phone worse than the one the bars are set for.
 */
export function calibrate(hostIndex: number, phone: Phone = benchmarkPhone): Calibration {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) {
    throw new Error(`The host's CPU benchmark index must be a positive number (read ${hostIndex}).`);
  }
  const slowdown = Math.round((hostIndex / phone.benchmarkIndex) * 10) / 10;
  if (slowdown < 1) {
    throw new HostTooSlowError(
      `This machine's CPU benchmark index is ${Math.round(hostIndex)}, below the ${phone.benchmarkIndex} of the phone ` +
        `the benchmark measures, ${phone.name}: it cannot be slowed down to that phone. Run the benchmark on an ` +
        "idle or faster machine (close other work: a busy machine reads slower than it is).",
    );
  }
  return { hostIndex: Math.round(hostIndex), slowdown, phone };
}

/** The line every report prints: which host, which factor, which phone. */
export function calibrationLine(calibration: Calibration): string {
  return (
    `Calibrated to ${calibration.phone.name}, CPU benchmark index ${calibration.phone.benchmarkIndex}: ` +
    `this host's index ${calibration.hostIndex}, CPU slowdown ${calibration.slowdown}x.`
  );
}

/**
 * The host's speed in one line: the quiet readings' median, which the factor is calibrated to, and
 * how far single readings strayed from it; and, for comparison, the median of the readings
 * Lighthouse took as each load began.
 */
export function readingsLine(quiet: number[], atLoads: number[] = []): string {
  const sorted = [...quiet].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.floor(share * (sorted.length - 1))] ?? 0);
  return (
    `The host's index, read ${quiet.length} times in a quiet tab after the warm-up and between routes: median ${Math.round(median(quiet))}, ` +
    `middle half ${at(0.25)}–${at(0.75)}, ${at(0)}–${at(1)} in all.` +
    (atLoads.length > 0
      ? ` (Lighthouse's ${atLoads.length} readings as each load's tab opened: median ${Math.round(median(atLoads))}.)`
      : "")
  );
}

/**
 * Whether the host's speed changed during the run, not only from reading to reading: the median of
 * the first half of the run's readings against the second half's. More than a fifth apart, one
 * factor cannot stand for both halves, and the figures describe two phones.
 */
export function driftNote(readings: number[]): string | undefined {
  if (readings.length < 6) return undefined;
  const half = Math.floor(readings.length / 2);
  const first = Math.round(median(readings.slice(0, half)));
  const second = Math.round(median(readings.slice(half)));
  const drift = second / first - 1;
  if (Math.abs(drift) <= 0.2) return undefined;
  return (
    `The host's speed changed during the run: its index was ${first} (median) over the first half of the run and ` +
    `${second} over the second (${drift > 0 ? "+" : ""}${Math.round(drift * 100)}%), so one factor cannot stand for both ` +
    "halves and the figures describe two different phones. Rerun on an idle machine."
  );
}

/**
 * Whether the readings scattered so widely that the factor itself is uncertain: the middle half of
 * them spanning more than a quarter of their median. A route's TBT moves with the factor (about
 * 10 ms for each tenth of it on the heavier pages here), so a verdict within that of a bar is then
 * the host's, not the page's.
 */
export function spreadNote(readings: number[]): string | undefined {
  if (readings.length < 8) return undefined;
  const sorted = [...readings].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.floor(share * (sorted.length - 1))] ?? 0;
  const spread = (at(0.75) - at(0.25)) / median(readings);
  if (spread <= 0.25) return undefined;
  return (
    `The host's readings scattered: their middle half spans ${Math.round(spread * 100)}% of their median, so the factor ` +
    "is uncertain by about as much and a figure close to a bar could fall either side of it on a quieter run."
  );
}
