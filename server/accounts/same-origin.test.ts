import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label.js';
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

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on macOS'],
    ['curl/8.5.0', 'Unknown browser'],
    [undefined, 'Unknown browser'],
  ])('%s is %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});
