import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '../testing/test-server.js';
import { loadBank } from './load-bank.js';
import { ContentError, type ContentProblem } from './types.js';

const workspaces: Awaited<ReturnType<typeof makeWorkspace>>[] = [];
afterEach(async () => Promise.all(workspaces.splice(0).map((w) => w.cleanup())));

const VALID_QUESTION = `## good
difficulty: easy

Which number is even?

- [ ] 1
- [x] 2
- [ ] 3
- [ ] 5

Explanation: 2 is divisible by two.
`;

/** Loads the fixture bank plus one extra topic file and returns the problems found. */
async function problemsWith(fileName: string, text: string): Promise<ContentProblem[]> {
  const workspace = await makeWorkspace();
  workspaces.push(workspace);
  await fs.writeFile(path.join(workspace.contentDir, 'topics', fileName), text);
  try {
    await loadBank(workspace.contentDir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const topic = (body: string, front = 'id: 20\nname: Extra\nlogo: simple-icons:git') => `---\n${front}\n---\n\n${body}`;

describe('loadBank', () => {
  it('reads the bundled question bank without a problem', async () => {
    const bank = await loadBank(path.resolve('content'));
    expect(bank.topics.length).toBeGreaterThanOrEqual(4);
    expect(bank.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a valid extra topic', async () => {
    expect(await problemsWith('extra.md', topic(VALID_QUESTION))).toEqual([]);
  });

  const cases: [string, string, number, RegExp][] = [
    ['three options', VALID_QUESTION.replace('- [ ] 5\n', ''), 12, /has 3 options/],
    ['five options', VALID_QUESTION.replace('- [ ] 5\n', '- [ ] 5\n- [ ] 7\n'), 12, /has 5 options/],
    ['no correct option', VALID_QUESTION.replace('[x]', '[ ]'), 12, /has 0 correct options/],
    ['two correct options', VALID_QUESTION.replace('- [ ] 1', '- [x] 1'), 12, /has 2 correct options/],
    ['duplicate options', VALID_QUESTION.replace('- [ ] 3', '- [ ] 1'), 14, /has the option "1" twice/],
    [
      'empty explanation',
      VALID_QUESTION.replace('Explanation: 2 is divisible by two.', 'Explanation:'),
      17,
      /has no explanation/,
    ],
    ['missing explanation', VALID_QUESTION.replace('Explanation: 2 is divisible by two.', ''), 7, /has no explanation/],
    ['bad difficulty', VALID_QUESTION.replace('difficulty: easy', 'difficulty: brutal'), 8, /difficulty "brutal"/],
    ['no difficulty line', VALID_QUESTION.replace('difficulty: easy\n', ''), 7, /has no difficulty$/],
    ['bad question id', VALID_QUESTION.replace('## good', '## Good Question'), 7, /not lowercase letters/],
    [
      'a link in the question',
      VALID_QUESTION.replace('Which number', '[See](http://x.test) which number'),
      7,
      /Markdown that is not shown/,
    ],
  ];
  it.each(cases)('reports %s with file and line', async (_name, body, line, message) => {
    const problems = await problemsWith('extra.md', topic(body));
    expect(problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/topics\/extra\.md$/),
        line,
        message: expect.stringMatching(message),
      }),
    ]);
    expect(problems[0]!.fix).not.toBe('');
  });

  it('reports a question that repeats one of another topic', async () => {
    const repeated = VALID_QUESTION.replace('Which number is even?', 'Which keyword declares a block-scoped constant?');
    const problems = await problemsWith('extra.md', topic(repeated));
    expect(problems).toEqual([
      expect.objectContaining({ line: 7, message: expect.stringMatching(/repeats a question of .*alpha\.md/) }),
    ]);
  });

  it('reports an unknown logo, a missing name and a taken topic id', async () => {
    const problems = await problemsWith('extra.md', topic(VALID_QUESTION, 'id: 1\nlogo: simple-icons:not-a-brand'));
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [2, expect.stringMatching(/topic id 1 is already used by .*alpha\.md/)],
      [1, 'the topic has no name'],
      [3, expect.stringMatching(/unknown logo "simple-icons:not-a-brand"/)],
    ]);
  });

  it('refuses a logo from another site', async () => {
    const problems = await problemsWith(
      'extra.md',
      topic(VALID_QUESTION, 'id: 20\nname: X\nlogo: https://cdn.test/x.png'),
    );
    expect(problems).toEqual([expect.objectContaining({ line: 4, message: expect.stringMatching(/unknown logo/) })]);
  });

  it('reports a file without front matter and a misnamed file', async () => {
    expect(await problemsWith('extra.md', VALID_QUESTION)).toContainEqual(
      expect.objectContaining({ line: 1, message: 'the file has no front matter' }),
    );
    expect(await problemsWith('Extra Topic.md', topic(VALID_QUESTION))).toEqual([
      expect.objectContaining({ message: 'this file is not read' }),
    ]);
  });

  it('ignores option and heading syntax inside code blocks', async () => {
    const body = VALID_QUESTION.replace(
      'Which number is even?',
      'What does this print?\n\n```md\n## not-a-question\n- [x] not an option\n```',
    );
    expect(await problemsWith('extra.md', topic(body))).toEqual([]);
  });
});
