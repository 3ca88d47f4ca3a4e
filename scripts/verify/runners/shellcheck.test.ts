import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';
import { findingLines } from './shellcheck.js';

const { context, dispose } = createContext(20_000);
afterAll(dispose);
const hasShellCheck = fs.existsSync('/usr/bin/shellcheck');

it('writes each finding as its line, code, level and message, ordered by place', () => {
  const json = JSON.stringify({
    comments: [
      { line: 2, column: 7, level: 'info', code: 2086, message: 'Double quote.' },
      { line: 1, column: 15, level: 'info', code: 2035, message: 'Use ./*glob*.' },
      { line: 1, column: 10, level: 'error', code: 2045, message: 'Iterating over ls.' },
    ],
  });
  expect(findingLines(json)).toBe(
    [
      'line 1: SC2045 (error): Iterating over ls.',
      'line 1: SC2035 (info): Use ./*glob*.',
      'line 2: SC2086 (info): Double quote.',
    ].join('\n'),
  );
  expect(findingLines('{"comments":[]}')).toBe('');
});

describe.runIf(hasShellCheck)('shellcheck', () => {
  it('proves the findings ShellCheck prints for a bash script, without a shebang', async () => {
    const code = 'name="a b"\necho $name\n';
    const expected = 'line 2: SC2086 (info): Double quote to prevent globbing and word splitting.';
    expect(await verifyClaim(claim('shellcheck', code, expected), context)).toEqual({ status: 'proven' });
    expect(await verifyClaim(claim('shellcheck', code, 'line 1: SC2086 (info): Wrong.'), context)).toMatchObject({
      status: 'failed',
      actual: expected,
    });
  });

  it('prints nothing for a clean script, and checks it as bash whatever its shebang', async () => {
    const code = '#!/bin/sh\nname="a b"\nif [[ -n $name ]]; then echo "$name"; fi\n';
    expect(await verifyClaim(claim('shellcheck', code, ''), context)).toEqual({ status: 'proven' });
  });
});

describe.skipIf(hasShellCheck)('without shellcheck', () => {
  it('is not executed, and says why', async () => {
    expect(await verifyClaim(claim('shellcheck', 'echo hi', ''), context)).toMatchObject({
      status: 'not-executed',
      reason: /ShellCheck is not installed/,
    });
  });
});
