// Podman as the image test runs it. runc rather than crun: on a host with cgroup v1 (this project's
// CI machines) crun refuses to start containers, and runc works on v1 and v2 alike. The ulimits are
// explicit because podman's defaults (the host's) are not what runc accepts there.
import { spawn, spawnSync } from 'node:child_process';

export const RUNTIME = ['--runtime', 'runc'];
export const ULIMITS = ['--ulimit', 'nofile=1024:1024', '--ulimit', 'nproc=1024:1024'];

export const INSTALL_HINT =
  'The container image test needs Podman with runc and mmdebstrap (Debian: sudo apt-get install -y ' +
  'podman runc mmdebstrap), and root or a user with subordinate ids for rootless containers';

/** Why no container can run here (with what to install), or undefined when podman can run one. */
export function missingEngine(): string | undefined {
  const missing = ['podman', 'runc', 'mmdebstrap'].filter(
    (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
  );
  if (missing.length > 0) return `${INSTALL_HINT}. Not found: ${missing.join(', ')}.`;
  const info = spawnSync('podman', [...RUNTIME, 'info'], { encoding: 'utf8' });
  if (info.status !== 0) return `${INSTALL_HINT}. \`podman info\` failed: ${info.stderr.trim().slice(-500)}`;
  return undefined;
}

export type Result = { code: number; stdout: string; stderr: string; timedOut: boolean };

/** Runs podman; a failure rejects with its command and output unless `allowFailure`. */
export function podman(
  args: string[],
  options: { allowFailure?: boolean; onOutput?: (chunk: string) => void; timeoutMs?: number } = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [...RUNTIME, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      options.onOutput?.(String(chunk));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      options.onOutput?.(String(chunk));
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const result = { code: code ?? 1, stdout, stderr, timedOut: signal === 'SIGKILL' };
      if (code === 0 || options.allowFailure) resolve(result);
      else reject(new Error(`podman ${args.join(' ')} exited ${code}:\n${(stderr || stdout).slice(-4000)}`));
    });
  });
}
