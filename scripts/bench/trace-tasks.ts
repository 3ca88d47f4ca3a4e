/**
 * The page's main-thread tasks from a Chromium trace, each with what it spent its time on. Lighthouse's
 * simulation (Lantern) drops every task shorter than 10 ms as observed, then multiplies the others by its
 * CPU slowdown and counts what exceeds 50 ms as blocking: so a task of 10 ms or more after the first
 * paint is what costs TBT, and one under 10 ms costs nothing at any slowdown.
 */
export const LANTERN_MIN_TASK_MS = 10;
const BLOCKING_MS = 50;

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
};

export type Task = { start: number; duration: number; afterFirstPaint: boolean; causes: string[] };

/** Events that name a cause; SVG images are decoded as documents of their own on the main thread. */
const CAUSES: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'module',
  FunctionCall: 'call',
  TimerFire: 'timer',
  RunMicrotasks: 'microtasks',
  FireAnimationFrame: 'frame',
  EventDispatch: 'event',
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  Commit: 'commit',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'SVGImage::DataChanged': 'svg image',
};

const WRAPPERS = new Set(['ThreadControllerImpl::RunTask', 'Receive mojo message', 'SimpleWatcher::OnHandleReady']);

/** Top-level tasks of `minMs` or longer on the thread that parsed `pagePath`, in milliseconds from the first paint. */
export function mainThreadTasks(events: TraceEvent[], pagePath: string, origin: string, minMs: number): Task[] {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === `${origin}${pagePath}`,
  );
  if (!parse) throw new Error(`The trace has no parse of ${origin}${pagePath}: did the page load?`);
  const thread = events
    .filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid);
  if (!paint) throw new Error(`The trace has no first contentful paint of ${pagePath}`);
  return thread
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= minMs * 1000)
    .map((task) => ({
      start: (task.ts - paint.ts) / 1000,
      duration: task.dur! / 1000,
      afterFirstPaint: task.ts >= paint.ts,
      causes: causesOf(thread, task, origin),
    }));
}

/** The named work inside a task, largest first, with its time and script; nested work counts in each kind it is inside. */
function causesOf(thread: TraceEvent[], task: TraceEvent, origin: string): string[] {
  const end = task.ts + task.dur!;
  const spent = new Map<string, number>();
  let unnamed: TraceEvent | undefined;
  for (const event of thread) {
    if (event.ts < task.ts || event.ts >= end || event === task || !event.dur) continue;
    const kind = CAUSES[event.name];
    if (!kind) {
      // Chromium's own work (IPC, loading) has no kind above: its longest event, past the wrappers, names it.
      if (!WRAPPERS.has(event.name) && event.dur > (unnamed?.dur ?? 0)) unnamed = event;
      continue;
    }
    const url = event.args?.data?.url?.replace(origin, '');
    const name = event.args?.data?.functionName;
    const label = url ? `${kind} ${url}${name ? ` ${name}` : ''}` : kind;
    spent.set(label, (spent.get(label) ?? 0) + event.dur / 1000);
  }
  if (spent.size === 0 && unnamed) spent.set(unnamed.name, unnamed.dur! / 1000);
  return [...spent]
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([label, ms]) => `${label} ${ms.toFixed(1)} ms`);
}

/**
 * Lantern's blocking time for these tasks at a CPU slowdown, counting every task after the first
 * paint: an upper bound of its TBT, which also ends the count at the page's time to interactive.
 */
export function blockingAt(tasks: Task[], slowdown: number): number {
  return tasks
    .filter((task) => task.afterFirstPaint && task.duration >= LANTERN_MIN_TASK_MS)
    .reduce((sum, task) => sum + Math.max(0, task.duration * slowdown - BLOCKING_MS), 0);
}
