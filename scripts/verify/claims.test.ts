import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../server/content/types.js';
import { loadClaims } from './claims.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-claims-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const topic = (questions: string) => `---
id: 1
name: Demo
logo: simple-icons:javascript
tags: [types]
---
${questions}`;
const question = (id: string, verify: string, body: string, options: string[], tail = '') => `
## ${id}
difficulty: easy
tags: types
verify: ${verify}

${body}

${options.map((option, i) => `- [${i === 0 ? 'x' : ' '}] ${option}`).join('\n')}

Explanation: Because.
${tail}`;

function write(text: string) {
  fs.mkdirSync(path.join(dir, 'topics'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'topics', 'demo.md'), text);
}

describe('loadClaims', () => {
  it('runs the first code block against the correct option without backticks, or Check against Expect', async () => {
    write(
      topic(
        question('first-block', 'node', 'What prints?\n\n```js\nconsole.log(1)\n```\n\n```js\nconsole.log(2)\n```', [
          '`1`',
          '`2`',
          '`3`',
          '`4`',
        ]) +
          question(
            'with-check',
            'node 22',
            'Which is true?',
            ['A is', 'B is', 'C is', 'D is'],
            '\nCheck:\n\n```js\nconsole.log("a")\n```\n\nExpect: `a`\n',
          ) +
          question('concept', 'none: concept', 'Why?', ['Because', 'No', 'Maybe', 'Never']),
      ),
    );
    const [demo] = await loadClaims(dir);
    expect(demo!.claims.map(({ id, verify, code, expected, line }) => ({ id, verify, code, expected, line }))).toEqual([
      { id: 'demo:first-block', verify: { runner: 'node' }, code: 'console.log(1)', expected: '1', line: 8 },
      {
        id: 'demo:with-check',
        verify: { runner: 'node', version: '22' },
        code: 'console.log("a")',
        expected: 'a',
        line: 30,
      },
      {
        id: 'demo:concept',
        verify: { runner: 'none', reason: 'concept' },
        code: undefined,
        expected: 'Because',
        line: 52,
      },
    ]);
  });
  it('refuses a bank that content:check refuses', async () => {
    write(topic(question('no-verify', 'nothing-such', 'What?', ['a', 'b', 'c', 'd'])));
    await expect(loadClaims(dir)).rejects.toBeInstanceOf(ContentError);
  });
});
