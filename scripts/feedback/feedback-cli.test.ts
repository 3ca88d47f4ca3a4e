import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncContent } from '../../server/content/import-bank.js';
import { optionKey } from '../../server/feedback/question-index.js';
import { storeReport } from '../../server/feedback/report-store.js';
import { feedbackDb } from '../../server/feedback/schema.js';
import { makeWorkspace } from '../../server/testing/test-server.js';
import { rawUnsafe, TERMINAL_ATTACK } from '../lib/terminal-attacks.js';

type Workspace = Awaited<ReturnType<typeof makeWorkspace>>;
let workspace: Workspace;

/** Runs a script as an author would, on the workspace's database and content. */
function run(script: string, ...args: string[]) {
  const env = {
    ...process.env,
    DATABASE_URL: `file:${(workspace.target as { file: string }).file}`,
    CONTENT_DIR: workspace.contentDir,
  };
  return promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], { env, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

beforeAll(async () => {
  workspace = await makeWorkspace();
  const db = await workspace.openDb();
  await syncContent(db, workspace.contentDir);
  const fdb = feedbackDb(db);
  // 24 learners of an easy question: 8 chose the key `2`, 12 the distractor `11`, 4 `NaN`.
  const picks: [string, number][] = [
    ['`11`', 12],
    ['`2`', 8],
    ['`NaN`', 4],
  ];
  await fdb
    .insertInto('answer_counts')
    .values(
      picks.map(([option, answers]) => ({
        question_id: 'alpha:first-question',
        option_key: optionKey(option),
        first: 1,
        answers,
      })),
    )
    .execute();
  const report = { questionId: 'alpha:first-question', questionHash: 'f'.repeat(16), reason: 'key-wrong' as const };
  await storeReport(fdb, { ...report, comment: '<script>alert(1)</script>\u001b' });
  await storeReport(fdb, { ...report, questionHash: 'e'.repeat(16), reason: 'typo' });
  // The API refuses C0 and C1 controls in a comment, but a row may hold anything.
  await storeReport(fdb, { ...report, reason: 'other', comment: TERMINAL_ATTACK });
  await db.destroy();
}, 60_000);
afterAll(() => workspace.cleanup());

describe('content:insights and content:reports', { timeout: 120_000 }, () => {
  it('lists a flagged question with its file:line, share right, flags and open reports, comments quoted', async () => {
    const { stdout, code } = await run('scripts/content-insights.ts', '--flagged');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /content\/topics\/alpha\.md:\d+ {2}alpha:first-question {2}\[easy\] {2}33% right of 24 learners/,
    );
    expect(stdout).toContain('! a distractor beats the key: "`11`" chosen by 50%, the key by 33%');
    expect(stdout).toContain('! too hard for its difficulty: 33% right (expected at least 50%)');
    expect(stdout).toContain('reported: The marked answer is wrong (1)');
    expect(stdout).toContain('(possibly outdated: the question changed since) "<script>alert(1)</script>\\u001b"');
    expect(stdout).not.toContain('\u001b');
    expect(stdout).not.toContain('second-question');
  });

  it('gives JSON for other tools, and one topic only with --topic', async () => {
    const { stdout } = await run('scripts/content-insights.ts', '--json', '--topic', 'beta');
    expect(JSON.parse(stdout)).toEqual({
      minLearners: 20,
      topics: [expect.objectContaining({ slug: 'beta', questions: [] })],
    });
    const all = JSON.parse((await run('scripts/content-insights.ts', '--json')).stdout);
    expect(all.topics[0].questions[0].figures).toMatchObject({ learners: 24, shares: [0.5, 1 / 3, 1 / 6, 0] });
    expect((await run('scripts/content-insights.ts', '--topic', 'nope')).code).toBe(2);
  });

  it('marks a report handled, after which it is no longer listed as open', async () => {
    const listed = JSON.parse((await run('scripts/content-reports.ts', '--json')).stdout) as {
      id: string;
      reason: string;
    }[];
    expect(listed.map((r) => r.reason).sort()).toEqual(['key-wrong', 'other', 'typo']);
    const id = listed.find((r) => r.reason === 'typo')!.id;
    expect((await run('scripts/content-reports.ts', '--resolve', id)).stdout).toBe(`resolved ${id}\n`);
    expect((await run('scripts/content-reports.ts', '--resolve', id)).code).toBe(1);
    const open = JSON.parse((await run('scripts/content-reports.ts', '--json')).stdout) as { reason: string }[];
    expect(open.map((r) => r.reason).sort()).toEqual(['key-wrong', 'other']);
    expect((await run('scripts/content-reports.ts', '--all')).stdout).toMatch(
      /typo|A typo or formatting problem.*resolved/,
    );
  });

  it("show a learner's comment holding terminal sequences as visible escapes, as text and as JSON", async () => {
    const commands: [string, ...string[]][] = [
      ['scripts/content-insights.ts'],
      ['scripts/content-insights.ts', '--json'],
      ['scripts/content-reports.ts'],
      ['scripts/content-reports.ts', '--json'],
    ];
    for (const [script, ...args] of commands) {
      const { stdout, code } = await run(script, ...args);
      expect(code, `${script} ${args}`).toBe(0);
      expect(rawUnsafe(stdout), `${script} ${args}`).toEqual([]);
      expect(stdout).toContain('"\\u001b]0;pwned\\u0007 \\u001b]2;pwned\\u0007 \\u001b]52;c;');
      expect(stdout).toContain('\\u009b2A abc\\u202edef \\u2066a\\u2067b\\u2068c\\u2069 one\\u2028two\\u2029three"');
      // Still JSON, holding the comment as written.
      if (args[0] === '--json') expect(JSON.stringify(JSON.parse(stdout))).toContain(JSON.stringify(TERMINAL_ATTACK));
    }
  });
});
