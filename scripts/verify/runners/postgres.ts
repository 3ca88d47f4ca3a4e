import path from 'node:path';
import pg from 'pg';
import { findPostgresBin, type PostgresCluster, startPostgres } from '../../../server/testing/postgres.js';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type RunContext, type Runner } from '../types.js';

/** The role snippets run as: not a superuser, so no COPY ... PROGRAM, no server files, no untrusted languages. */
const ROLE = 'quiz_verify';

type Server = { cluster: PostgresCluster; psql: string; port: string };

function server(context: RunContext, bin: string) {
  return context.once(
    'postgres',
    async (): Promise<Server> => {
      const cluster = await startPostgres(bin);
      await query(cluster.url(), `create role ${ROLE} login nosuperuser nocreatedb nocreaterole`);
      return { cluster, psql: path.join(bin, 'psql'), port: new URL(cluster.url()).port };
    },
    ({ cluster }) => cluster.destroy(),
  );
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The script in a fresh database of a throwaway cluster, printed by `psql -AtX`. psql itself is
 * not cut off from the network (it must reach the cluster); the SQL runs in the server, as a role
 * without the privileges that reach outside the database, with a statement timeout.
 */
export const runPostgres: Runner = async ({ code }, context) => {
  const bin = findPostgresBin();
  if (!bin) {
    const required = process.env.QUIZ_DOJO_REQUIRE_POSTGRES === '1';
    return notExecuted('PostgreSQL is not installed (apt-get install postgresql, or set PG_BIN)', !required);
  }
  const { cluster, psql, port } = await server(context, bin);
  const url = await cluster.createDatabase();
  const database = new URL(url).pathname.slice(1);
  await query(cluster.url(), `alter database ${database} owner to ${ROLE}`);
  try {
    return await runInDir(
      {
        files: { 'main.sql': code },
        command: psql,
        args: (dir) => [
          '-AtXq',
          '-v',
          'ON_ERROR_STOP=0',
          '-h',
          '127.0.0.1',
          '-p',
          port,
          '-U',
          ROLE,
          '-d',
          database,
          '-f',
          dir.file('main.sql'),
        ],
        env: () => ({ PGOPTIONS: `-c statement_timeout=${context.timeoutMs} -c TimeZone=UTC`, PGCONNECT_TIMEOUT: '5' }),
        network: true,
      },
      context,
    );
  } finally {
    await query(cluster.url(), `drop database ${database} with (force)`);
  }
};
