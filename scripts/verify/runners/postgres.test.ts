import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../../../server/testing/postgres.js';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';

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
});

describe.skipIf(installed)('postgres, not installed', () => {
  it('is not executed, and says why', async () => {
    expect(await verify('select 1;', '1')).toMatchObject({ status: 'not-executed', reason: /not installed/ });
  });
});
