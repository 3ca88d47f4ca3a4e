// The image test's stand-in for the Dockerfile's default base (node:26-bookworm-slim), where no
// image registry is reachable: Debian 12's minimal system from Debian's packages (mmdebstrap) with
// nodejs.org's Node, as the npm registry publishes it, and npm in /usr/local, where the official
// image keeps them. `tsx scripts/container/base-image.ts` assembles it and prints its name.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { NEWEST_LTS } from '../../server/supported-node.js';
import { installNode } from '../lib/node-install.js';
import { root } from '../lib/project.js';
import { podman } from './podman.js';

const exec = promisify(execFile);
const CACHE = path.join(root, '.cache', 'container');
/** The build stage runs `npm ci` with it: npm 11, the line this project's tools use (11.19 here). */
const NPM = 'npm@11';
/**
 * What the official slim image holds besides Node: libatomic1, which nodejs.org's binary links
 * against. Documentation, manual pages and translations are left out as in Debian's slim images,
 * and /usr is merged without the usrmerge package (which would bring perl).
 */
const MMDEBSTRAP_OPTIONS = [
  '--variant=minbase',
  '--include=libatomic1',
  '--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr',
  ...['doc/*', 'man/*', 'info/*', 'locale/*', 'lintian/*'].map((dir) => `--dpkgopt=path-exclude=/usr/share/${dir}`),
  '--dpkgopt=path-include=/usr/share/doc/*/copyright',
  '--skip=cleanup/apt/lists',
  '--customize-hook=rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*',
];

/** What the official image's configuration says, which `podman import` cannot read from a file system. */
const IMAGE_CONFIG = ['ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', 'CMD ["node"]'];

/** The base's name in the local image store, assembled once per Node release and recipe. */
export async function testBaseImage(log: (line: string) => void = () => {}): Promise<string> {
  const nodeBinary = await installNode(NEWEST_LTS);
  const nodeVersion = (await exec(nodeBinary, ['--version'])).stdout.trim();
  const recipe = hash(`${nodeVersion} ${NPM} ${MMDEBSTRAP_OPTIONS.join(' ')}`);
  const name = `localhost/quiz-dojo-test-base:${nodeVersion}-${hash(`${recipe} ${IMAGE_CONFIG.join(' ')}`)}`;
  if ((await podman(['image', 'exists', name], { allowFailure: true })).code === 0) return name;

  const archive = path.join(CACHE, `base-${nodeVersion}-${recipe}.tar`);
  if (!fs.existsSync(archive)) {
    log(`Assembling the base image (Debian 12 minbase, Node ${nodeVersion}) into ${archive}...`);
    await assemble(nodeBinary, archive);
  }
  await podman(['import', ...IMAGE_CONFIG.flatMap((change) => ['--change', change]), archive, name]);
  return name;
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);

async function assemble(nodeBinary: string, archive: string) {
  fs.mkdirSync(CACHE, { recursive: true });
  const staging = fs.mkdtempSync(path.join(CACHE, 'staging-'));
  // mmdebstrap picks its output's format by the name's ending.
  const partial = archive.replace(/\.tar$/, `.partial-${process.pid}.tar`);
  try {
    const local = path.join(staging, 'usr', 'local');
    fs.mkdirSync(path.join(local, 'bin'), { recursive: true });
    fs.copyFileSync(nodeBinary, path.join(local, 'bin', 'node'));
    fs.chmodSync(path.join(local, 'bin', 'node'), 0o755);
    // npm's package bundles its dependencies: a global install is the layout nodejs.org's tarball has.
    await exec('npm', ['install', '--global', '--prefix', local, '--no-audit', '--no-fund', NPM], {
      maxBuffer: 16 * 1024 * 1024,
    });
    await exec(
      'mmdebstrap',
      [
        ...MMDEBSTRAP_OPTIONS,
        `--customize-hook=sync-in ${staging} /`,
        '--customize-hook=chroot "$1" node --version',
        '--customize-hook=chroot "$1" npm --version',
        'bookworm',
        partial,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`mmdebstrap could not assemble the base image: ${(error.stderr ?? error.message).slice(-2000)}`);
    });
    fs.renameSync(partial, archive);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(await testBaseImage((line) => console.error(line)));
}
