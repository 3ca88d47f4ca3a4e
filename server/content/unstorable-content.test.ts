import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '../testing/test-server.js';
import { loadBank } from './load-bank.js';
import { ContentError, type ContentProblem } from './types.js';

const workspaces: Awaited<ReturnType<typeof makeWorkspace>>[] = [];
afterEach(async () => Promise.all(workspaces.splice(0).map((w) => w.cleanup())));

/** Loads the fixture bank after `prepare` changed its folder; the problems found, or [] when it loads. */
async function problemsAfter(prepare: (contentDir: string) => Promise<void>): Promise<ContentProblem[]> {
  const workspace = await makeWorkspace();
  workspaces.push(workspace);
  await prepare(workspace.contentDir);
  try {
    await loadBank(workspace.contentDir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const write = (name: string, content: string | Buffer) => (dir: string) =>
  fs.writeFile(path.join(dir, 'topics', name), content);

/** A topic in the API's JSON format; a question's problems are on its first line (4), its options' on 6. */
const jsonTopic = (question: string, option: string, name = 'Extra') =>
  [
    '{',
    `  "id": 20, "name": ${name}, "logo": "simple-icons:git",`,
    '  "questions": [',
    '    {',
    `      "question": ${question},`,
    `      "options": ["1", ${option}, "3", "5"],`,
    `      "correctAnswer": "3", "explanation": "3 is odd and prime.", "difficulty": "easy"`,
    '    }',
    '  ]',
    '}',
  ].join('\n');

const markdownTopic = (option: string, name = 'Extra') =>
  `---\nid: 20\nname: ${name}\nlogo: simple-icons:git\n---\n\n## good\ndifficulty: easy\n\nWhich number is even?\n\n- [ ] 1\n- [x] 2\n- [ ] ${option}\n- [ ] 5\n\nExplanation: 2 is divisible by two.\n`;

describe('text no database can store', () => {
  it('accepts characters outside the BMP, written or escaped', async () => {
    expect(await problemsAfter(write('extra.json', jsonTopic('"Which is odd? 🦀"', '"\\ud83e\\udd80"')))).toEqual([]);
    expect(await problemsAfter(write('extra.md', markdownTopic('🦀')))).toEqual([]);
  });

  const cases: [string, (dir: string) => Promise<void>, string, number, RegExp][] = [
    [
      'a \\u0000 escape in JSON',
      write('extra.json', jsonTopic('"Which\\u0000 is odd?"', '"2"')),
      'extra.json',
      4,
      /NUL/,
    ],
    [
      'an unpaired \\ud800 in JSON',
      write('extra.json', jsonTopic('"Which is odd?"', '"\\ud800"')),
      'extra.json',
      6,
      /U\+D800/,
    ],
    [
      'an unpaired \\udc00 in JSON',
      write('extra.json', jsonTopic('"Which is odd?"', '"a\\udc00"')),
      'extra.json',
      6,
      /U\+DC00/,
    ],
    [
      'a YAML "\\0" in the front matter',
      write('extra.md', markdownTopic('3', '"Ex\\0tra"')),
      'extra.md',
      3,
      /topic name.*NUL/,
    ],
    ['a NUL byte in a Markdown file', write('extra.md', markdownTopic('3\u0000')), 'extra.md', 14, /NUL/],
    [
      'bytes that are not UTF-8',
      write('extra.md', Buffer.concat([Buffer.from(markdownTopic('3').slice(0, 100)), Buffer.from([0xff, 0x0a])])),
      'extra.md',
      12,
      /byte 100 is not UTF-8/,
    ],
  ];
  it.each(cases)('reports %s with file and line', async (_name, prepare, file, line, message) => {
    const problems = await problemsAfter(prepare);
    expect(problems).toEqual([
      {
        file: expect.stringMatching(new RegExp(`topics/${file}$`)),
        line,
        message: expect.stringMatching(message),
        fix: expect.stringMatching(/\S/),
      },
    ]);
  });
});

describe('entries of the content folder that are not files', () => {
  it('reports a folder named like a topic file', async () => {
    const problems = await problemsAfter((dir) => fs.mkdir(path.join(dir, 'topics', 'x.md')));
    expect(problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/topics\/x\.md$/),
        message: 'this file cannot be read: it is a folder',
      }),
    ]);
  });

  it('reports a link to nothing, naming its target', async () => {
    const problems = await problemsAfter((dir) => fs.symlink('gone.md', path.join(dir, 'topics', 'dangling.md')));
    expect(problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/topics\/dangling\.md$/),
        message: 'this file cannot be read: it is a link to gone.md, which does not exist',
      }),
    ]);
  });

  it('reports a folder among the logos', async () => {
    const problems = await problemsAfter((dir) => fs.mkdir(path.join(dir, 'logos', 'nested')));
    expect(problems).toEqual([expect.objectContaining({ file: expect.stringMatching(/logos\/nested$/) })]);
  });
});
