import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The first `npm start` builds the app in front of a newcomer: it must print no warning they can do
 * nothing about (issue 32). Vite marks its warnings `(!)` and Rolldown's `WARN`. The web app's build
 * loads vite.config.ts, as the server's does, and builds the service worker too.
 */
it('the web app builds without a warning', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-build-'));
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', CI: '' }, maxBuffer: 16 * 1024 * 1024 },
    );
    const warnings = `${stdout}\n${stderr}`.split('\n').filter((line) => /\(!\)|\bWARN\b|deprecated/i.test(line));
    expect(warnings).toEqual([]);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}, 180_000);
