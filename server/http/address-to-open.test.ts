import { describe, expect, it } from 'vitest';
import { addressToOpen, startLine } from './address-to-open.js';

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

describe('startLine', () => {
  it('names the app, or under npm run dev the API and where the app is', () => {
    expect(startLine('0.0.0.0', 3000, false)).toBe('Quiz Dojo is running at http://localhost:3000');
    expect(startLine('127.0.0.1', 3000, true)).toBe(
      "Quiz Dojo's API is running at http://127.0.0.1:3000; open the app at the Local address Vite prints",
    );
  });
});
