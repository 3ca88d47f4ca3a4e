import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SYSTEM_PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** Root drops to this user before the sandbox starts (and snippets are this user inside it). */
export const SANDBOX_UID = 65534;
export const asRoot = process.getuid?.() === 0;

/**
 * Whether the sandbox's user can reach a path: as root, the sandbox runs as nobody, who cannot
 * enter /root (where rustup or pyenv often live); as anyone else, it runs as that user.
 */
export function reachable(target: string): boolean {
  if (!fs.existsSync(target)) return false;
  if (!asRoot) return true;
  const allows = (file: string, others: number) => {
    const stat = fs.statSync(file);
    return stat.uid === SANDBOX_UID || (stat.mode & others) === others;
  };
  const full = path.resolve(target);
  const ancestors = full.split('/').map((_, i, parts) => parts.slice(0, i).join('/') || '/');
  return allows(full, 0o004) && ancestors.slice(1).every((dir) => allows(dir, 0o001));
}

const underUsr = (folder: string) => folder === '/usr' || folder.startsWith('/usr/');

function toolRoot(tool: string, args: string[]): string | undefined {
  const found = spawnSync(tool, args, { encoding: 'utf8' });
  const folder = found.status === 0 ? found.stdout.trim() : '';
  return folder && reachable(folder) ? folder : undefined;
}

type Tools = { bin: string[]; roots: string[] };
let tools: Tools | undefined;

/**
 * The compilers' own folders where they are installed outside /usr (rustup's in ~/.rustup, say):
 * bound read-only into every sandbox, their bin folders first on its PATH, so a shell snippet that
 * calls `rustc` or `go` gets the runner's. The real compiler, not rustup's proxy, which would look
 * for its toolchains in the snippet's empty HOME. Where the sandbox's user cannot reach them, the
 * system's compilers in /usr/bin are used.
 */
export function toolFolders(): Tools {
  if (tools) return tools;
  const found = [toolRoot('rustc', ['--print', 'sysroot']), toolRoot('go', ['env', 'GOROOT'])].filter(
    (folder): folder is string => folder !== undefined && !underUsr(folder),
  );
  const node = path.dirname(path.dirname(process.execPath));
  const roots = [...new Set([...found, ...(underUsr(node) ? [] : [node])])];
  tools = { bin: found.map((folder) => path.join(folder, 'bin')), roots };
  return tools;
}

/** Only what a snippet needs: no tokens, no proxies, no NODE_OPTIONS of the caller leak in. */
export function minimalEnv(dir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: [...toolFolders().bin, ...SYSTEM_PATH].join(':'),
    HOME: dir,
    TMPDIR: dir,
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    TZ: 'UTC',
    TERM: 'dumb',
    NO_COLOR: '1',
    ...extra,
  };
}
