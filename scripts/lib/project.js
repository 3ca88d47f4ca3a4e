// First: on an unsupported Node.js, one sentence saying what to install, before anything else runs.
import '../../server/node-check.js';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const BUILD_STAMP = path.join(root, 'dist', '.build-stamp');
const BUILD_INPUTS = [
  'app',
  'server',
  'contract',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
];

/** Runs a command in the project folder with the output shown; stops the script if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * A fresh clone has no node_modules: install exactly what the lock file says, once. Without install
 * scripts, which no dependency needs: better-sqlite3 carries its binaries, yet `npm ci` runs node-gyp
 * in it (the lock file keeps no `gypfile: false`) unless package.json's allowScripts denies it, which
 * npm before 11.16 (Node 22's npm 10) ignores; esbuild's is a fallback for installs without optional
 * dependencies.
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (fs.existsSync(marker) && newestChange([path.join(root, 'package-lock.json')]) <= fs.statSync(marker).mtimeMs)
    return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
}

/** Builds the app and the server when any of their sources changed since the last build. */
export function ensureBuilt() {
  const built = fs.existsSync(BUILD_STAMP) ? fs.statSync(BUILD_STAMP).mtimeMs : 0;
  if (newestChange(BUILD_INPUTS.map((input) => path.join(root, input))) <= built) return;
  console.log('Building the web app and the server...');
  run('npm', ['run', 'build', '--silent']);
  fs.writeFileSync(BUILD_STAMP, new Date().toISOString());
}

function newestChange(paths) {
  let newest = 0;
  for (const entry of paths) {
    if (!fs.existsSync(entry)) continue;
    const stat = fs.statSync(entry);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) {
      const children = fs
        .readdirSync(entry)
        .filter((name) => name !== 'node_modules')
        .map((name) => path.join(entry, name));
      newest = Math.max(newest, newestChange(children));
    }
  }
  return newest;
}
