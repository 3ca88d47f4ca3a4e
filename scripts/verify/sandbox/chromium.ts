import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sandboxArgv } from './bwrap.js';

const MiB = 1024 * 1024;
const quote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

/**
 * A script that starts Chromium in a sandbox (bwrap.ts) with the arguments it is given, for
 * Playwright's `executablePath`: Playwright talks to it over inherited pipes, which bubblewrap
 * passes through; its profile goes to the sandbox's /tmp. Chromium's own sandbox stays off
 * (--no-sandbox): it would need the user namespaces this one forbids. No CPU limit: the browser
 * lives for the whole run, each page is ended at the time limit by closing its context.
 */
export function sandboxedChromium(executable: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-chromium-'));
  process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  const passed = Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(LANG|LC_\w+|TZ)$/.test(name)));
  const argv = sandboxArgv(executable, [], {
    tmpBytes: 512 * MiB,
    env: { PATH: '/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8', ...passed },
    limits: { processes: 2048, fileBytes: 256 * MiB, dataBytes: 8192 * MiB, memoryBytes: 4096 * MiB },
  });
  const script = path.join(folder, 'chromium');
  fs.writeFileSync(script, `#!/bin/sh\nexec ${argv.map(quote).join(' ')} "$@"\n`, { mode: 0o755 });
  return script;
}
