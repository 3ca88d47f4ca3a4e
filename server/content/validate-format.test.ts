import { describe, expect, it } from 'vitest';
import { parseTopicJson } from './parse-json.js';
import { parseTopicMarkdown } from './parse-markdown.js';
import { validateTopics } from './validate.js';

const resolveLogo = async () => ({ svg: '<svg/>' });

type Q = { id?: string; header?: string; code?: string; tail?: string };

/** A question whose text is unique per index; `header` replaces its tags/verify lines. */
const question = (
  index: number,
  { id = `q${index}`, header = 'tags: a\nverify: node', code = '', tail = '' }: Q = {},
) =>
  `## ${id}\ndifficulty: easy\n${header}\n\nWhich is number ${index}?\n${code}\n- [x] ${index}\n- [ ] x\n- [ ] y\n- [ ] z\n\nExplanation: it is.\n${tail}`;

async function problemsOf(body: string, tags: string | null = '[a, b]') {
  const front = `---\nid: 40\nname: Format\nlogo: simple-icons:git\n${tags === null ? '' : `tags: ${tags}\n`}---\n`;
  const parsed = parseTopicMarkdown('format.md', 'format', front + body);
  const { topics, problems } = await validateTopics([parsed.draft!], resolveLogo);
  return { topics, problems: [...parsed.problems, ...problems].map((p) => `${p.line}: ${p.message}`) };
}

const both = (i: number, extra: Q = {}) => question(i, { header: 'tags: a, b\nverify: node', ...extra });

describe('validating tags, verify, Check and Expect', () => {
  it('accepts a converted topic and carries the tags into the bank', async () => {
    const { topics, problems } = await problemsOf(both(1) + question(2, { header: 'tags: b\nverify: none: concept' }));
    expect(problems).toEqual([]);
    expect(topics[0]!.questions.map((q) => q.tags)).toEqual([['a', 'b'], ['b']]);
  });

  it('still accepts a topic without a tags list, whose questions have neither tags nor verify', async () => {
    const { topics, problems } = await problemsOf(question(1, { header: '' }), null);
    expect(problems).toEqual([]);
    expect(topics[0]!.questions[0]!.tags).toEqual([]);
  });

  it('rejects in a converted topic a question without tags or without verify', async () => {
    const { problems } = await problemsOf(
      both(1) + question(2, { header: 'verify: node' }) + question(3, { header: 'tags: a' }),
    );
    expect(problems).toEqual(['20: question "q2" has no tags', '32: question "q3" has no verify line']);
  });

  it('rejects a runnable-looking question with no verify line, naming its language', async () => {
    const { problems } = await problemsOf(
      both(1) + question(2, { header: 'tags: a', code: '\n```python\nprint(1)\n```\n' }),
    );
    expect(problems).toEqual([
      '20: question "q2" shows a python code block but says neither how it is verified nor why it cannot be',
    ]);
  });

  it('rejects tags outside the list, too many, twice, and a listed tag nobody uses', async () => {
    const { problems } = await problemsOf(
      question(1, { header: 'tags: a, zzz\nverify: node' }) +
        question(2, { header: 'tags: a, a\nverify: node' }) +
        question(3, { header: 'tags: a, b, c, d\nverify: node' }),
      '[a, b, c, d, unused]',
    );
    expect(problems).toEqual([
      '9: question "q1" has the tag "zzz", which the topic does not list',
      '22: question "q2" has the tag "a" twice',
      '35: question "q3" has 4 tags',
      '5: the topic lists the tag "unused" but no question uses it',
    ]);
  });

  it('rejects a tag on more than a quarter of the questions once the topic has 40', async () => {
    const tagged = (count: number, total: number) =>
      Array.from({ length: total }, (_, i) =>
        question(i, { header: `tags: ${i < count ? 'a' : 'b'}\nverify: node` }),
      ).join('');
    expect((await problemsOf(tagged(10, 40))).problems).toEqual([
      '5: the tag "b" is on 30 of 40 questions, more than a quarter',
    ]);
    expect((await problemsOf(tagged(10, 39))).problems).toEqual([]);
    const spread = Array.from({ length: 40 }, (_, i) => question(i, { header: `tags: t${i % 4}\nverify: node` })).join(
      '',
    );
    expect((await problemsOf(spread, '[t0, t1, t2, t3]')).problems).toEqual([]);
    const lopsided = Array.from({ length: 40 }, (_, i) =>
      question(i, { header: `tags: t${i < 11 ? 0 : (i % 3) + 1}\nverify: node` }),
    ).join('');
    expect((await problemsOf(lopsided, '[t0, t1, t2, t3]')).problems).toEqual([
      '5: the tag "t0" is on 11 of 40 questions, more than a quarter',
    ]);
  });

  it.each([
    ['verify: nodejs', 'has the unknown runner "verify: nodejs"'],
    ['verify: none', 'says "verify: none" without a reason'],
    ['verify: none:', 'says "verify: none" without a reason'],
    ['verify: python 3.12', 'has "verify: python 3.12"'],
    ['verify: node 18', 'has "verify: node 18"'],
    ['verify:', 'has the unknown runner "verify: "'],
  ])('rejects "%s"', async (line, message) => {
    const { problems } = await problemsOf(both(1, { header: `tags: a, b\n${line}` }));
    expect(problems).toEqual([`10: question "q1" ${message}`]);
  });

  it('rejects Check: without a code block, and Check with verify: none', async () => {
    const noBlock = await problemsOf(both(1, { tail: '\nCheck:\n\nExpect: `1`\n' }));
    expect(noBlock.problems).toEqual(['21: question "q1" has "Check:" without a code block']);
    const none = await problemsOf(
      both(1, { header: 'tags: a, b\nverify: none: concept', tail: '\nCheck:\n\n```js\nconsole.log(1)\n```\n' }),
    );
    expect(none.problems).toEqual(['21: question "q1" has Check/Expect but says it cannot be verified']);
  });

  it('reads and checks the same fields in a JSON topic, at their JSON lines', async () => {
    const json = JSON.stringify(
      {
        id: 41,
        name: 'Json',
        logo: 'simple-icons:git',
        tags: ['a', 'b'],
        questions: [
          {
            id: 'one',
            question: '<p>One?</p>',
            options: ['1', '2', '3', '4'],
            correctAnswer: '1',
            explanation: 'e',
            difficulty: 'easy',
            tags: ['a', 'b'],
            verify: 'none: concept',
          },
          {
            id: 'two',
            question: '<pre><code class="language-js">log(1 &lt; 2)\n</code></pre>',
            options: ['1', '2', '3', '4'],
            correctAnswer: '1',
            explanation: 'e',
            difficulty: 'easy',
            tags: ['a'],
            check: { lang: 'js', code: 'x' },
            expect: '1',
          },
        ],
      },
      null,
      2,
    );
    const parsed = parseTopicJson('t.json', 'json', json);
    expect(parsed.draft!.tags).toEqual(['a', 'b']);
    expect(parsed.draft!.questions[0]).toMatchObject({
      tags: ['a', 'b'],
      verify: { runner: 'none', reason: 'concept' },
      verifyLine: 26,
    });
    expect(parsed.draft!.questions[1]).toMatchObject({
      code: { lang: 'js', code: 'log(1 < 2)' },
      check: { lang: 'js', code: 'x', line: 43 },
      expect: '1',
    });
    const { problems } = await validateTopics([parsed.draft!], resolveLogo);
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '28: question "two" shows a js code block but says neither how it is verified nor why it cannot be',
    ]);
  });
});
