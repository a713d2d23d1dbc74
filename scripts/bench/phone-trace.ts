/**
 * A recorded load's main thread as the phone would run it (decision 058). Lantern (Lighthouse's
 * simulator) makes a task's length on the phone its wall time on the host × the CPU factor. On a
 * 2-core host a task's wall time is its CPU time plus the time the thread waited: for the browser
 * process (storage, fonts) or for a core, shared with the browser, the GPU process and Lighthouse
 * itself. Only the CPU time is the page's work that a slower CPU stretches; so each task is
 * shortened, before Lantern sees it, to CPU time + wait ÷ factor, which Lantern's × factor turns
 * into CPU time × factor + the wait as it was.
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

/**
 * How much a task of `wall` µs, `cpu` of them on the CPU, is shortened (1: not at all) so that
 * `factor` × its new length = `cpu` × `factor` + the wait. A CPU time over the wall time (the two
 * clocks' rounding) counts as all CPU.
 */
export function phoneScale(wall: number, cpu: number, factor: number): number {
  if (!(wall > 0) || !(factor >= 1)) return 1;
  const work = Math.min(Math.max(cpu, 0), wall);
  return (work + (wall - work) / factor) / wall;
}

/**
 * Shortens every top-level task on the thread `pid`/`tid` in place (see phoneScale), and moves
 * and shortens the events inside it in proportion, so that they still nest. A task starts where
 * it started; the thread is idle longer after it. Complete (`X`) and begin/end (`B`, `E`) events
 * are moved; marks and instant events keep the time they were taken at. A task without a CPU time
 * (`tdur`) is left as it is. Returns the wall time taken off, in µs.
 */
export function asPhoneTaskTimes(events: TraceEvent[], thread: { pid: number; tid: number }, factor: number): number {
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && ["X", "B", "E"].includes(event.ph))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Array<{ start: number; end: number; scale: number }> = [];
  for (const event of onThread) {
    if (event.ph !== "X" || event.dur === undefined) continue;
    const last = tasks.at(-1);
    if (last && event.ts < last.end) continue;
    const scale = event.tdur === undefined ? 1 : phoneScale(event.dur, event.tdur, factor);
    tasks.push({ start: event.ts, end: event.ts + event.dur, scale });
  }
  let removed = 0;
  for (const task of tasks) removed += (task.end - task.start) * (1 - task.scale);
  let index = 0;
  for (const event of onThread) {
    while (index < tasks.length && (tasks[index]?.end ?? 0) < event.ts) index++;
    const task = tasks[index];
    if (!task || task.scale === 1 || event.ts < task.start) continue;
    event.ts = task.start + (event.ts - task.start) * task.scale;
    if (event.dur !== undefined) event.dur *= task.scale;
  }
  return removed;
}
