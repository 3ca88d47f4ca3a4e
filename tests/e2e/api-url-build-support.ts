import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The client alone, built for an API at `apiUrl` into `outDir/client` (no page renderer, no
 * precompression: a server of such a build renders no page), about 7 s on an idle machine.
 */
export function buildForApi(outDir: string, apiUrl: string) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', path.join(outDir, 'client'), '--emptyOutDir'], {
    cwd: ROOT,
    env: { ...process.env, VITE_API_URL: apiUrl },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The VITE_API_URL build failed:\n${build.stdout}\n${build.stderr}`);
}
