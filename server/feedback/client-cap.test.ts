import { describe, expect, it } from 'vitest';
import { createClientCap } from './client-cap.js';

describe('the per-address cap', () => {
  it('counts per address and thing, per address in all, and starts afresh with the next window', () => {
    let clock = 0;
    const cap = createClientCap({ windowMs: 1_000, perThing: 2, perClient: 3, maxEntries: 100, now: () => clock });
    expect([cap.take('10.0.0.1', 'q1'), cap.take('10.0.0.1', 'q1'), cap.take('10.0.0.1', 'q1')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([cap.take('10.0.0.1', 'q2'), cap.take('10.0.0.1', 'q3')]).toEqual([true, false]);
    expect(cap.take('10.0.0.2', 'q1')).toBe(true);
    expect(cap.retryAfter()).toBe(1);
    clock = 1_000;
    expect(cap.take('10.0.0.1', 'q1')).toBe(true);
    expect(cap.size).toBe(2);
  });

  it('holds no more entries than its bound, refusing new clients rather than forgetting old ones', () => {
    const cap = createClientCap({ windowMs: 60_000, perThing: 1, perClient: 10, maxEntries: 50 });
    for (let i = 0; i < 1_000; i++) cap.take(`10.0.${i >> 8}.${i & 255}`, 'q1');
    expect(cap.size).toBeLessThanOrEqual(50);
    expect(cap.take('10.0.0.0', 'q1')).toBe(false); // still counted: its entry was kept
  });

  it('keeps no address in clear', () => {
    const cap = createClientCap({ windowMs: 60_000, perThing: 1, perClient: 10, maxEntries: 50 });
    cap.take('198.51.100.7', 'javascript:typeof-null');
    expect(cap.keys()).toHaveLength(2);
    for (const key of cap.keys()) expect(key).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
