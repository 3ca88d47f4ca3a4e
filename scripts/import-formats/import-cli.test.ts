import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCsv } from '../../contract/export/csv.js';
import { writeGift } from '../../contract/export/gift.js';
import { writeMoodleXml } from '../../contract/export/moodle-xml.js';
import { writeQti12 } from '../../contract/export/qti12.js';
import { writeQti21 } from '../../contract/export/qti21.js';
import { TRICKY_TOPIC } from '../../contract/export/tricky-topic.js';
import { shownWhitespace } from '../../contract/import/markdown-topic.js';
import type { FullQuestion } from '../../contract/quiz.js';
import { loadBank } from '../../server/content/load-bank.js';
import { parseTopicMarkdown } from '../../server/content/parse-markdown.js';
import { makeWorkspace } from '../../server/testing/test-server.js';

const shown = (q: FullQuestion) => ({ ...q, question: shownWhitespace(q.question) });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((cleanup) => cleanup())));

/** Runs `npm run content:import` on a file written into a workspace of its own. */
async function runImport(name: string, text: string | Uint8Array, args: string[] = []) {
  const workspace = await makeWorkspace();
  cleanups.push(workspace.cleanup);
  const source = path.join(workspace.root, name);
  await fs.writeFile(source, text);
  const env = { ...process.env, CONTENT_DIR: workspace.contentDir, DATABASE_URL: `file:${workspace.root}/db.sqlite` };
  const result = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/content-import.ts', source, '--logo', 'simple-icons:javascript', ...args],
    { env, timeout: 60_000 },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { ...result, workspace };
}

describe('npm run content:import of CSV, GIFT, Moodle XML and QTI', { timeout: 120_000 }, () => {
  it.each([
    ['tricky.csv', writeCsv(TRICKY_TOPIC), 'CSV'],
    ['tricky.gift', writeGift(TRICKY_TOPIC), 'GIFT'],
    ['tricky.xml', writeMoodleXml(TRICKY_TOPIC), 'Moodle XML'],
  ])('brings %s into the bank as Markdown with the same questions', async (name, text, format) => {
    const first = await runImport(name, text);
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/wrote .*tricky\.md: topic \d+ ".*" with 2 questions/);
    const file = path.join(first.workspace.contentDir, 'topics', 'tricky.md');
    const markdown = await fs.readFile(file, 'utf8');
    const parsed = parseTopicMarkdown(file, 'tricky', markdown);
    expect(parsed.problems).toEqual([]);
    expect(parsed.draft!.questions.map((q) => q.verify)).toEqual([
      { runner: 'none', reason: `imported from ${format}; needs a verify line before it joins the bundled bank` },
      { runner: 'none', reason: `imported from ${format}; needs a verify line before it joins the bundled bank` },
    ]);
    expect(markdown).toContain('```js\nconst o = { a: 1 }; // ]]> -- && <b>\n\nconsole.log(o.a == 1);\n```');
    const bank = await loadBank(first.workspace.contentDir);
    const topic = bank.topics.find((candidate) => candidate.slug === 'tricky')!;
    expect(topic.questions.map(shown)).toEqual(TRICKY_TOPIC.questions.map(shown));
    // The first stem comes back byte for byte; the second's tab and line break as a browser shows them.
    expect(topic.questions[0]!.question).toBe(TRICKY_TOPIC.questions[0]!.question);
  });

  it.each([
    ['tricky.qti21.zip', writeQti21(TRICKY_TOPIC), 'QTI 2.1'],
    ['tricky.qti12.zip', writeQti12(TRICKY_TOPIC), 'QTI 1.2'],
  ])(
    'brings the QTI package %s into the bank as Markdown, with the --difficulty asked for',
    async (name, zip, format) => {
      const result = await runImport(name, zip, ['--difficulty', 'hard']);
      expect(result.stderr).toBe('');
      const file = path.join(result.workspace.contentDir, 'topics', 'tricky.md');
      expect(await fs.readFile(file, 'utf8')).toContain(`verify: none: imported from ${format}; needs a verify line`);
      const bank = await loadBank(result.workspace.contentDir);
      const topic = bank.topics.find((candidate) => candidate.slug === 'tricky')!;
      expect(topic.questions.map(shown)).toEqual(
        TRICKY_TOPIC.questions.map((q) => shown({ ...q, tags: [], difficulty: 'hard' })),
      );
    },
  );

  it('gives a format without difficulty the --difficulty asked for, and refuses to guess one', async () => {
    const csv = writeCsv(TRICKY_TOPIC).replace(/,(hard|easy),/g, ',,');
    const refused = await runImport('tricky.csv', csv);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('tricky.csv:1: 2 question(s) carry no difficulty');
    expect(refused.stderr).toContain('pass --difficulty easy, medium or hard');
    const taken = await runImport('tricky.csv', csv, ['--difficulty', 'medium']);
    const bank = await loadBank(taken.workspace.contentDir);
    const topic = bank.topics.find((candidate) => candidate.slug === 'tricky')!;
    expect(topic.questions.map((q) => q.difficulty)).toEqual(['medium', 'medium']);
  });

  it('lists what it leaves out with file and line, and takes the rest', async () => {
    const gift = `${writeGift(TRICKY_TOPIC)}\n::tf::Is it true? {TRUE}\n\n::two::Two right? {=a =b ~c ~d}\n`;
    const result = await runImport('tricky.gift', gift);
    const lines = gift.split('\n');
    const at = (start: string) => lines.findIndex((line) => line.startsWith(start)) + 1;
    expect(result.stderr).toContain(`left out 2 question(s), not changed:\n`);
    expect(result.stderr).toContain(`tricky.gift:${at('::tf::')}: left out: a TF question`);
    expect(result.stderr).toContain(`tricky.gift:${at('::two::')}: question left out: it has 2 right answers`);
    expect(result.stdout).toMatch(/with 2 questions/);
  });

  it('refuses a topic that exists, unless --replace', async () => {
    const csv = writeCsv({
      ...TRICKY_TOPIC,
      questions: TRICKY_TOPIC.questions.map((q) => ({ ...q, id: q.id.replace('tricky:', 'other:') })),
    });
    const fixture = await makeWorkspace();
    cleanups.push(fixture.cleanup);
    const existing = (await fs.readdir(path.join(fixture.contentDir, 'topics')))[0]!.replace(/\.(md|json)$/, '');
    const refused = await runImport('set.csv', csv, ['--slug', existing]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`a topic named "${existing}" exists already .*pass --replace`));
    const replaced = await runImport('set.csv', csv, ['--slug', existing, '--replace']);
    expect(replaced.stdout).toMatch(/replaced /);
  });

  it('refuses a file larger than it reads, naming the size', async () => {
    const result = await runImport('big.csv', 'x'.repeat(8 * 1024 * 1024 + 1));
    expect(result.stderr).toMatch(/big\.csv:1: the file is 8388609 bytes, more than the 8388608 we read \(split it/);
  });
});
