import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';
import { splitSql } from './sql-split.js';

const { context, dispose } = createContext(5000);
afterAll(dispose);
const verify = (code: string, expected: string) => verifyClaim(claim('sqlite', code, expected), context);

describe('splitSql', () => {
  it('cuts at semicolons outside strings, quoted names and comments', () => {
    const sql = `select 'a;b', "c;d", [e;f]; -- one; two\nselect 2 /* ; */; ;  \n select 3`;
    expect(splitSql(sql)).toEqual([`select 'a;b', "c;d", [e;f];`, ` -- one; two\nselect 2 /* ; */;`, '  \n select 3']);
  });
});

describe('sqlite', () => {
  it('prints every row-returning statement like the sqlite3 shell: |, NULL empty, REAL with a point', async () => {
    const code = `create table t (a integer, b text, c real);
insert into t values (1, 'x', 2), (2, null, 0.1 + 0.2);
select * from t order by a;
update t set b = 'y' where b is null;
select count(*), sum(c) from t; select 1e20, 1.5e-7, 10 / 4;`;
    expect(await verify(code, '1|x|2.0\n2||0.3\n2|2.3\n1.0e+20|1.5e-07|2')).toEqual({ status: 'proven' });
  });
  it('starts with foreign keys off, as SQLite and its shell do', async () => {
    const code = `create table p (id integer primary key); create table c (p integer references p(id));
insert into c values (7); select count(*) from c; pragma foreign_keys;`;
    expect(await verify(code, '1\n0')).toEqual({ status: 'proven' });
  });
  it('keeps a trigger body whole and goes on after an error, like the shell', async () => {
    const code = `create table log (n integer); create table t (n integer);
create trigger copy after insert on t begin insert into log values (new.n * 10); insert into log values (0); end;
insert into t values (4);
select nope from t;
select group_concat(n, ',') from log;`;
    expect(await verify(code, '40,0')).toEqual({ status: 'proven' });
  });
  it('fails a wrong key and stops a recursive query that never ends', async () => {
    expect(await verify('select null = null;', '0')).toMatchObject({ status: 'failed', actual: '' });
    const endless = 'with recursive n(i) as (select 1 union all select i + 1 from n) select count(*) from n;';
    expect(await verify(endless, '1')).toMatchObject({ status: 'failed', why: expect.stringMatching(/timed out/) });
  });
});
