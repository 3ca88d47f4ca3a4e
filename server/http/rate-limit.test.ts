import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientKey, createRateLimit, networkKey } from './rate-limit.js';

function fakeReply() {
  const reply = {
    statusCode: 200,
    header: () => reply,
    type: () => reply,
    code: (status: number) => ((reply.statusCode = status), reply),
    send: () => reply,
  };
  return reply;
}
const hit = (limit: ReturnType<typeof createRateLimit>, ip: string) =>
  limit.allow({ ip } as FastifyRequest, fakeReply() as unknown as FastifyReply);

describe('the rate limit table', () => {
  it('never holds more than its size, whatever addresses arrive, and still limits the ones past it', () => {
    const limit = createRateLimit(3, { maxClients: 1_000 });
    for (let i = 0; i < 5_000; i++) hit(limit, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(limit.tracked).toBeLessThanOrEqual(1_001);
    // Clients past the table share one count, which is long spent: a new address gains nothing.
    expect(hit(limit, '192.0.2.1')).toBe(false);
    // Clients already in the table keep their own count.
    expect(hit(limit, '10.0.0.0')).toBe(true);
  });

  it('counts text that is no address at all under one key', () => {
    const limit = createRateLimit(2);
    const junk = (i: number) => `${'x'.repeat(16_000)}${i}`;
    expect([0, 1, 2].map((i) => hit(limit, junk(i)))).toEqual([true, true, false]);
    expect(limit.tracked).toBe(1);
  });
});

describe('the rate limit window', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a client past its limit until the minute is over, then counts afresh', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    const limit = createRateLimit(2);
    expect([1, 2, 3].map(() => hit(limit, '203.0.113.1'))).toEqual([true, true, false]);
    vi.setSystemTime(new Date('2026-01-01T00:00:59.999Z'));
    expect(hit(limit, '203.0.113.1')).toBe(false);
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect([1, 2, 3].map(() => hit(limit, '203.0.113.1'))).toEqual([true, true, false]);
    expect(limit.tracked).toBe(1);
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::9', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not:an:address', 'overflow'],
    ['x'.repeat(100), 'overflow'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe('networkKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1::/48'],
    ['2001:db8:1:ffff::1', '2001:db8:1::/48'],
    ['not:an:address', 'overflow'],
    ['not-an-address', 'overflow'],
    ['x'.repeat(100), 'overflow'],
  ])('puts %s in %s', (ip, key) => {
    expect(networkKey(ip)).toBe(key);
  });
});
