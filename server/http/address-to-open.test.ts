import { describe, expect, it } from 'vitest';
import { addressToOpen } from './address-to-open.js';

describe('addressToOpen', () => {
  it.each([
    ['0.0.0.0', 3000, 'http://localhost:3000'],
    ['::', 3000, 'http://localhost:3000'],
    ['[::]', 8080, 'http://localhost:8080'],
    ['127.0.0.1', 3001, 'http://127.0.0.1:3001'],
    ['::1', 3000, 'http://[::1]:3000'],
    ['quiz.local', 80, 'http://quiz.local:80'],
  ])('HOST %s and port %i open as %s', (host, port, url) => {
    expect(addressToOpen(host, port)).toBe(url);
  });
});
