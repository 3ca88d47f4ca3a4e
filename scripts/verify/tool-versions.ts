import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findPostgresBin } from '../../server/testing/postgres.js';
import { CHROME_PATH } from '../lib/chromium.js';
import { java17 } from './runners/java.js';
import { kotlinHome } from './runners/kotlin.js';
import { NODE_LINES } from './runners/node.js';
import { RUBY } from './runners/ruby.js';

type Tool = { name: string; command: string | undefined; args: string[]; pattern: RegExp };

/** What each runner runs, and where its version shows in `--version` (stdout or stderr). */
const TOOLS: Tool[] = [
  { name: 'python', command: 'python3', args: ['--version'], pattern: /Python (\S+)/ },
  { name: 'go', command: 'go', args: ['version'], pattern: /go version go(\S+)/ },
  { name: 'rustc', command: 'rustc', args: ['--version'], pattern: /rustc (\S+)/ },
  { name: 'java', command: java17(), args: ['-version'], pattern: /version "([^"]+)"/ },
  { name: 'gcc', command: 'gcc', args: ['-dumpfullversion'], pattern: /^(\S+)/ },
  { name: 'g++', command: 'g++', args: ['-dumpfullversion'], pattern: /^(\S+)/ },
  { name: 'php', command: 'php', args: ['--version'], pattern: /PHP (\S+)/ },
  { name: 'ruby', command: RUBY, args: ['--version'], pattern: /ruby (\S+)/ },
  { name: 'psql', command: pgBin('psql'), args: ['--version'], pattern: /\(PostgreSQL\) (\S+)/ },
  { name: 'chromium', command: CHROME_PATH, args: ['--version'], pattern: /Chromium (\S+)/ },
  { name: 'git', command: 'git', args: ['--version'], pattern: /git version (\S+)/ },
  { name: 'bash', command: 'bash', args: ['--version'], pattern: /version (\S+)/ },
  { name: 'shellcheck', command: 'shellcheck', args: ['--version'], pattern: /version: (\S+)/ },
  { name: 'podman', command: 'podman', args: ['--version'], pattern: /podman version (\S+)/ },
  { name: 'bwrap', command: 'bwrap', args: ['--version'], pattern: /bubblewrap (\S+)/ },
];

function pgBin(name: string) {
  const bin = findPostgresBin();
  return bin && path.join(bin, name);
}

function versionOf(tool: Tool): Promise<string> {
  if (!tool.command) return Promise.resolve('not installed');
  return new Promise((resolve) => {
    execFile(tool.command!, tool.args, { timeout: 10_000 }, (error, stdout, stderr) => {
      const found = tool.pattern.exec(`${stdout}\n${stderr}`.trim());
      resolve(found ? found[1]! : error ? 'not installed' : 'unknown');
    });
  });
}

/** The compiler distribution's build.txt: starting kotlinc only to print its version takes seconds. */
function kotlinVersion() {
  const home = kotlinHome();
  const file = home && path.join(home, 'build.txt');
  return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : 'not installed';
}

function sqliteVersion() {
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const db = new Database(':memory:');
  try {
    return db.prepare('select sqlite_version() as v').get().v as string;
  } finally {
    db.close();
  }
}

/**
 * One line naming every toolchain's version, so that a report says what its answers were proven
 * with: an answer that holds on one version and not another shows up as a change of these.
 */
export async function toolVersions(): Promise<string> {
  const found = await Promise.all(TOOLS.map(async (tool) => `${tool.name} ${await versionOf(tool)}`));
  const node = `node ${process.versions.node} (verify: node on ${NODE_LINES.join(' and ')})`;
  return `tools: ${[node, ...found, `kotlinc ${kotlinVersion()}`, `sqlite ${sqliteVersion()}`].join(', ')}`;
}
