import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { podman, ULIMITS } from '../../container/podman.js';
import { withTempDir } from '../sandbox/index.js';
import { notExecuted, type RunContext, type Runner } from '../types.js';
import { BUSYBOX, BUSYBOX_BINARY, busyboxBase } from './docker-base.js';
import { parseDockerScript, type Step } from './docker-script.js';
import { storeReleased } from './store-released.js';

/** Builds and runs take seconds each on a busy machine, several per question. */
const DOCKER_ALLOWANCE_MS = 50_000;
/** Each container's bounds, as the snippet sandbox's: processes, memory; no network anywhere. */
const BOUNDS = [...ULIMITS, '--memory', '1g'];
/**
 * podman build lines that are not the RUN steps' output: the step as written, cache notes, the
 * commit and the image's id. What remains is what the RUN steps printed, in order; a cached step
 * prints nothing, which is how a question sees the cache.
 */
const BUILD_NOISE = [
  /^(\[\d+\/\d+\] )?STEP \d+\/\d+: /,
  /^(\[\d+\/\d+\] )?COMMIT( |$)/,
  /^--> /,
  /^Successfully tagged /,
  /^[0-9a-f]{64}$/,
];

/**
 * A question's Dockerfile built with podman (BuildKit's rules where podman shares them) on a busybox
 * image of Debian's busybox-static, in a storage of its own under a temporary folder, removed after.
 * Builds and containers have no network; each step is bounded by what is left of the time limit.
 */
export const runDocker: Runner = async ({ code }, context) => {
  const missing = missingTools();
  if (missing) return notExecuted(missing);
  const steps = parseDockerScript(code);
  if (typeof steps === 'string') return { kind: 'ran', stdout: '', stderr: steps, exitCode: 1, timedOut: false };
  const base = await context.once('docker-busybox', busyboxBase, (folder) =>
    fs.rmSync(path.dirname(folder), { recursive: true, force: true }),
  );
  return withTempDir((dir) => runSteps(steps, dir, base, context));
};

async function runSteps(steps: Step[], dir: string, base: string, context: RunContext) {
  // podman refuses a runroot of more than 50 characters: kept short under the temporary folder.
  const store = [
    ...['--root', path.join(dir, 'root'), '--runroot', path.join(dir, 'r'), '--tmpdir', path.join(dir, 'tmp')],
    ...['--storage-driver', 'vfs', '--events-backend', 'none', '--cgroup-manager', 'cgroupfs'],
  ];
  const contextDir = path.join(dir, 'context');
  fs.mkdirSync(contextDir);
  const deadline = Date.now() + context.timeoutMs + DOCKER_ALLOWANCE_MS;
  const left = () => Math.max(1, deadline - Date.now());
  const out: string[] = [];
  let stderr = '';
  let exitCode = 0;
  try {
    await podman([...store, 'import', '--change', 'CMD ["sh"]', base, BUSYBOX], { timeoutMs: left() });
    for (const step of steps) {
      if (step.kind === 'file') {
        const file = path.join(contextDir, step.path);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, step.text);
        continue;
      }
      const result = await podman([...store, ...command(step, contextDir, left())], {
        allowFailure: true,
        timeoutMs: left(),
      });
      stderr += result.stderr;
      // podman's own --timeout may end the container a moment before the client is killed: either is the limit.
      if (result.timedOut || Date.now() >= deadline)
        return { kind: 'ran' as const, stdout: lines(out), stderr, exitCode: null, timedOut: true };
      if (step.kind === 'build') {
        out.push(...result.stdout.split('\n').filter((line) => line && !BUILD_NOISE.some((noise) => noise.test(line))));
        if (result.code !== 0) {
          out.push('[build failed]');
          exitCode = result.code;
          break;
        }
      } else {
        const detached = step.kind === 'run' && step.args.includes('-d');
        if (detached && result.code === 0) await firstLine(store, result.stdout.trim(), deadline);
        const quiet = step.kind === 'command' ? step.quiet : detached;
        if (result.stdout && !quiet) out.push(...result.stdout.replace(/\n$/, '').split('\n'));
        if (result.code !== 0) out.push(`[exit ${result.code}]`);
        exitCode = result.code;
      }
    }
  } finally {
    // A container left by a step that timed out: stopped and removed before its storage goes.
    await podman([...store, 'rm', '--all', '--force', '--time', '0'], { allowFailure: true, timeoutMs: 30_000 });
    await storeReleased(dir, 30_000);
  }
  return { kind: 'ran' as const, stdout: lines(out), stderr, exitCode, timedOut: false };
}

/**
 * A detached run's step ends once its container has printed a line or stopped: a question prints
 * "ready" once its signal handlers are set, and the next step (`docker stop`) cannot come before.
 */
async function firstLine(store: string[], id: string, deadline: number) {
  while (Date.now() < deadline) {
    const timeoutMs = Math.max(1, deadline - Date.now());
    if ((await podman([...store, 'logs', id], { allowFailure: true, timeoutMs })).stdout) return;
    const state = await podman([...store, 'container', 'inspect', '--format', '{{.State.Running}}', id], {
      allowFailure: true,
      timeoutMs,
    });
    if (state.stdout.trim() !== 'true') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const lines = (out: string[]) => (out.length ? `${out.join('\n')}\n` : '');

function command(step: Exclude<Step, { kind: 'file' }>, contextDir: string, leftMs: number): string[] {
  if (step.kind === 'command') return step.args;
  if (step.kind === 'run') {
    // A backstop after the client's own kill at the deadline, which the cleanup's rm follows.
    const seconds = String(Math.ceil(leftMs / 1000) + 1);
    // A container run with -d stays after it stops, for `docker logs` and `docker inspect`.
    return [
      'run',
      ...(step.args.includes('-d') ? [] : ['--rm']),
      '--pull=never',
      '--network',
      'none',
      ...BOUNDS,
      '--pids-limit',
      '256',
      '--timeout',
      seconds,
      ...step.args,
    ];
  }
  // -f and the context are relative to the context folder, as to the folder docker build runs in.
  const args = step.args.map((word, index) =>
    word === '.' && index === step.args.length - 1
      ? contextDir
      : step.args[index - 1] === '-f'
        ? path.join(contextDir, word)
        : word,
  );
  return ['build', '--pull=never', '--network', 'none', '--format', 'docker', ...BOUNDS, ...args];
}

function missingTools(): string | undefined {
  const missing = ['podman', 'runc'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  // Debian's busybox package has a dynamic one, which an image without a C library cannot run.
  const dynamic = spawnSync('ldd', [BUSYBOX_BINARY], { encoding: 'utf8' }).stdout?.includes('=>');
  if (!fs.existsSync(BUSYBOX_BINARY) || dynamic) missing.push('busybox-static');
  if (missing.length === 0) return undefined;
  return `verify: docker needs ${missing.join(', ')} (Debian: apt-get install -y podman runc busybox-static)`;
}
