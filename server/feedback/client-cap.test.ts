import { describe, expect, it } from 'vitest';
import { type CapOptions, createClientCap } from './client-cap.js';

const options = (over: Partial<CapOptions> = {}): CapOptions => ({
  windowMs: 60_000,
  client: { total: 3, perThing: 1 },
  network: { total: 10, perThing: 2 },
  maxTotals: 1_000,
  maxPairs: 1_000,
  ...over,
});
/** A new /24 for each n. */
const spread = (n: number) => `10.${(n >> 8) & 255}.${n & 255}.1`;

describe('the per-client and per-network cap', () => {
  it('counts a client once per thing and up to its total, and starts afresh with the next window', () => {
    let clock = 0;
    const cap = createClientCap(options({ windowMs: 1_000, now: () => clock }));
    const take = cap.client('10.0.0.1');
    expect([take('q1'), take('q1'), take('q2'), take('q3'), take('q4')]).toEqual([true, false, true, true, false]);
    expect(cap.client('10.0.1.1')('q1')).toBe(true);
    expect(cap.retryAfter()).toBe(1);
    clock = 1_000;
    expect(cap.client('10.0.0.1')('q1')).toBe(true);
    expect(cap.size).toEqual({ totals: 2, pairs: 2 });
  });

  it('lets the addresses of one network add no more together than the network may', () => {
    const cap = createClientCap(options());
    const oneThing = Array.from({ length: 50 }, (_, i) => cap.client(`10.0.0.${i + 1}`)('q1'));
    expect(oneThing.filter(Boolean)).toHaveLength(2);
    // An IPv6 network is its /48: every /64 of it is another client of the same network.
    const v6 = Array.from({ length: 50 }, (_, i) => cap.client(`2001:db8:7:${i.toString(16)}::1`)(`q${i}`));
    expect(v6.filter(Boolean)).toHaveLength(10);
    expect(cap.client('10.0.1.1')('q1')).toBe(true);
  });

  it('stays within its bound past a flood of networks, still counts a fresh client and keeps a flooder refused', () => {
    const cap = createClientCap(options({ maxTotals: 200, maxPairs: 400 }));
    const flooder = '192.0.2.9';
    for (let q = 0; q < 3; q++) cap.client(flooder)(`q${q}`);
    for (let n = 0; n < 5_000; n++) {
      const take = cap.client(spread(n));
      for (let q = 0; q < 4; q++) take(`q${q}`);
      // The flooder keeps sending: its spent total is read on each try and so never forgotten.
      if (n % 50 === 0) expect(cap.client(flooder)(`q${n}`)).toBe(false);
    }
    expect(cap.size).toEqual({ totals: 200, pairs: 400 });
    expect(cap.client('198.51.100.1')('q1')).toBe(true);
  });

  it('keeps no address in clear', () => {
    const cap = createClientCap(options());
    cap.client('198.51.100.7')('javascript:typeof-null');
    expect(cap.keys()).toHaveLength(4);
    for (const key of cap.keys()) expect(key).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
