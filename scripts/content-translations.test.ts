import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { translatedFixtureContent } from '../server/testing/translation-fixture.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((cleanup) => cleanup())));

async function content() {
  const fixture = await translatedFixtureContent();
  cleanups.push(fixture.cleanup);
  return fixture.dir;
}

/** Runs `npm run content:translations -- …args` as a translator would. */
const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/content-translations.ts', ...args], {
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const sourceLines = async (file: string) =>
  (await fs.readFile(file, 'utf8')).split('\n').filter((line) => line.startsWith('source:'));

describe('npm run content:translations', { timeout: 120_000 }, () => {
  it('prints per locale and topic how many questions are translated, stale, pending and missing', async () => {
    const result = await run(await content());
    expect(result.stdout.split('\n').slice(0, 4)).toEqual([
      'locale  topic  translated  stale  pending  missing  total',
      'es      alpha  1           1      0        0        2',
      'es      beta   0           0      0        1        1',
      'es      (all)  1           1      0        1        3',
    ]);
    expect(result.stdout).toContain('pt-BR   alpha  0           0      1        1        2');
    expect(result.code).toBe(0);
  });

  it('gives the same counts, with the ids, as JSON with --json', async () => {
    const result = await run(await content(), '--json');
    const { counts, problems } = JSON.parse(result.stdout) as { counts: object[]; problems: object[] };
    expect(problems).toEqual([]);
    expect(counts).toContainEqual({
      locale: 'es',
      topic: 'alpha',
      translated: 1,
      stale: 1,
      pending: 0,
      missing: 0,
      total: 2,
      staleIds: ['second-question'],
      pendingIds: [],
      missingIds: [],
    });
    expect(counts).toContainEqual(
      expect.objectContaining({ locale: 'pt-BR', topic: 'beta', missingIds: ['only-question'] }),
    );
  });

  it('--stamp writes the current fingerprint on the pending questions only, never on a stale one', async () => {
    const dir = await content();
    const es = path.join(dir, 'translations', 'es', 'alpha.md');
    const ptBr = path.join(dir, 'translations', 'pt-BR', 'alpha.md');
    const stamped = await run('--stamp', ptBr);
    expect(stamped.stdout).toMatch(/^stamped: first-question/);
    expect(await sourceLines(ptBr)).toEqual(['source: 1904f0527411e72c']);
    const again = await run('--stamp', es);
    expect(again.stdout).toMatch(/nothing to stamp/);
    expect(again.stdout).toMatch(/still stale .*: second-question/);
    expect(await sourceLines(es)).toEqual(['source: 1904f0527411e72c', 'source: 0123456789abcdef']);
  });

  it('--stamp refuses a file that breaks a rule, and changes nothing', async () => {
    const dir = await content();
    const ptBr = path.join(dir, 'translations', 'pt-BR', 'alpha.md');
    const text = await fs.readFile(ptBr, 'utf8');
    await fs.writeFile(ptBr, text.replace('- [ ] `NaN`', '- [ ] `nan`'));
    const result = await run('--stamp', ptBr);
    expect(result.stderr).toMatch(/alpha\.md:19: question "first-question": option 3 is code and differs/);
    expect(result.stderr).toMatch(/Nothing was stamped/);
    expect(result.code).toBe(1);
    expect(await sourceLines(ptBr)).toEqual(['source: pending']);
  });

  it('--renew renews a stale question only when named, and refuses one that is current', async () => {
    const dir = await content();
    const es = path.join(dir, 'translations', 'es', 'alpha.md');
    expect((await run('--renew', es)).stderr).toMatch(/--renew needs the id of each question/);
    const current = await run('--renew', es, 'first-question');
    expect(current.stderr).toMatch(/"first-question" is current already: nothing was renewed/);
    expect(current.code).toBe(1);
    expect(await sourceLines(es)).toEqual(['source: 1904f0527411e72c', 'source: 0123456789abcdef']);
    const renewed = await run('--renew', es, 'second-question');
    expect(renewed.stdout).toMatch(/^renewed: second-question/);
    expect(await sourceLines(es)).toEqual(['source: 1904f0527411e72c', 'source: 46b1289d42775de8']);
    expect((await run(dir)).stdout).toContain('es      alpha  2           0      0        0        2');
  });
});
