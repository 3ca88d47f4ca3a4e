import { describe, expect, it } from 'vitest';
import { parseTopicMarkdown } from './parse-markdown.js';

const FRONT = '---\nid: 40\nname: Format\nlogo: simple-icons:git\ntags: [types, closures]\n---\n';

/** The file's lines are numbered from 1: FRONT takes lines 1-6, so the heading is line 7. */
const parse = (body: string) => parseTopicMarkdown('format.md', 'format', `${FRONT}${body}`);

const QUESTION = `## typeof-null
difficulty: easy
tags: types, closures
verify: node 22

What does this print?

\`\`\`js
console.log(typeof null);
\`\`\`

- [ ] \`"null"\`
- [x] \`object\`
- [ ] \`undefined\`
- [ ] \`number\`

Explanation: a historic mistake
kept for compatibility.

Check:

\`\`\`python
print("object")
\`\`\`

Expect: \`object\`
`;

describe('parseTopicMarkdown: the issue-15 format', () => {
  it('reads the topic tags list, tags, verify, the question code, Check and Expect, with their lines', () => {
    const { draft, problems } = parse(QUESTION);
    expect(problems).toEqual([]);
    expect(draft!.tags).toEqual(['types', 'closures']);
    expect(draft!.lines.tags).toBe(5);
    const q = draft!.questions[0]!;
    expect(q).toMatchObject({
      localId: 'typeof-null',
      line: 7,
      difficulty: 'easy',
      difficultyLine: 8,
      tags: ['types', 'closures'],
      tagsLine: 9,
      verify: { runner: 'node', version: '22' },
      verifyLine: 10,
      code: { lang: 'js', code: 'console.log(typeof null);', line: 14 },
      explanation: 'a historic mistake kept for compatibility.',
      explanationLine: 23,
      check: { lang: 'python', code: 'print("object")', line: 28 },
      checkLine: 26,
      expect: 'object',
      expectLine: 32,
    });
    expect(q.options.map((o) => o.correct)).toEqual([false, true, false, false]);
  });

  it('reads header lines in any order and verify: none with its reason', () => {
    const body = QUESTION.replace(
      'difficulty: easy\ntags: types, closures\nverify: node 22',
      'verify: none: concept\ntags: types\ndifficulty: hard',
    );
    const q = parse(body).draft!.questions[0]!;
    expect(q).toMatchObject({ difficulty: 'hard', tags: ['types'], verify: { runner: 'none', reason: 'concept' } });
  });

  it('reads a multi-line Expect from a text block right after Expect:', () => {
    const body = QUESTION.replace('Expect: `object`', 'Expect:\n\n```text\n3 1\n  two\n```');
    const q = parse(body).draft!.questions[0]!;
    expect(q.expect).toBe('3 1\n  two');
    expect(q.expectLine).toBe(32);
  });

  it('keeps backticks inside a double-backtick Expect', () => {
    const q = parse(QUESTION.replace('Expect: `object`', 'Expect: `` a`b ``')).draft!.questions[0]!;
    expect(q.expect).toBe('a`b');
  });

  it('leaves the fields empty on a question in the old format', () => {
    const q = parse('## old\ndifficulty: easy\n\nWhich?\n\n- [x] a\n- [ ] b\n- [ ] c\n- [ ] d\n\nExplanation: e.\n')
      .draft!.questions[0]!;
    expect(q.tags).toEqual([]);
    expect([q.verify, q.code, q.check, q.expect, q.checkLine, q.expectLine]).toEqual(Array(6).fill(undefined));
  });

  it('reports an Expect not in backticks, text after Expect and a repeated header, at their lines', () => {
    const body = QUESTION.replace('Expect: `object`', 'Expect: object\n\nmore words').replace(
      'verify: node 22',
      'verify: node 22\ntags: closures',
    );
    expect(parse(body).problems.map((p) => [p.line, p.message])).toEqual([
      [11, 'question "typeof-null" has a second "tags:" line'],
      [33, 'the Expect: value of "typeof-null" is not in backticks'],
      [35, 'unexpected text after Expect: of "typeof-null"'],
    ]);
  });

  it('leaves check undefined (with its line) when Check: has no code block', () => {
    const body = QUESTION.replace(/Check:\n\n```python\nprint\("object"\)\n```\n\n/, 'Check:\n\n');
    const q = parse(body).draft!.questions[0]!;
    expect(q.check).toBeUndefined();
    expect(q.checkLine).toBe(26);
    expect(q.expect).toBe('object');
  });

  it('does not read Check: or tags: inside a code block of the question', () => {
    const body = QUESTION.replace('console.log(typeof null);', 'tags: nope\nCheck:');
    const q = parse(body).draft!.questions[0]!;
    expect(q.tags).toEqual(['types', 'closures']);
    expect(q.code!.code).toBe('tags: nope\nCheck:');
  });
});
