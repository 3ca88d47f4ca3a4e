import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { installNode } from './lib/node-install.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const needs = (version: string) =>
  `Quiz Dojo needs Node.js 22.22.2 or a later 22, 24.15.0 or a later 24, or 26 or newer (this is ${version}): ` +
  'install a current LTS from https://nodejs.org or your package manager.\n';

let node20: string;
let version: string;
beforeAll(async () => {
  // The same Node 20 as content:verify's `verify: node 20` questions, installed once.
  node20 = await installNode('20');
  version = execFileSync(node20, ['--version'], { encoding: 'utf8' }).trim().slice(1);
}, 300_000);

/**
 * Runs a project entry point on Node 20 in a process group of its own, ended after 60 s: without the
 * check, `npm start` would go on to build and serve, and the test must not leave that running.
 */
function onNode20(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-old-node-'));
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `file:${data}/db.sqlite` };
  const child = spawn(node20, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const stop = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(stop);
      fs.rmSync(data, { recursive: true, force: true });
      resolve({ code, stdout, stderr });
    }),
  );
}

it.each([
  ['npm start', ['scripts/start.js']],
  ['every other npm script (their pre hooks)', ['scripts/ensure-installed.js']],
  ['the server entry, as an operator starts it', ['--import', 'tsx', 'server/index.ts']],
])('%s on Node 20 stops with one sentence saying which Node to install', async (_, args) => {
  expect(await onNode20(args)).toEqual({ code: 1, stdout: '', stderr: needs(version) });
}, 90_000);
