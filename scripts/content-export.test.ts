import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBank } from '../server/content/load-bank.js';
import { openApkg } from '../server/testing/open-apkg.js';
import { makeWorkspace } from '../server/testing/test-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((cleanup) => cleanup())));

async function runExport(args: string[]) {
  const workspace = await makeWorkspace();
  cleanups.push(workspace.cleanup);
  const env = { ...process.env, CONTENT_DIR: workspace.contentDir, PUBLIC_URL: 'https://quiz.example.org' };
  const result = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/content-export.ts', ...args],
    {
      env,
      timeout: 60_000,
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { ...result, workspace };
}

describe('npm run content:export', { timeout: 120_000 }, () => {
  it('writes a topic as CSV to --out, one row per question, with the public page as its source', async () => {
    const probe = await makeWorkspace();
    cleanups.push(probe.cleanup);
    const topic = (await loadBank(probe.contentDir)).topics[0]!;
    const out = path.join(probe.root, 'out.csv');
    const result = await runExport(['--format', 'csv', '--topic', topic.slug, '--out', out]);
    expect(result.stderr).toContain(`wrote ${out}: ${topic.questions.length} questions of "${topic.name}" as csv`);
    const rows = parse(await fs.readFile(out, 'utf8')) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual(topic.questions.map((question) => question.id));
    expect(rows[1]![12]).toBe(`https://quiz.example.org/topic/${topic.id}`);
  });

  it('writes a topic as an Anki package to --out, a note per question, its deck crediting the public page', async () => {
    const probe = await makeWorkspace();
    cleanups.push(probe.cleanup);
    const topic = (await loadBank(probe.contentDir)).topics[0]!;
    const out = path.join(probe.root, 'out.apkg');
    const result = await runExport(['--format', 'apkg', '--topic', topic.slug, '--out', out]);
    expect(result.stderr).toContain(`wrote ${out}: ${topic.questions.length} questions of "${topic.name}" as apkg`);
    const apkg = openApkg(new Uint8Array(await fs.readFile(out)));
    expect(apkg.notes.map((note) => note.flds.split('\x1f')[4]).sort()).toEqual(
      topic.questions.map((question) => question.id).sort(),
    );
    expect(apkg.decks[apkg.conf.curDeck].desc).toContain(`https://quiz.example.org/topic/${topic.id}`);
  });

  it('writes only the questions of a --difficulty and --tag, as the export route does', async () => {
    const probe = await makeWorkspace();
    cleanups.push(probe.cleanup);
    const out = path.join(probe.root, 'quiz-dojo-alpha-hard-keywords.csv');
    const result = await runExport([
      '--format',
      'csv',
      '--topic',
      'alpha',
      '--difficulty',
      'hard',
      '--tag',
      'keywords',
      '--out',
      out,
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`wrote ${out}: 1 question of "Alpha" (hard questions tagged keywords) as csv`);
    const rows = parse(await fs.readFile(out, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.id, row.difficulty])).toEqual([['alpha:second-question', 'hard']]);
    expect(rows[0]!.tags).toContain('keywords');
  });

  it.each([
    [['--format', 'pdf', '--topic', 'x'], /--format must be one of csv, gift, moodle, qti21, qti12, apkg/],
    [['--format', 'csv'], /--topic SLUG is needed/],
    [['--format', 'csv', '--topic', 'no-such-topic'], /no topic "no-such-topic": the slugs are /],
    [['--format', 'csv', '--topic', 'alpha', '--difficulty', 'extreme'], /--difficulty must be easy, medium or hard/],
    [
      ['--format', 'csv', '--topic', 'alpha', '--tag', 'promises'],
      /has no tag "promises"; its tags are arithmetic, keywords/,
    ],
    [
      ['--format', 'csv', '--topic', 'alpha', '--difficulty', 'medium'],
      /"Alpha" has no medium questions; choose another/,
    ],
  ])('refuses %j with exit code 2 and the usage', async (args, message) => {
    const result = await runExport(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/usage: npm run content:export/);
  });
});
