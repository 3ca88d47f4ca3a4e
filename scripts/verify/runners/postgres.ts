import path from 'node:path';
import { findPostgresBin } from '../../../server/testing/postgres.js';
import { runInDir } from '../run-in-dir.js';
import { sandboxStatus } from '../sandbox/index.js';
import { notExecuted, type RunContext, type Runner } from '../types.js';
import { PORT, startSandboxedPostgres } from './postgres-server.js';

function server(context: RunContext, bin: string) {
  return context.once(
    'postgres',
    () => startSandboxedPostgres(bin),
    (cluster) => cluster.dispose(),
  );
}

/**
 * The script in a fresh database of a throwaway cluster (postgres-server.ts), printed by
 * `psql -AtX` in the snippet's sandbox, where `\!` and `\copy` reach nothing but that sandbox. The
 * SQL runs in the server as the database's own role, which is not a superuser (no COPY ... PROGRAM,
 * no server files, no untrusted languages), knows no other role's password and may connect to no
 * other database, with a statement timeout.
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
          database.name,
          '-d',
          database.name,
          '-f',
          dir.file('main.sql'),
        ],
        env: () => ({
          PGOPTIONS: `-c statement_timeout=${context.timeoutMs} -c TimeZone=UTC`,
          PGCONNECT_TIMEOUT: '5',
          PGPASSWORD: database.password,
        }),
        readOnly: [cluster.socket],
      },
      context,
    );
  } finally {
    await database.drop();
  }
};
