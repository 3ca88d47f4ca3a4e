import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '../server/testing/test-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((cleanup) => cleanup())));

/** Runs `npm run content:check` as an author would, on a copy of the fixture content. */
async function check(change: (dir: string) => Promise<void>) {
  const workspace = await makeWorkspace();
  cleanups.push(workspace.cleanup);
  await change(workspace.contentDir);
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts', workspace.contentDir], {
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run content:check', { timeout: 120_000 }, () => {
  it('passes the fixture content', async () => {
    const result = await check(async () => {});
    expect(result.stdout).toMatch(/^content ok: 2 topics/);
    expect(result.code).toBe(0);
  });

  it('fails on a \\u0000 in a JSON topic, a link to nothing and a folder named x.md, naming each', async () => {
    const result = await check(async (dir) => {
      const topic = {
        id: 9,
        name: 'Nul',
        logo: 'simple-icons:git',
        questions: [
          {
            question: 'Which is even?',
            options: ['1', '2', '3', '5'],
            correctAnswer: '2',
            explanation: 'Two is divisible by two.',
            difficulty: 'easy',
          },
        ],
      };
      const json = JSON.stringify(topic, null, 2).replace('"Which is even?"', '"Which\\u0000 is even?"');
      await fs.writeFile(path.join(dir, 'topics', 'nul.json'), json);
      await fs.symlink('gone.md', path.join(dir, 'topics', 'dangling.md'));
      await fs.mkdir(path.join(dir, 'topics', 'x.md'));
    });
    expect(result.stderr).toMatch(/topics\/nul\.json:6: the text of question "q-[0-9a-f]+" contains a NUL character/);
    expect(result.stderr).toMatch(/topics\/dangling\.md:1: this file cannot be read: it is a link to gone\.md/);
    expect(result.stderr).toMatch(/topics\/x\.md:1: this file cannot be read: it is a folder/);
    expect(result.stderr).toMatch(/content check failed: 3 problem\(s\)/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.code).toBe(1);
  });
});
