import { describe, expect, it } from 'vitest';
import { rawUnsafe, TERMINAL_ATTACK } from '../lib/terminal-attacks.js';
import { claim } from './test-claim.js';
import { formatReport } from './report.js';
import type { Outcome } from './verify-question.js';

const result = (id: string, verify: string, outcome: Outcome) => ({
  claim: { ...claim(verify, 'x', ''), id },
  outcome,
});

describe('formatReport', () => {
  it('prints a row per topic and a total, the verify: none questions by reason, each failure with file:line, and what could not run', () => {
    const report = formatReport([
      {
        name: 'JavaScript',
        results: [
          result('js:a', 'node', { status: 'proven' }),
          result('js:b', 'node', { status: 'failed', expected: '1 2', actual: '1 3', why: '' }),
          result('js:c', 'none: concept', { status: 'not-executable' }),
          result('js:d', 'none: browser rendering', { status: 'not-executable' }),
          result('js:e', 'none: Concept (the spec)', { status: 'not-executable' }),
        ],
      },
      {
        name: 'Go',
        results: [
          result('go:a', 'go', { status: 'not-executed', reason: 'Go is not installed', missingToolchain: true }),
          result('go:b', 'go', { status: 'unmarked' }),
        ],
      },
    ]);
    expect(report).toBe(
      [
        'topic       questions  executable  executed  proven  failed  unmarked',
        'JavaScript          5           2         2       1       1         0',
        'Go                  2           1         0       0       0         1',
        'total               7           3         2       1       1         1',
        '',
        'not executable (verify: none), by topic and reason:',
        'JavaScript: 3',
        '    2  concept',
        '    1  browser rendering',
        '',
        '1 failed:',
        'test.md:1: js:b',
        '  expected: 1 2',
        '  actual:   1 3',
        '',
        '1 not executed:',
        'test.md:1: go:a: Go is not installed',
      ].join('\n'),
    );
  });

  it('shows what a question and its snippet print as visible escapes, each line of an output indented under its label', () => {
    const report = formatReport([
      {
        name: 'Evil\u202e',
        results: [
          result('evil:a', 'bash', {
            status: 'failed',
            expected: '\u2066a\u2069',
            actual: '1\n\x1b[2A\x1b[2K0 failed',
            why: 'stderr: \x1b]0;pwned\x07\n\x9b2A',
          }),
          result('evil:b', 'bash', { status: 'not-executed', reason: TERMINAL_ATTACK, missingToolchain: false }),
        ],
      },
    ]);
    expect(rawUnsafe(report)).toEqual([]);
    expect(report).toContain('\nEvil\\u202e          2           2         1       0       1         0\n');
    expect(report).toContain(
      [
        'test.md:1: evil:a',
        '  expected: \\u2066a\\u2069',
        '  actual:   1',
        '            \\x1b[2A\\x1b[2K0 failed',
        '  stderr: \\x1b]0;pwned\\x07',
        '    \\x9b2A',
      ].join('\n'),
    );
    expect(report).toContain('test.md:1: evil:b: \\x1b]0;pwned\\x07 ');
  });
});
