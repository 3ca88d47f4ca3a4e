import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { notExecuted, type RunContext, type RunResult } from './types.js';

const exec = promisify(execFile);

/**
 * The node binary of another major version, installed once from the npm registry (the
 * node-<platform>-<arch> package that the `node` package itself installs) into the cache folder.
 */
export function installedNode(major: number, context: RunContext): Promise<string | RunResult> {
  return context.once(`node-${major}`, async () => {
    const platform = process.platform === 'win32' ? 'win' : process.platform;
    const pkg = `node-${platform}-${process.arch}`;
    const dir = path.join(context.cacheDir, 'node', String(major));
    const binary = path.join(dir, 'node_modules', pkg, 'bin', 'node');
    const fail = (why: string) => notExecuted(`could not install Node ${major}: ${why}`, false);
    try {
      if (!fs.existsSync(binary)) {
        fs.mkdirSync(dir, { recursive: true });
        const args = ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
        await exec('npm', [...args, `${pkg}@${major}`], { timeout: 300_000 });
      }
      const { stdout } = await exec(binary, ['--version']);
      return stdout.startsWith(`v${major}.`) ? binary : fail(`${binary} is ${stdout.trim()}`);
    } catch (error) {
      return fail((error as Error).message.split('\n')[0]!);
    }
  });
}
