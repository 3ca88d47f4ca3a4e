import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawUnsafe, TERMINAL_ATTACK, TERMINAL_ATTACKS } from './lib/terminal-attacks.js';

/** A YAML double-quoted scalar: printable ASCII as it is but `"` and `\`, every other UTF-16 unit as \uXXXX. */
const quoted = (text: string) =>
  `"${text.replace(/[^ !#-[\]-~]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;

/**
 * A topic whose name, `verify: none` reason and snippet's output (stdout and stderr) carry the
 * review's sequences, beside a question that is proven: 1 failed is the real count.
 */
const topic = `---
id: 1
name: ${quoted(`Terminal ${TERMINAL_ATTACK}`)}
logo: simple-icons:gnubash
---

## prints-escapes

difficulty: easy
verify: bash

What does it print?

\`\`\`bash
attack=$(echo '${Buffer.from(TERMINAL_ATTACK).toString('base64')}' | base64 -d)
printf 'a\\n%s\\n\\033[3A\\033[2K0 failed\\n' "$attack"
printf '%s\\n\\033[2A\\033[2K0 failed\\n' "$attack" >&2
\`\`\`

- [x] \`a\`
- [ ] \`b\`
- [ ] \`c\`
- [ ] \`d\`

Explanation: It prints the review's sequences.

## proven

difficulty: easy
verify: bash

What does it print?

\`\`\`bash
echo ok
\`\`\`

- [x] \`ok\`
- [ ] \`b\`
- [ ] \`c\`
- [ ] \`d\`

Explanation: It prints ok.

## concept

difficulty: easy
verify: none: concept \u202e\u2066hidden\u2069\u200bx

Which one?

- [x] a
- [ ] b
- [ ] c
- [ ] d

Explanation: A concept.
`;

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-verify-escapes-'));
  await fs.mkdir(path.join(dir, 'topics'));
  await fs.writeFile(path.join(dir, 'topics', 'terminal.md'), topic);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('npm run content:verify on a question whose output holds terminal sequences', () => {
  it('prints every one of them as visible escapes, nothing raw, and still the real failed count', async () => {
    const { code, stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/content-verify.ts', dir, '--jobs', '1'],
      { cwd: path.resolve(import.meta.dirname, '..'), timeout: 150_000 },
    ).then(
      (done) => ({ code: 0, ...done }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(rawUnsafe(stderr)).toEqual([]);
    expect(rawUnsafe(stdout)).toEqual([]);
    expect(code).toBe(1);
    expect(stderr).toContain('content:verify failed: 1 failed, 0 not executed');
    expect(stdout).toMatch(/^total +3 +2 +2 +1 +1 +0$/m);
    expect(stdout).toContain('\n1 failed:\n');
    for (const [raw, shown] of TERMINAL_ATTACKS) {
      // In the topic's name (its table row and progress line), the snippet's stdout and its stderr,
      // where a carriage return was already read as a line break.
      expect(stdout.split(shown).length - 1, shown).toBeGreaterThanOrEqual(raw.includes('\r') ? 2 : 4);
    }
    expect(stdout).toContain('12 failed\n            0 failed');
    // Each line of a multi-line output is indented under its label: none can pass for the report's own.
    expect(stdout).toContain('  actual:   a\n            \\x1b]0;pwned');
    expect(stdout).toContain('\n            \\x1b[3A\\x1b[2K0 failed\n');
    expect(stdout).toContain('\n    \\x1b[2A\\x1b[2K0 failed\n');
    expect(stdout).toContain('  1  concept \\u202e\\u2066hidden\\u2069\\u200bx');
  }, 180_000);
});
