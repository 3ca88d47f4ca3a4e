import { createRequire } from 'node:module';
import path from 'node:path';
import { runInDir } from '../run-in-dir.js';
import type { Runner } from '../types.js';

const child = path.join(import.meta.dirname, 'sqlite-child.js');
const require = createRequire(import.meta.url);
const betterSqlite = require.resolve('better-sqlite3');
/** The package folder of a module's entry file: node_modules/<name>. */
function packageOf(entry: string) {
  const start = entry.lastIndexOf('/node_modules/') + '/node_modules/'.length;
  return entry.slice(0, start) + entry.slice(start).split('/')[0];
}
/** Read-only in the sandbox: the child, its SQL splitter and better-sqlite3, whose addon is in its own folder. */
const READ_ONLY = [child, path.join(import.meta.dirname, 'sql-split.js'), packageOf(betterSqlite)];

/** The script in a fresh in-memory database, in a child process so that the time limit can stop it. */
export const runSqlite: Runner = ({ code }, context) =>
  runInDir(
    {
      files: { 'main.sql': code },
      command: process.execPath,
      args: (dir) => [child, betterSqlite, dir.file('main.sql')],
      readOnly: READ_ONLY,
    },
    context,
  );
