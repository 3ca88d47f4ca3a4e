import type { Runner, RunnerName } from '../types.js';
import { runGo, runRust } from './compiled.js';
import { runNode } from './node.js';
import { runPostgres } from './postgres.js';
import { runPython } from './python.js';
import { runBash, runGit } from './shell.js';
import { runSqlite } from './sqlite.js';
import { runTypeScript } from './typescript.js';

export const RUNNERS: Record<RunnerName, Runner> = {
  node: runNode,
  typescript: runTypeScript,
  python: runPython,
  sqlite: runSqlite,
  postgres: runPostgres,
  bash: runBash,
  git: runGit,
  go: runGo,
  rust: runRust,
};

export type VerifySpec = { runner: RunnerName; version?: string } | { runner: 'none'; reason: string };

/** Reads a `verify:` value: `node`, `node 22`, `go 1.22`, `none: concept`. Undefined when unknown. */
export function parseVerify(value: string): VerifySpec | undefined {
  const none = /^none\s*(?::\s*(.*))?$/.exec(value.trim());
  if (none) return { runner: 'none', reason: none[1]?.trim() ?? '' };
  const match = /^([a-z]+)(?:\s+(\d+(?:\.\d+)*))?$/.exec(value.trim());
  if (!match || !(match[1]! in RUNNERS)) return undefined;
  return { runner: match[1] as RunnerName, version: match[2] };
}
