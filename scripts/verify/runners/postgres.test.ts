import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../../../server/testing/postgres.js';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';
import type { SandboxedPostgres } from './postgres-server.js';

const { context, dispose } = createContext(5000);
afterAll(dispose);
const verify = (code: string, expected: string) => verifyClaim(claim('postgres', code, expected), context);
const installed = findPostgresBin() !== undefined;

describe.skipIf(!installed && process.env.QUIZ_DOJO_REQUIRE_POSTGRES !== '1')('postgres', () => {
  it('prints rows like psql -AtX, in a fresh database each time', async () => {
    const code = `create table t (a int, b text, c boolean);
insert into t values (1, 'x', true), (2, null, false);
select * from t order by a;
select count(*) from pg_tables where schemaname = 'public';`;
    expect(await verify(code, '1|x|t\n2||f\n1')).toEqual({ status: 'proven' });
    expect(await verify(code, '1|x|t\n2||f\n1')).toEqual({ status: 'proven' });
  });
  it('fails a wrong key, runs as a role that cannot reach outside, and cancels a query past the limit', async () => {
    expect(await verify("select 'a' || null;", 'a')).toMatchObject({ status: 'failed', actual: '' });
    const escape = "copy (select 1) to program 'true'; select rolsuper from pg_roles where rolname = current_user;";
    expect(await verify(escape, 'f')).toEqual({ status: 'proven' });
    expect(await verify('select pg_sleep(30);', '')).toMatchObject({ status: 'failed' });
  });
  it("keeps even its superuser's programs in the server's sandbox: CPU and process limits, no host folder, no room", async () => {
    const cluster = await context.once<SandboxedPostgres>('postgres', () => Promise.reject(new Error('not started')));
    const program = async (command: string) => {
      await cluster.admin('create table if not exists o (line text); truncate o');
      await cluster.admin(`copy o from program '${command}'`);
      return (await cluster.admin('select line from o')).map((row) => row.line).join('\n');
    };
    expect(await program('ulimit -t; ulimit -p')).toBe('120\n128');
    expect(await program(`touch ${cluster.socket}/written || echo refused`)).toBe('refused');
    const big = "copy (select repeat('x', 1024 * 1024)) to '/run/quiz-dojo-pg/big'";
    await expect(cluster.admin(big)).rejects.toThrow(/No space left on device/);
    expect(fs.readdirSync(cluster.socket)).toEqual(['.s.PGSQL.5432']);
  });
});

describe.skipIf(installed)('postgres, not installed', () => {
  it('is not executed, and says why', async () => {
    expect(await verify('select 1;', '1')).toMatchObject({ status: 'not-executed', reason: /not installed/ });
  });
});
