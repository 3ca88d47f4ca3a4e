import fs from 'node:fs';
import { BackupError } from './backup.js';
import { MIGRATION_NAMES, tablesAfter } from './migrations.js';

const NOT_OURS = 'give a file that npm run db:backup made';
export const OLDER = 'restore an older backup (npm run db:restore -- FILE)';

export const refusal = (file: string, why: string, fix = NOT_OURS) =>
  new BackupError(`${file} ${why}. Nothing was changed; ${fix}.`);

/**
 * A file its tool cannot read: damaged when it starts as that kind of file does (SQLite's header,
 * pg_dump's PGDMP), else not that kind of file at all.
 */
export function unreadable(file: string, magic: string, kind: string, tool: string, cause: string) {
  const start = Buffer.alloc(magic.length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, start, 0, magic.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  return start.toString('latin1') === magic
    ? refusal(file, `is damaged: ${tool} cannot read it (${cause})`, OLDER)
    : refusal(file, `is not a ${kind} (${tool} says: ${cause})`);
}

/**
 * A backup is restored only when this version can start on it: its migrations (Kysely's
 * kysely_migration rows, or undefined when it has no such table) are the first ones this code
 * knows, in order (an older backup is brought up to date at start-up), and its tables are exactly
 * those they make. So a newer backup, another application's database or another dump is refused.
 */
export async function checkSchema(file: string, applied: string[] | undefined, tables: string[]): Promise<void> {
  if (applied === undefined) throw refusal(file, 'is not a Quiz Dojo backup: it has no kysely_migration table');
  const unknown = applied.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0 && unknown.length < applied.length) {
    throw refusal(
      file,
      `was made by a newer version of Quiz Dojo: its migration ${unknown.join(', ')} is unknown to this one`,
      'restore it with that version or a newer one',
    );
  }
  const inOrder = applied.length > 0 && applied.every((name, at) => MIGRATION_NAMES[at] === name);
  if (!inOrder) {
    throw refusal(
      file,
      `is not a Quiz Dojo backup: its migrations (${applied.join(', ') || 'none'}) are not ours ` +
        `(${MIGRATION_NAMES.join(', ')}, in this order)`,
    );
  }
  const expected = await tablesAfter(applied.at(-1)!);
  const missing = expected.filter((table) => !tables.includes(table));
  const extra = tables.filter((table) => !expected.includes(table));
  if (missing.length > 0 || extra.length > 0) {
    const lists = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      extra.length ? `not ours ${extra.join(', ')}` : '',
    ];
    throw refusal(
      file,
      `is not a Quiz Dojo backup: its tables differ from those of migration ${applied.at(-1)} ` +
        `(${lists.filter(Boolean).join('; ')})`,
    );
  }
}
