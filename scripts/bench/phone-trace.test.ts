import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asPhoneTaskTimes, phoneScale, type TraceEvent } from "./phone-trace.ts";

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
  it("stretches the CPU time by the factor and keeps the wait as it was", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 20, noNaN: true }),
        (wall, cpuShare, factor) => {
          const cpu = wall * cpuShare;
          const onPhone = wall * phoneScale(wall, cpu, factor) * factor;
          expect(onPhone).toBeCloseTo(cpu * factor + (wall - cpu), 6);
          expect(onPhone).toBeLessThanOrEqual(wall * factor + 1e-6);
        },
      ),
    );
  });

  it("leaves a task that was all CPU as Lantern would judge it", () => {
    expect(phoneScale(10_000, 10_000, 5)).toBe(1);
    expect(phoneScale(10_000, 10_400, 5)).toBe(1);
  });

  it("shortens a task whose thread waited, with what ran inside it, and nothing on another thread", () => {
    const waited = task(1_000, 20_000, 4_000);
    const inside: TraceEvent = { ...main, ph: "X", ts: 11_000, dur: 10_000, name: "TimerFire" };
    const begin: TraceEvent = { ...main, ph: "B", ts: 3_000, name: "ParseHTML" };
    const end: TraceEvent = { ...main, ph: "E", ts: 5_000, name: "ParseHTML" };
    const mark: TraceEvent = { ...main, ph: "R", ts: 15_000, name: "firstContentfulPaint" };
    const later = task(40_000, 6_000, 6_000);
    const elsewhere = task(1_000, 20_000, 1_000, { pid: 2, tid: 9 });
    const events = [later, inside, waited, begin, end, mark, elsewhere];

    asPhoneTaskTimes(events, main, 4);

    // 4 ms on the CPU and 16 ms waiting: 4 + 16 ÷ 4 = 8 ms, so 32 ms at 4x (16 + 16).
    expect(waited).toMatchObject({ ts: 1_000, dur: 8_000 });
    expect(inside).toMatchObject({ ts: 1_000 + 10_000 * 0.4, dur: 4_000 });
    expect(begin.ts).toBe(1_000 + 2_000 * 0.4);
    expect(end.ts).toBe(1_000 + 4_000 * 0.4);
    expect(mark.ts).toBe(15_000);
    expect(later).toMatchObject({ ts: 40_000, dur: 6_000 });
    expect(elsewhere).toMatchObject({ ts: 1_000, dur: 20_000 });
  });

  it("keeps every event inside the task it ran in, for any tasks and any factor", () => {
    const recorded = fc.array(
      fc.record({
        gap: fc.integer({ min: 0, max: 5_000 }),
        dur: fc.integer({ min: 1, max: 50_000 }),
        cpuShare: fc.double({ min: 0, max: 1, noNaN: true }),
        children: fc.array(
          fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
          {
            maxLength: 5,
          },
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
          const children = shape.children.map(([at, share]): TraceEvent => {
            const start = ts + Math.floor(at * shape.dur);
            return { ...main, ph: "X", ts: start, dur: Math.floor((ts + shape.dur - start) * share) };
          });
          pairs.push({ parent, children });
          ts += shape.dur + 1;
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
