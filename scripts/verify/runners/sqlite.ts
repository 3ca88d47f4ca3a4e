import { createRequire } from 'node:module';
import path from 'node:path';
import { runInDir } from '../run-in-dir.js';
import type { Runner } from '../types.js';

const child = path.join(import.meta.dirname, 'sqlite-child.js');
const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/** The script in a fresh in-memory database, in a child process so that the time limit can stop it. */
export const runSqlite: Runner = ({ code }, context) =>
  runInDir(
    {
      files: { 'main.sql': code },
      command: process.execPath,
      args: (dir) => [child, betterSqlite, dir.file('main.sql')],
    },
    context,
  );
