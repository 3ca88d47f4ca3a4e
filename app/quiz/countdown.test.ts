import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, formatDuration, startCountdown } from './countdown';

describe('the countdown of a timed quiz', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 23, 10, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  const start = (ms: number) => {
    const events: string[] = [];
    const ticks: number[] = [];
    const stop = startCountdown(Date.now() + ms, {
      onTick: (left) => ticks.push(left),
      onWarning: () => events.push(`warning at ${ticks.at(-1)}`),
      onEnd: () => events.push(`end at ${ticks.at(-1)}`),
    });
    return { events, ticks, stop };
  };

  it('ticks every second, warns once at one minute left and ends once at zero', () => {
    const { events, ticks } = start(3 * 60_000);
    expect(ticks).toEqual([180_000]);
    vi.advanceTimersByTime(119_000);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(events).toEqual(['warning at 60000']);
    vi.advanceTimersByTime(59_000);
    expect(events).toEqual(['warning at 60000']);
    vi.advanceTimersByTime(1_000);
    expect(events).toEqual(['warning at 60000', 'end at 0']);
    expect(ticks).toHaveLength(181);
    vi.advanceTimersByTime(10_000);
    expect(ticks).toHaveLength(181);
  });

  it('reads the clock, so a jump forward (a sleeping laptop) lands on the true time left', () => {
    const { events, ticks } = start(10 * 60_000);
    vi.setSystemTime(Date.now() + 9 * 60_000 + 30_000);
    vi.advanceTimersByTime(1_000);
    expect(ticks.at(-1)).toBe(29_000);
    expect(events).toEqual(['warning at 29000']);
    vi.setSystemTime(Date.now() + 60_000);
    vi.advanceTimersByTime(1_000);
    expect(events).toEqual(['warning at 29000', 'end at 0']);
  });

  it('warns at once when the whole round is a minute or less', () => {
    expect(start(60_000).events).toEqual(['warning at 60000']);
  });

  it('stops when asked', () => {
    const { events, ticks, stop } = start(90_000);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(ticks).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('shows minutes and seconds, rounding up so zero shows only at zero', () => {
    expect(formatClock(600_000)).toBe('10:00');
    expect(formatClock(65_500)).toBe('1:06');
    expect(formatClock(1)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(42_400)).toBe('42 s');
  });
});
