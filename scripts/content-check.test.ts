import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '../server/testing/test-server.js';
import { FIXTURE_TRANSLATIONS } from '../server/testing/translation-fixture.js';

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

  describe('with translations', () => {
    /** The fixture translations beside the fixture topics, then `change` (a file and its text). */
    const withTranslations = (change: (dir: string) => Promise<void>) =>
      check(async (dir) => {
        await fs.cp(FIXTURE_TRANSLATIONS, path.join(dir, 'translations'), { recursive: true });
        await change(dir);
      });
    const edit = async (file: string, from: string, to: string) => {
      const text = await fs.readFile(file, 'utf8');
      expect(text).toContain(from);
      await fs.writeFile(file, text.replace(from, to));
    };

    it('passes them, reporting the stale and the unstamped question by file and line without failing', async () => {
      const result = await withTranslations(async () => {});
      expect(result.stdout).toMatch(/translations ok: 3 files, 1 questions current, 1 stale, 1 not stamped/);
      expect(result.stderr).toMatch(/translations\/es\/alpha\.md:26: question "second-question" is stale/);
      expect(result.stderr).toMatch(/translations\/pt-BR\/alpha\.md:9: question "first-question" is not stamped yet/);
      expect(result.code).toBe(0);
    });

    it('fails on a translation whose code differs from the source by one byte, naming file, line and fix', async () => {
      const result = await withTranslations((dir) =>
        edit(path.join(dir, 'translations', 'es', 'alpha.md'), 'console.log(1 + 1);', 'console.log(1 + 1); '),
      );
      expect(result.stderr).toMatch(
        /translations\/es\/alpha\.md:13: question "first-question": this code block differs from the source's block 1 \(code is never translated/,
      );
      expect(result.stderr).toMatch(/content check failed: 1 problem\(s\)/);
      expect(result.code).toBe(1);
    });

    it('fails on a file the translations folder does not read, naming each', async () => {
      const result = await withTranslations(async (dir) => {
        await fs.writeFile(path.join(dir, 'translations', 'es', 'Alpha.MD'), '');
        await fs.writeFile(path.join(dir, 'translations', 'notes.md'), '');
        await fs.mkdir(path.join(dir, 'translations', 'fr'));
        await fs.copyFile(
          path.join(dir, 'translations', 'es', 'beta.md'),
          path.join(dir, 'translations', 'fr', 'beta.md'),
        );
      });
      expect(result.stderr).toMatch(/translations\/es\/Alpha\.MD:1: this file is not read \(name a translation like/);
      expect(result.stderr).toMatch(
        /translations\/notes\.md:1: this file is not read \(put translation files in a folder/,
      );
      expect(result.stderr).toMatch(/translations\/fr\/beta\.md:1: "fr" is not a locale questions are translated into/);
      expect(result.code).toBe(1);
    });

    it('reports a translation as stale once its English source changes', async () => {
      const result = await withTranslations((dir) =>
        edit(path.join(dir, 'topics', 'alpha.md'), 'so `+` adds them.', 'so `+` adds them as numbers.'),
      );
      expect(result.stdout).toMatch(/translations ok: 3 files, 0 questions current, 2 stale/);
      expect(result.stderr).toMatch(/translations\/es\/alpha\.md:9: question "first-question" is stale/);
      expect(result.code).toBe(0);
    });
  });
});
