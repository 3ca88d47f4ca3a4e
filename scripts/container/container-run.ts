// Builds Quiz Dojo's image and runs containers of it, as an operator would, for the image test.
import fs from 'node:fs';
import { root } from '../lib/project.js';
import { podman, ULIMITS } from './podman.js';

export const IMAGE = 'localhost/quiz-dojo-image-test:latest';
/** The Dockerfile's backup stage, which compose.yaml's backups run. */
export const BACKUP_IMAGE = 'localhost/quiz-dojo-backup-test:latest';

/**
 * `podman build` of the repository's Dockerfile on `base`. Docker's format, as OCI's has no
 * HEALTHCHECK. The host's network, so that npm and apt reach what the host reaches; the certificate
 * authorities Node is told to trust here (NODE_EXTRA_CA_CERTS) go in as the npm_ca secret.
 */
export async function buildImage(base: string, log: (line: string) => void, target?: 'backup') {
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  const secret = ca && fs.existsSync(ca) ? ['--secret', `id=npm_ca,src=${ca}`] : [];
  let output = '';
  let shown = 0;
  // Each step as it starts, so that a build of several minutes shows where it is.
  const showSteps = (chunk: string) => {
    output += chunk;
    const lines = output.split('\n');
    for (const line of lines.slice(shown, -1)) if (/STEP|COMMIT|added \d+ packages/.test(line)) log(line.slice(0, 160));
    shown = Math.max(shown, lines.length - 1);
  };
  const args = ['build', '--format', 'docker', '--network', 'host', ...ULIMITS, ...secret];
  const tag = target ? ['--target', target, '-t', BACKUP_IMAGE] : ['-t', IMAGE];
  await podman([...args, '--build-arg', `NODE_IMAGE=${base}`, ...tag, root], { onOutput: showSteps }).catch(() => {
    throw new Error(`podman build failed:\n${output.slice(-6000)}`);
  });
}

export type Container = { name: string; port: number };

/**
 * Starts a container of the image with the volume at /data and `env` (PORT included, 3000 by
 * default), the server's port published on `hostPort` of the loopback (a free one when not given).
 */
export async function startContainer(name: string, volume: string, env: Record<string, string> = {}, hostPort = 0) {
  const settings = Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]);
  const inside = env.PORT ?? '3000';
  const publish = ['-p', `127.0.0.1:${hostPort || ''}:${inside}`];
  await podman(['run', '-d', '--name', name, ...ULIMITS, ...publish, '-v', `${volume}:/data`, ...settings, IMAGE]);
  const published = (await podman(['port', name, inside])).stdout.trim();
  const port = Number(published.split(':').at(-1));
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`podman port ${name} ${inside} said ${JSON.stringify(published)}`);
  return { name, port } satisfies Container;
}

/** The host's process id of the server: the child of the container's init (tini). */
export async function serverPid(name: string): Promise<number> {
  const init = (await podman(['inspect', '--format', '{{.State.Pid}}', name])).stdout.trim();
  const children = fs.readFileSync(`/proc/${init}/task/${init}/children`, 'utf8').trim().split(/\s+/);
  if (children.length !== 1 || !children[0])
    throw new Error(`the init of ${name} has children ${JSON.stringify(children)}`);
  return Number(children[0]);
}

/** A line of /proc/<pid>/status, such as VmRSS or Uid. */
export function procStatus(pid: number, field: string): string {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  if (!line) throw new Error(`/proc/${pid}/status has no ${field}`);
  return line.slice(field.length + 1).trim();
}

/**
 * Sends SIGTERM to the container's init and waits for it to exit: its exit code and how long it took.
 * A container that ignores the signal is killed after `giveUpAfterS` and reported as code -1.
 */
export async function stopWithSigterm(name: string, giveUpAfterS: number) {
  const started = performance.now();
  await podman(['kill', '--signal', 'TERM', name]);
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(-1), giveUpAfterS * 1000);
  });
  const code = await Promise.race([podman(['wait', name]).then(({ stdout }) => Number(stdout.trim())), gaveUp]);
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;
  if (code === -1) await podman(['kill', '--signal', 'KILL', name], { allowFailure: true });
  return { code, seconds };
}

export async function logs(name: string) {
  const { stdout, stderr } = await podman(['logs', name]);
  return stdout + stderr;
}

/** Runs node in the container with the app's modules (better-sqlite3 for reading the database). */
export async function nodeIn(name: string, script: string) {
  return (await podman(['exec', name, 'node', '-e', script])).stdout.trim();
}
