/**
 * A recorded load's main thread as the phone would run it (decision 058). Lantern (Lighthouse's
 * simulator) makes a task's length on the phone its wall time on the host × the CPU factor (× half
 * the factor for a task that lays out). On a 2-core host a task's wall time is its CPU time plus the
 * time the thread waited: for the browser process (storage, fonts) or for a core, shared with the
 * browser, the GPU process and Lighthouse itself. Only the CPU time is the page's work that a
 * slower CPU stretches; so each task is shortened, before Lantern sees it, to CPU time + wait ÷
 * Lantern's multiplier, which Lantern's × multiplier turns into CPU time × multiplier + the wait as
 * it was.
 */

/** A Chrome trace event, as much of it as this reads or writes. */
export type TraceEvent = {
  pid: number;
  tid: number;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  name?: string;
};

/** Lantern's multiplier for a task that lays out: half the factor (`DEFAULT_LAYOUT_TASK_MULTIPLIER`). */
export const layoutTaskShare = 0.5;

/**
 * Lantern leaves out of its graph a task shorter than this (µs) that is not the first to parse, lay
 * out or paint and has few links (`SIGNIFICANT_DUR_THRESHOLD_MS`); a task the recording had at
 * this length or longer that blocks on the phone is never shortened below it, or its blocking
 * time would vanish with it.
 */
export const lanternShortestTask = 10_000;

/** The part of a task over this (µs) on the phone is blocking time (Lighthouse's TBT). */
export const blockingLine = 50_000;

/**
 * How much a task of `wall` µs, `cpu` of them on the CPU, is shortened (1: not at all) so that
 * Lantern's `multiplier` × its new length = `cpu` × `multiplier` + the wait. A task that blocks
 * on the phone (over 50 ms there) is never shortened below Lantern's shortest task; one that does
 * not block may be, and Lantern may then leave it out, as it leaves out the page's other short
 * tasks: held at 10 ms, it would be 10 ms × the factor on the phone, and block when it does not
 * (decision 058, amended). A CPU time over the wall time (the two clocks' rounding) counts as all
 * CPU; a multiplier of 1 or less is left to Lantern.
 */
export function phoneScale(wall: number, cpu: number, multiplier: number): number {
  if (!(wall > 0) || !(multiplier > 1)) return 1;
  const work = Math.min(Math.max(cpu, 0), wall);
  const length = work + (wall - work) / multiplier;
  const blocks = length * multiplier > blockingLine;
  return Math.max(length, wall >= lanternShortestTask && blocks ? lanternShortestTask : 0) / wall;
}

type Task = { start: number; end: number; wall: number; cpu: number | undefined; laysOut: boolean };

/** The index of the last task that starts at or before `ts` (strictly before, for an end event). */
function owner(tasks: Task[], ts: number, strictly: boolean): number {
  let low = 0;
  let high = tasks.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = tasks[middle]?.start ?? 0;
    if (strictly ? start < ts : start <= ts) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Shortens every top-level task on the thread `pid`/`tid` in place (see phoneScale, at `factor` or,
 * for a task that lays out, Lantern's share of it), and moves and shortens the events inside it in
 * proportion, so that they still nest. A task starts where it started; the thread is idle longer
 * after it. Complete (`X`) and begin/end (`B`, `E`) events are moved; marks and instant events
 * keep the time they were taken at. A task without a CPU time (`tdur`) is left as it is. Returns
 * the wall time taken off, in µs.
 */
export function asPhoneTaskTimes(events: TraceEvent[], thread: { pid: number; tid: number }, factor: number): number {
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && ["X", "B", "E"].includes(event.ph))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  for (const event of onThread) {
    if (event.ph !== "X" || event.dur === undefined) continue;
    const last = tasks.at(-1);
    // Inside the last task (a zero-length event may sit on its very end), or a task of its own.
    if (last && (event.ts < last.end || (event.ts === last.end && event.dur === 0))) continue;
    tasks.push({ start: event.ts, end: event.ts + event.dur, wall: event.dur, cpu: event.tdur, laysOut: false });
  }
  const inside = (event: TraceEvent) => {
    const task = tasks[owner(tasks, event.ts, event.ph === "E")];
    return task && event.ts <= task.end ? task : undefined;
  };
  for (const event of onThread) {
    const task = inside(event);
    if (task && event.name === "Layout") task.laysOut = true;
  }
  const scales = new Map<Task, number>();
  let removed = 0;
  for (const task of tasks) {
    const multiplier = task.laysOut ? factor * layoutTaskShare : factor;
    const scale = task.cpu === undefined ? 1 : phoneScale(task.wall, task.cpu, multiplier);
    scales.set(task, scale);
    removed += task.wall * (1 - scale);
  }
  const moves = onThread.map((event) => [event, inside(event)] as const);
  for (const [event, task] of moves) {
    const scale = task ? (scales.get(task) ?? 1) : 1;
    if (!task || scale === 1) continue;
    event.ts = task.start + (event.ts - task.start) * scale;
    if (event.dur !== undefined) event.dur *= scale;
  }
  return removed;
}
