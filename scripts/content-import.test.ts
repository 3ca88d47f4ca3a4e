import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '../server/testing/test-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((cleanup) => cleanup())));

const TOPIC = {
  id: 30,
  name: 'Imported',
  logo: 'simple-icons:javascript',
  questions: [
    {
      id: 'empty-arrays',
      question: '<p>What does <code>[] + []</code> give?</p>',
      options: ['""', '[]', '0', 'NaN'],
      correctAnswer: '""',
      explanation: 'Both arrays become empty strings before they are joined.',
      difficulty: 'medium',
    },
  ],
};

/** Runs `npm run content:import` as a user would, on a workspace of its own. */
async function runImport(args: string[], { writeSource = true } = {}) {
  const workspace = await makeWorkspace();
  cleanups.push(workspace.cleanup);
  const source = path.join(workspace.root, 'in', 'deep', 'set.json');
  await fs.mkdir(path.dirname(source), { recursive: true });
  if (writeSource) await fs.writeFile(source, JSON.stringify(TOPIC));
  const before = (await fs.readdir(workspace.root, { recursive: true })).sort();
  const env = { ...process.env, CONTENT_DIR: workspace.contentDir, DATABASE_URL: `file:${workspace.root}/db.sqlite` };
  const result = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/content-import.ts', source, ...args],
    { env, timeout: 60_000 },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  const after = (await fs.readdir(workspace.root, { recursive: true })).sort();
  return { ...result, added: after.filter((file) => !before.includes(file)) };
}

describe('npm run content:import', { timeout: 120_000 }, () => {
  it.each([
    [
      ['--slug', '../../escaped-slug'],
      /--slug "\.\.\/\.\.\/escaped-slug": must be lowercase letters, digits and dashes/,
    ],
    [['--slug', 'Bad"Slug<x>'], /--slug "Bad\\"Slug<x>": must be lowercase letters, digits and dashes/],
    [['--output', 'x.json'], /Unknown option '--output'/],
    [['--slug'], /Option '--slug <value>' argument missing/],
  ])('refuses %j with exit code 2, naming the option, and writes nothing', async (args, message) => {
    const result = await runImport(args);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/usage: npm run content:import/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.code).toBe(2);
    expect(result.added).toEqual([]);
  });

  it('writes the topic under a good slug and imports it', async () => {
    const result = await runImport(['--slug', 'good-slug', '--id', '31']);
    expect(result.stdout).toMatch(
      /wrote .*good-slug\.json: topic 31 "Imported" with 1 questions\nimported into the database/,
    );
    expect(result.added).toEqual(
      expect.arrayContaining([path.join('content', 'topics', 'good-slug.json'), 'db.sqlite']),
    );
    expect(result.code).toBe(0);
  });

  it.each([
    [['--slug', 'alpha'], /set\.json:1: a topic named "alpha" exists already \(.*alpha\.md\) \(pass --replace/],
    [['--id', '7'], /set\.json:\d+: topic id 7 is already used by .*beta\.md \(pass --replace to replace that topic/],
  ])('refuses %j, a topic that exists already, with exit code 1 and writes nothing', async (args, message) => {
    const result = await runImport(args);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/nothing imported: 1 problem\(s\)/);
    expect(result.code).toBe(1);
    expect(result.added).toEqual([]);
  });

  it('replaces an existing topic with --replace', async () => {
    const result = await runImport(['--slug', 'alpha', '--replace']);
    expect(result.stdout).toMatch(/wrote .*alpha\.json: topic 30 "Imported" with 1 questions\nreplaced .*alpha\.md\n/);
    expect(result.added).toEqual(expect.arrayContaining([path.join('content', 'topics', 'alpha.json')]));
    expect(result.code).toBe(0);
  });

  it('names a missing input file in one line, without a stack', async () => {
    const result = await runImport([], { writeSource: false });
    expect(result.stderr).toMatch(
      /^\/.*\/in\/deep\/set\.json:1: this file cannot be read: there is no such file \(check its name and folder\)\n\nnothing imported: 1 problem\(s\)\n$/,
    );
    expect(result.code).toBe(1);
  });
});
