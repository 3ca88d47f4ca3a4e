import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { BackupError, backupDatabase, fileStamp, MissingToolError, pgTool, run } from './backup.js';
import { checkSchema, OLDER, refusal, unreadable } from './backup-schema.js';
import { MIGRATION_NAMES, tablesAfter } from './migrations.js';

/**
 * Reads the whole archive without touching the database (its table of contents, every entry, its
 * kysely_migration rows) and checks them; then dumps the database as it is beside the archive, and
 * replaces it in one transaction. Returns the dump of the previous state.
 */
export async function restorePostgres(file: string, url: string): Promise<string> {
  const list = await run(pgTool('pg_restore'), ['--list', file]).catch((error: Error) => {
    throw error instanceof MissingToolError
      ? error
      : unreadable(file, 'PGDMP', 'pg_dump archive', 'pg_restore', error.message);
  });
  // Writing out the whole script reads every entry: a cut or damaged archive fails here, not midway.
  await readWhole(file, ['--file', os.devNull]);
  const tables = tablesIn(list);
  const applied = tables.includes('kysely_migration')
    ? migrationsIn(await readWhole(file, ['--data-only', '--table=kysely_migration', '--file=-']))
    : undefined;
  await checkSchema(file, applied, tables);
  const previous = path.join(
    path.dirname(path.resolve(file)),
    `quiz-dojo-before-restore-${fileStamp(new Date(), true)}.dump`,
  );
  await backupDatabase({ kind: 'postgres', url }, previous);
  await replaceInOneTransaction(file, url);
  return previous;
}

/**
 * Drops every table of ours, then runs the archive's script, in one psql transaction: pg_restore
 * --clean drops only what the archive holds, so an older backup met the newer tables (and their
 * foreign keys) and failed. Any error rolls everything back.
 */
async function replaceInOneTransaction(file: string, url: string): Promise<void> {
  const ours = await tablesAfter(MIGRATION_NAMES.at(-1)!);
  const drop = `drop table if exists ${ours.map((table) => `public.${table}`).join(', ')} cascade`;
  const script = spawn(pgTool('pg_restore'), ['--no-owner', '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const psql = spawn(
    pgTool('psql'),
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--dbname=${url}`,
      '--command',
      drop,
      '--file=-',
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  script.stdout.pipe(psql.stdin);
  const [restored, applied] = await Promise.all([finished(script), finished(psql)]);
  if (applied || restored) throw new BackupError(`the restore failed and was rolled back: ${applied || restored}`);
}

/** What a tool said when it failed, or '' when it succeeded. */
function finished(child: ReturnType<typeof spawn>): Promise<string> {
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  return new Promise((resolve) => {
    child.on('error', (error) =>
      resolve(
        `${child.spawnfile} could not start (${error.message}): install the PostgreSQL client tools, or set PG_BIN`,
      ),
    );
    child.on('close', (code) => resolve(code === 0 ? '' : said.trim() || `${child.spawnfile} exited with ${code}`));
  });
}

function readWhole(file: string, args: string[]): Promise<string> {
  return run(pgTool('pg_restore'), [...args, file]).catch((error: Error) => {
    if (error instanceof MissingToolError) throw error;
    throw refusal(file, `is damaged: pg_restore cannot read it to the end (${error.message})`, OLDER);
  });
}

/** Table entries of a table of contents, such as `215; 1259 16389 TABLE public accounts postgres`. */
function tablesIn(list: string): string[] {
  return list
    .split('\n')
    .flatMap((line) => /^\d+; \d+ \d+ TABLE (?!DATA )\S+ (\S+) /.exec(line)?.[1] ?? [])
    .sort();
}

/** The names of the COPY block pg_restore writes for kysely_migration (name, tab, timestamp). */
function migrationsIn(script: string): string[] {
  const block = /^COPY \S*kysely_migration \(name, .*FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(script);
  return (block?.[1] ?? '')
    .split('\n')
    .filter(Boolean)
    .map((row) => row.split('\t')[0]!)
    .sort();
}
