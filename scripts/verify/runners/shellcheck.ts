import fs from 'node:fs';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type Runner } from '../types.js';

/** Debian's package; 0.9.0 on Debian 12, whose messages the Bash topic's answers quote. */
const SHELLCHECK = '/usr/bin/shellcheck';

type Comment = { line: number; column: number; level: string; code: number; message: string };

/** ShellCheck's `json1` report as lines `line 3: SC2086 (info): Double quote to prevent …`, in order. */
export function findingLines(json: string): string {
  const { comments } = JSON.parse(json) as { comments: Comment[] };
  return [...comments]
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map((c) => `line ${c.line}: SC${c.code} (${c.level}): ${c.message}`)
    .join('\n');
}

/**
 * `shellcheck --norc --shell=bash` on the snippet, every severity: the output is its findings, one
 * a line, and nothing for a script it finds clean. No rc file, so the machine's settings change nothing.
 */
export const runShellCheck: Runner = async ({ code }, context) => {
  if (!fs.existsSync(SHELLCHECK)) return notExecuted('ShellCheck is not installed (apt-get install shellcheck)');
  const result = await runInDir(
    {
      files: { 'main.sh': code },
      command: SHELLCHECK,
      args: (dir) => ['--norc', '--shell=bash', '--format=json1', dir.file('main.sh')],
    },
    context,
  );
  // Exit 1 only says that something was found; a crash leaves no JSON, and its stderr explains.
  if (result.kind !== 'ran' || result.timedOut || result.exitCode === null || result.exitCode > 1) return result;
  return { ...result, stdout: findingLines(result.stdout), exitCode: 0 };
};
