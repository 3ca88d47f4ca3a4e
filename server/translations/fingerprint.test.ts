import { describe, expect, it } from 'vitest';
import { parseTopicMarkdown } from '../content/parse-markdown.js';
import { sourceFingerprint, translationState } from './fingerprint.js';

const SOURCE = `---
id: 1
name: T
logo: simple-icons:git
---

## q
difficulty: easy
tags: a
verify: node

What does this print?

\`\`\`js
console.log(1 + 1);
\`\`\`

- [ ] \`11\`
- [x] \`2\`
- [ ] \`NaN\`
- [ ] \`undefined\`

Explanation: Both are numbers, so \`+\` adds.
`;

const fingerprintOf = (text: string) => {
  const { draft, problems } = parseTopicMarkdown('t.md', 't', text);
  expect(problems).toEqual([]);
  return sourceFingerprint(draft!.questions[0]!);
};

describe('the source fingerprint', () => {
  const original = fingerprintOf(SOURCE);

  it('is 16 hex digits, the same for the same text', () => {
    expect(original).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintOf(SOURCE)).toBe(original);
  });

  it.each([
    ['the question text', 'What does this print?', 'What does this log?'],
    ['the code', 'console.log(1 + 1);', 'console.log(1 + 2);'],
    ['an option', '- [ ] `NaN`', '- [ ] `null`'],
    ['the option order', '- [ ] `11`\n- [x] `2`', '- [x] `2`\n- [ ] `11`'],
    ['the answer mark', '- [ ] `11`\n- [x] `2`', '- [x] `11`\n- [ ] `2`'],
    ['the explanation', 'so `+` adds.', 'so `+` sums them.'],
  ])('changes with %s', (_what, from, to) => {
    expect(SOURCE).toContain(from);
    expect(fingerprintOf(SOURCE.replace(from, to))).not.toBe(original);
  });

  it.each([
    ['the difficulty', 'difficulty: easy', 'difficulty: hard'],
    ['the tags', 'tags: a', 'tags: b'],
    ['the verify line', 'verify: node', 'verify: none: concept'],
    [
      'trailing spaces and blank lines around the text',
      'node\n\nWhat does this print?\n',
      'node\n\n\n\nWhat does this print?  \n',
    ],
    ['a Check block', 'so `+` adds.\n', 'so `+` adds.\n\nCheck:\n\n```js\nconsole.log(2);\n```\n'],
  ])('ignores %s, which a translation does not carry', (_what, from, to) => {
    expect(SOURCE).toContain(from);
    expect(fingerprintOf(SOURCE.replace(from, to))).toBe(original);
  });
});

describe('the staleness rule', () => {
  it('is fresh while the recorded fingerprint is the current one, stale once it differs, pending before a stamp', () => {
    expect(translationState('1904f0527411e72c', '1904f0527411e72c')).toBe('fresh');
    expect(translationState('1904f0527411e72c', '46b1289d42775de8')).toBe('stale');
    expect(translationState('pending', '46b1289d42775de8')).toBe('pending');
  });
});
