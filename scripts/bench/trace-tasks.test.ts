import { describe, expect, it } from 'vitest';
import { blockingAt, mainThreadTasks, type TraceEvent } from './trace-tasks';

const ORIGIN = 'http://127.0.0.1:4000';
const main = { pid: 1, tid: 7, ph: 'X' };
const ms = (value: number) => value * 1000;

const trace: TraceEvent[] = [
  { ...main, name: 'ParseHTML', ts: ms(100), dur: ms(5), args: { beginData: { url: `${ORIGIN}/topics` } } },
  { ...main, name: 'RunTask', ts: ms(100), dur: ms(30) },
  { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 7, ts: ms(200) },
  { ...main, name: 'RunTask', ts: ms(250), dur: ms(12) },
  { ...main, name: 'v8.evaluateModule', ts: ms(251), dur: ms(9) },
  { ...main, name: 'FunctionCall', ts: ms(252), dur: ms(2), args: { data: { url: `${ORIGIN}/boot.js`, functionName: 'start' } } },
  { ...main, name: 'RunTask', ts: ms(300), dur: ms(9.9) },
  { ...main, name: 'RunTask', ts: ms(400), dur: ms(25) },
  { ...main, name: 'SVGImage::DataChanged', ts: ms(401), dur: ms(20) },
  // Another thread's long task is not the page's.
  { pid: 1, tid: 8, ph: 'X', name: 'RunTask', ts: ms(500), dur: ms(90) },
];

describe('mainThreadTasks', () => {
  it("lists the page thread's tasks of the minimum or longer, timed from the first paint, with their causes", () => {
    expect(mainThreadTasks(trace, '/topics', ORIGIN, 10)).toEqual([
      { start: -100, duration: 30, afterFirstPaint: false, causes: ['parse 5.0 ms'] },
      { start: 50, duration: 12, afterFirstPaint: true, causes: ['module 9.0 ms', 'call /boot.js start 2.0 ms'] },
      { start: 200, duration: 25, afterFirstPaint: true, causes: ['svg image 20.0 ms'] },
    ]);
  });

  it('says when the trace lacks the page', () => {
    expect(() => mainThreadTasks(trace, '/review', ORIGIN, 10)).toThrow(/no parse of .*\/review/);
  });
});

describe('blockingAt', () => {
  it("counts, as Lantern does, only tasks of 10 ms or more after the first paint, multiplied, past 50 ms", () => {
    const tasks = mainThreadTasks(trace, '/topics', ORIGIN, 5);
    // 12 ms and 25 ms count; the 9.9 ms task is dropped and the 30 ms one came before the paint.
    expect(blockingAt(tasks, 4)).toBe(0 + (100 - 50));
    expect(blockingAt(tasks, 12)).toBeCloseTo(144 - 50 + (300 - 50));
  });
});

it("names Chromium's own work by its longest event past the wrappers when nothing else names it", () => {
  const own: TraceEvent[] = [
    { ...main, name: 'ParseHTML', ts: ms(100), dur: ms(1), args: { beginData: { url: `${ORIGIN}/` } } },
    { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 7, ts: ms(200) },
    { ...main, name: 'RunTask', ts: ms(300), dur: ms(20) },
    { ...main, name: 'ThreadControllerImpl::RunTask', ts: ms(300), dur: ms(20) },
    { ...main, name: 'CookieJar::Cookies', ts: ms(301), dur: ms(4) },
    { ...main, name: 'ResourceDispatcher::OnReceivedData', ts: ms(306), dur: ms(12) },
  ];
  expect(mainThreadTasks(own, '/', ORIGIN, 10)[0]?.causes).toEqual(['ResourceDispatcher::OnReceivedData 12.0 ms']);
});
