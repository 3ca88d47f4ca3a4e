import { describe, expect, it } from 'vitest';
import { externalApiUrl } from './build-settings';

describe('the API URL a build names (VITE_API_URL)', () => {
  it.each([undefined, '', '/', '/quiz-api/'])('%j is this site', (value) => {
    expect(externalApiUrl(value)).toBeNull();
  });

  it.each([
    ['https://quiz.example.org/', 'https://quiz.example.org'],
    ['http://127.0.0.2:4414', 'http://127.0.0.2:4414'],
    ['https://x.example/api//', 'https://x.example/api'],
  ])('%s is another site, as %s', (value, expected) => {
    expect(externalApiUrl(value)).toBe(expected);
  });

  it.each(['//x.example', 'ftp://x.example', 'javascript:alert(1)', 'http://[', 'quiz.example.org'])(
    '%s is refused with what to write instead',
    (value) => {
      expect(() => externalApiUrl(value)).toThrow(
        /VITE_API_URL must be an http\(s\) URL such as https:\/\/quiz\.example\.org/,
      );
    },
  );
});
