import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ROUTES } from '../../contract/accounts/index.js';
import { CEREMONY_LIMIT_PER_MINUTE, REDEEM_LIMIT_PER_MINUTE } from '../accounts/routes.js';
import { buildApp } from '../app.js';
import { syncContent } from '../content/import-bank.js';
import { type Db, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';
import { ANSWERS_PER_NETWORK_PER_QUESTION_PER_DAY, REPORTS_PER_QUESTION_PER_HOUR } from '../feedback/caps.js';
import { feedbackDb } from '../feedback/schema.js';
import { type PostgresCluster, startPostgres } from '../testing/postgres.js';
import { DIALECTS, makeWorkspace } from '../testing/test-server.js';

const ORIGIN = 'https://quiz.test';
const RATE_LIMIT = 40;
const Q1 = 'alpha:first-question';

/**
 * Two app instances on one PostgreSQL cluster of the test's own (so it can stop it), as behind a
 * load balancer: every limit is reached at its figure by the requests of both together, not twice.
 */
describe.skipIf(!DIALECTS.includes('postgres'))('limits shared by two instances on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
  let url: string;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
    workspace = await makeWorkspace();
    url = await cluster.createDatabase();
    for (let i = 0; i < 2; i++) {
      const db = openDatabase({ kind: 'postgres', url });
      await migrateToLatest(db);
      if (i === 0) await syncContent(db, workspace.contentDir);
      dbs.push(db);
      // A busy machine may take more than the 500 ms a limit waits by default: these tests need the shared count.
      apps.push(await buildApp({ ...appOptions(db), limitTimeoutMs: 5_000 }));
    }
  });
  const appOptions = (db: Db) => ({
    db,
    clientDir: path.join(workspace.root, 'no-client'),
    publicUrl: ORIGIN,
    rateLimitPerMinute: RATE_LIMIT,
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.destroy();
    cluster.destroy();
    await workspace.cleanup();
  });
  // Windows are clock minutes: a test that crossed a minute's end would see its counts start again
  // (the slow-database one takes seconds). Each test runs in a minute of its own that does not pass.
  let minute = 0;
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2031, 0, 1, 12, (minute += 2)), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  const send = (on: number, ip: string, url: string, payload?: object) => {
    const options: InjectOptions = {
      method: payload ? 'POST' : 'GET',
      url,
      remoteAddress: ip,
      headers: { host: 'quiz.test', origin: ORIGIN, 'user-agent': 'Mozilla/5.0 Firefox/140.0' },
      ...(payload ? { payload } : {}),
    };
    return apps[on]!.inject(options).then((response) => response.statusCode);
  };
  /** Settles both instances' RATE_LIMIT counts, as their timers do every 200 ms. */
  const settle = () => Promise.all(apps.map((app) => app.rateLimit.settle()));
  /** `n` requests, alternately to each instance, each after the previous one was answered. */
  async function alternate(
    n: number,
    one: (on: number, i: number) => Promise<number>,
    between: () => Promise<unknown> = async () => {},
  ) {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) {
      codes.push(await one(i % 2, i));
      await between();
    }
    return codes;
  }
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  it('refuses the request past RATE_LIMIT, whichever instance it reaches', async () => {
    const codes = await alternate(RATE_LIMIT + 2, (on) => send(on, '203.0.113.1', '/api/quiz'), settle);
    expect(codes).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429, 429]);
  });

  it('lets the other instance learn a spent RATE_LIMIT by itself, within a few requests', async () => {
    for (let i = 0; i < RATE_LIMIT; i++) expect(await send(0, '203.0.113.2', '/api/quiz')).toBe(200);
    let more = 0;
    await vi.waitFor(async () => {
      const code = await send(1, '203.0.113.2', '/api/quiz');
      if (code === 200) more++;
      expect(code).toBe(429);
    });
    // On its own the second instance would have answered RATE_LIMIT more.
    expect(more).toBeLessThan(RATE_LIMIT / 4);
  });

  it('counts the sign-in ceremonies and pairing redeems of both instances as one', async () => {
    const signIn = await alternate(CEREMONY_LIMIT_PER_MINUTE + 2, (on) =>
      send(on, '203.0.113.3', ACCOUNT_ROUTES.signInOptions, {}),
    );
    expect(count(signIn, 429)).toBe(2);
    expect(signIn.at(-3)).toBe(200);
    const redeem = await alternate(REDEEM_LIMIT_PER_MINUTE + 2, (on) =>
      send(on, '203.0.113.4', ACCOUNT_ROUTES.pairingRedeem, { code: 'AAAA-AAAA-AAAA' }),
    );
    expect(redeem).toEqual([...Array<number>(REDEEM_LIMIT_PER_MINUTE).fill(400), 429, 429]);
  });

  it('caps reports and answers across both instances', async () => {
    const report = { questionId: Q1, reason: 'typo', comment: 'a typo' };
    const reports = await alternate(REPORTS_PER_QUESTION_PER_HOUR + 1, (on) =>
      send(on, '198.51.100.1', '/api/reports', report),
    );
    expect(reports).toEqual([...Array<number>(REPORTS_PER_QUESTION_PER_HOUR).fill(201), 429]);

    // One client's answer counted once a day, and one network's at most twice, whichever instance takes them.
    const answers = { answers: [{ questionId: Q1, option: '`2`', first: true }] };
    await alternate(4, (on) => send(on, '192.0.2.1', '/api/answers', answers));
    await alternate(6, (on, i) => send(on, `192.0.2.${10 + i}`, '/api/answers', answers));
    await Promise.all(apps.map((app) => app.feedbackCounter.flush()));
    const rows = await feedbackDb(dbs[0]!).selectFrom('answer_counts').select('answers').execute();
    expect(rows.reduce((sum, row) => sum + Number(row.answers), 0)).toBe(ANSWERS_PER_NETWORK_PER_QUESTION_PER_DAY);
  });

  it('counts afresh when the minute is over, on both instances', async () => {
    const start = Date.now();
    vi.setSystemTime(start + 10_000);
    const codes = await alternate(RATE_LIMIT + 1, (on) => send(on, '203.0.113.5', '/api/quiz'), settle);
    expect(codes.at(-1)).toBe(429);
    vi.setSystemTime(start + 59_900);
    expect(await send(1, '203.0.113.5', '/api/quiz')).toBe(429);
    vi.setSystemTime(start + 60_000);
    const next = await alternate(RATE_LIMIT + 1, (on) => send(on, '203.0.113.5', '/api/quiz'), settle);
    expect(next).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429]);
  });

  it('with the database slow (its counts locked by another session), answers in time on the count in memory', async () => {
    // A third instance, waiting the default 500 ms.
    apps.push(await buildApp(appOptions(dbs[0]!)));
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table limit_counts in access exclusive mode');
    try {
      const redeem = await alternate(REDEEM_LIMIT_PER_MINUTE + 1, () =>
        send(2, '203.0.113.8', ACCOUNT_ROUTES.pairingRedeem, { code: 'AAAA-AAAA-AAAA' }),
      );
      expect(redeem).toEqual([...Array<number>(REDEEM_LIMIT_PER_MINUTE).fill(400), 429]);
      const quiz = await alternate(RATE_LIMIT + 1, () => send(2, '203.0.113.9', '/api/quiz'));
      expect(quiz).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429]);
    } finally {
      await locker.query('rollback');
      await locker.end();
      await apps.pop()!.close();
    }
  });

  it('with the database stopped, still answers and limits each instance on its own', async () => {
    cluster.stop();
    try {
      for (const on of [0, 1]) {
        const codes = await alternate(RATE_LIMIT + 1, () => send(on, '203.0.113.6', '/api/quiz'), settle);
        // Answered from memory (200), or 503 once the store notices the database is gone: never the limit's doing.
        expect(codes.slice(0, -1).every((code) => code === 200 || code === 503)).toBe(true);
        expect(codes.at(-1)).toBe(429);
      }
      const report = { questionId: Q1, reason: 'other', comment: 'stopped' };
      const reports = await alternate(REPORTS_PER_QUESTION_PER_HOUR + 1, () =>
        send(0, '198.51.100.9', '/api/reports', report),
      );
      // Not stored (503, sent again later by the app), but still capped: the last one is refused.
      expect(reports).toEqual([...Array<number>(REPORTS_PER_QUESTION_PER_HOUR).fill(503), 429]);
      const redeem = await alternate(REDEEM_LIMIT_PER_MINUTE + 1, () =>
        send(1, '203.0.113.7', ACCOUNT_ROUTES.pairingRedeem, { code: 'AAAA-AAAA-AAAA' }),
      );
      expect(redeem.at(-1)).toBe(429);
      expect(count(redeem, 429)).toBe(1);
    } finally {
      cluster.start();
    }
  });
});
