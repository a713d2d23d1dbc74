import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  asPhoneTaskTimes,
  blockingLine,
  lanternShortestTask,
  layoutTaskShare,
  phoneScale,
  type TraceEvent,
} from "./phone-trace.ts";

const main = { pid: 1, tid: 7 };
const task = (ts: number, dur: number, tdur?: number, thread = main): TraceEvent => ({
  ...thread,
  ph: "X",
  ts,
  dur,
  ...(tdur !== undefined && { tdur }),
  name: "RunTask",
});

describe("a recorded task as the phone would run it", () => {
  it("stretches the CPU time by the multiplier and keeps the wait as it was, a blocking task down to Lantern's shortest", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 1.01, max: 20, noNaN: true }),
        (wall, cpuShare, multiplier) => {
          const cpu = wall * cpuShare;
          const onPhone = wall * phoneScale(wall, cpu, multiplier) * multiplier;
          const modelled = cpu * multiplier + (wall - cpu);
          const blocks = modelled > blockingLine;
          const floor = (wall >= lanternShortestTask && blocks ? lanternShortestTask : 0) * multiplier;
          expect(onPhone).toBeCloseTo(Math.max(modelled, floor), 6);
          expect(onPhone).toBeLessThanOrEqual(wall * multiplier + 1e-6);
        },
      ),
    );
  });

  it("leaves a task that was all CPU, or a multiplier of 1 or less, as Lantern would judge it", () => {
    expect(phoneScale(20_000, 20_000, 5)).toBe(1);
    expect(phoneScale(20_000, 20_400, 5)).toBe(1);
    expect(phoneScale(20_000, 1_000, 1)).toBe(1);
  });

  it("never shortens a task that blocks on the phone into one Lantern would leave out", () => {
    // 12 ms, 8.8 on the CPU, at 6.4x: 8.8 + 3.2 ÷ 6.4 = 9.3 ms, under Lantern's 10; 59.5 ms on the phone.
    expect(12_000 * phoneScale(12_000, 8_800, 6.4)).toBe(lanternShortestTask);
    expect(8_000 * phoneScale(8_000, 1_000, 6.4)).toBeCloseTo(1_000 + 7_000 / 6.4, 6);
  });

  it("lets a task that does not block on the phone go under Lantern's shortest, as the page's other short tasks are", () => {
    // 12 ms, 3 on the CPU, at 6.5x: 3 × 6.5 + 9 = 28.5 ms on the phone, under the 50 ms line. Held
    // at 10 ms it would be 65 ms there, 15 of them blocking.
    expect(12_000 * phoneScale(12_000, 3_000, 6.5)).toBeCloseTo(3_000 + 9_000 / 6.5, 6);
    // A task that lays out, stretched by half the factor: 8 × 3.25 + 4 = 30 ms on the phone.
    expect(12_000 * phoneScale(12_000, 8_000, 6.5 * layoutTaskShare)).toBeCloseTo(8_000 + 4_000 / 3.25, 6);
    // The same CPU time at the whole factor blocks (8 × 6.5 + 4 = 56 ms): held at 10 ms.
    expect(12_000 * phoneScale(12_000, 8_000, 6.5)).toBe(lanternShortestTask);
  });

  it("shortens a task whose thread waited, with what ran inside it, and nothing on another thread", () => {
    const waited = task(1_000, 40_000, 8_000);
    const inside: TraceEvent = { ...main, ph: "X", ts: 11_000, dur: 10_000, name: "TimerFire" };
    const begin: TraceEvent = { ...main, ph: "B", ts: 3_000, name: "ParseHTML" };
    const end: TraceEvent = { ...main, ph: "E", ts: 5_000, name: "ParseHTML" };
    const mark: TraceEvent = { ...main, ph: "R", ts: 15_000, name: "firstContentfulPaint" };
    const later = task(50_000, 16_000, 16_000);
    const elsewhere = task(1_000, 40_000, 1_000, { pid: 2, tid: 9 });
    const events = [later, inside, waited, begin, end, mark, elsewhere];

    asPhoneTaskTimes(events, main, 4);

    // 8 ms on the CPU and 32 ms waiting: 8 + 32 ÷ 4 = 16 ms, so 64 ms at 4x (32 + 32).
    expect(waited).toMatchObject({ ts: 1_000, dur: 16_000 });
    expect(inside).toMatchObject({ ts: 1_000 + 10_000 * 0.4, dur: 4_000 });
    expect(begin.ts).toBe(1_000 + 2_000 * 0.4);
    expect(end.ts).toBe(1_000 + 4_000 * 0.4);
    expect(mark.ts).toBe(15_000);
    expect(later).toMatchObject({ ts: 50_000, dur: 16_000 });
    expect(elsewhere).toMatchObject({ ts: 1_000, dur: 40_000 });
  });

  it("keeps the wait of a task that lays out, which Lantern stretches by half the factor", () => {
    const layingOut = task(0, 40_000, 8_000);
    const layout: TraceEvent = { ...main, ph: "X", ts: 1_000, dur: 6_000, name: "Layout" };
    asPhoneTaskTimes([layingOut, layout], main, 8);
    const multiplier = 8 * layoutTaskShare;
    expect((layingOut.dur ?? 0) * multiplier).toBeCloseTo(8_000 * multiplier + 32_000, 6);
  });

  it("keeps every event inside the task it ran in, for any tasks, back to back or not, and any factor", () => {
    const recorded = fc.array(
      fc.record({
        gap: fc.integer({ min: 0, max: 5_000 }),
        dur: fc.integer({ min: 1, max: 50_000 }),
        cpuShare: fc.double({ min: 0, max: 1, noNaN: true }),
        laysOut: fc.boolean(),
        children: fc.array(
          fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
          { maxLength: 5 },
        ),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(recorded, fc.double({ min: 1, max: 10, noNaN: true }), (shapes, factor) => {
        let ts = 0;
        const pairs: Array<{ parent: TraceEvent; children: TraceEvent[] }> = [];
        for (const shape of shapes) {
          ts += shape.gap;
          const parent = task(ts, shape.dur, Math.round(shape.dur * shape.cpuShare));
          const children = shape.children.map(([at, share], index): TraceEvent => {
            // A child starts inside its task (before its end), as Chrome records them.
            const start = ts + Math.floor(at * (shape.dur - 1));
            const name = shape.laysOut && index === 0 ? "Layout" : "FunctionCall";
            return { ...main, ph: "X", ts: start, dur: Math.floor((ts + shape.dur - start) * share), name };
          });
          pairs.push({ parent, children });
          ts += shape.dur;
        }
        asPhoneTaskTimes(
          pairs.flatMap(({ parent, children }) => [parent, ...children]),
          main,
          factor,
        );
        for (const { parent, children } of pairs) {
          for (const child of children) {
            expect(child.ts).toBeGreaterThanOrEqual(parent.ts - 1e-6);
            expect(child.ts + (child.dur ?? 0)).toBeLessThanOrEqual(parent.ts + (parent.dur ?? 0) + 1e-6);
          }
        }
      }),
    );
  });
});
