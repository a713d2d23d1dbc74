/**
 * The one phone the benchmark measures, whatever machine runs it (decision 041). Lighthouse slows
 * the host's CPU by a factor; a fixed factor measures a mid-range phone on a fast host and a cheap
 * one on a slow host. So the benchmark measures the host with Lighthouse's own yardstick (its
 * benchmark index) and chooses the factor that brings this host down to the phone's index.
 */

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
 * Whether the host's index during the runs (Lighthouse reads it before every run) drifted from the
 * one calibrated to: more than a fifth means the machine got busier or idler, and the figures
 * measured a different phone.
 */
export function driftNote(calibration: Calibration, duringRuns: number): string | undefined {
  const drift = duringRuns / calibration.hostIndex - 1;
  if (Math.abs(drift) <= 0.2) return undefined;
  return (
    `The host's index during the runs (${Math.round(duringRuns)}) differs by ${Math.round(drift * 100)}% from the ` +
    `${calibration.hostIndex} calibrated to: the figures describe a ${drift < 0 ? "slower" : "faster"} phone than ` +
    `${calibration.phone.benchmarkIndex}. Rerun on an idle machine.`
  );
}

/**
 * The host's CPU by Lighthouse's own yardstick: the benchmark index Lighthouse reads before each
 * run (`readIndex`: one warm-up run), median of `times` readings. A single reading varies with
 * whatever else the machine does at that moment.
 */
export async function measureHostIndex(readIndex: () => Promise<number>, times = 3): Promise<number> {
  const readings: number[] = [];
  for (let reading = 0; reading < times; reading++) readings.push(await readIndex());
  readings.sort((a, b) => a - b);
  return readings[Math.floor(readings.length / 2)] ?? 0;
}
