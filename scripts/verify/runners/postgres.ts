import path from 'node:path';
import { findPostgresBin } from '../../../server/testing/postgres.js';
import { runInDir } from '../run-in-dir.js';
import { sandboxStatus } from '../sandbox/index.js';
import { notExecuted, type RunContext, type Runner } from '../types.js';
import { PORT, type SandboxedPostgres, startSandboxedPostgres } from './postgres-server.js';

/** The role snippets run as: not a superuser, so no COPY ... PROGRAM, no server files, no untrusted languages. */
const ROLE = 'quiz_verify';

function server(context: RunContext, bin: string) {
  return context.once(
    'postgres',
    async (): Promise<SandboxedPostgres> => {
      const cluster = await startSandboxedPostgres(bin);
      await cluster.admin(`create role ${ROLE} login nosuperuser nocreatedb nocreaterole`);
      return cluster;
    },
    (cluster) => cluster.dispose(),
  );
}

/**
 * The script in a fresh database of a throwaway cluster (postgres-server.ts), printed by
 * `psql -AtX` in the snippet's sandbox, where `\!` and `\copy` reach nothing but that sandbox. The
 * SQL runs in the server as a role without the privileges that reach outside the database, with a
 * statement timeout.
 */
export const runPostgres: Runner = async ({ code }, context) => {
  const bin = findPostgresBin();
  if (!bin) {
    const required = process.env.QUIZ_DOJO_REQUIRE_POSTGRES === '1';
    return notExecuted('PostgreSQL is not installed (apt-get install postgresql, or set PG_BIN)', !required);
  }
  const status = sandboxStatus();
  // --unsafe runs snippets outside a sandbox, but the server's lives in one: it is not offered there.
  if (!status.ok) return notExecuted(`PostgreSQL questions need the sandbox: ${status.why}`);
  const cluster = await server(context, bin);
  const database = await cluster.createDatabase();
  await cluster.admin(`alter database ${database} owner to ${ROLE}`);
  try {
    return await runInDir(
      {
        files: { 'main.sql': code },
        command: path.join(bin, 'psql'),
        args: (dir) => [
          '-AtXq',
          '-v',
          'ON_ERROR_STOP=0',
          '-h',
          cluster.socket,
          '-p',
          PORT,
          '-U',
          ROLE,
          '-d',
          database,
          '-f',
          dir.file('main.sql'),
        ],
        env: () => ({ PGOPTIONS: `-c statement_timeout=${context.timeoutMs} -c TimeZone=UTC`, PGCONNECT_TIMEOUT: '5' }),
        readOnly: [cluster.socket],
      },
      context,
    );
  } finally {
    await cluster.admin(`drop database ${database} with (force)`);
  }
};
