import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.js';

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as FastifyRequest;
const SITE = 'https://quiz.test';

describe('isSameOrigin', () => {
  it.each([
    ['POST', { origin: SITE }, true],
    ['DELETE', { origin: SITE, 'sec-fetch-site': 'same-origin' }, true],
    ['POST', { 'sec-fetch-site': 'same-origin' }, true],
    ['GET', {}, true],
    ['POST', { origin: 'https://evil.test' }, false],
    // A sibling subdomain is the same site, but not the same origin.
    ['POST', { origin: 'https://api.quiz.test', 'sec-fetch-site': 'same-site' }, false],
    ['POST', { origin: 'http://quiz.test' }, false],
    ['POST', { origin: 'null' }, false],
    ['POST', { 'sec-fetch-site': 'cross-site' }, false],
    ['POST', { 'sec-fetch-site': 'same-site' }, false],
    ['POST', {}, false],
    ['DELETE', {}, false],
  ] as const)('%s with %j: %s', (method, headers, expected) => {
    expect(isSameOrigin(request(method, headers), SITE)).toBe(expected);
  });
});
