// Plain JavaScript without newer syntax or APIs: CI and a contributor run it on whatever Node they
// have (even one Quiz Dojo no longer supports) to get the one it needs, before anything is installed.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `.cache/node/<version>` in the project: kept by `npm ci` (unlike node_modules), ignored by git. */
export const NODE_CACHE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.cache', 'node');

/** The registry package that the `node` package itself installs: nodejs.org's build, bin/node inside. */
const PACKAGE = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

/** Where `installNode(version, folder)` puts the node binary of that version. */
export function nodeBinary(version, folder = NODE_CACHE) {
  return path.join(folder, String(version), 'node_modules', PACKAGE, 'bin', 'node');
}

/**
 * Node.js from the npm registry, installed once into `folder/<version>`: a release (`22.22.2`), or
 * the newest of a major version (`26`; it never changes after, delete the folder for a newer one).
 * Resolves to its node binary. Installed beside its final folder and then renamed, so that two
 * processes installing the same version at once (test files run in parallel) both end with one copy.
 */
export async function installNode(version, folder = NODE_CACHE) {
  if (!/^\d+(\.\d+\.\d+)?$/.test(String(version)))
    throw new Error(`"${version}" is not a Node.js major version or release, such as 26 or 22.22.2`);
  const binary = nodeBinary(version, folder);
  if (!fs.existsSync(binary)) {
    const final = path.join(folder, String(version));
    const partial = `${final}.partial-${process.pid}`;
    fs.mkdirSync(partial, { recursive: true });
    try {
      const args = ['install', '--prefix', partial, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
      await run('npm', [...args, `${PACKAGE}@${version}`], `npm install ${PACKAGE}@${version}`);
      try {
        fs.renameSync(partial, final);
      } catch (error) {
        if (!fs.existsSync(binary)) throw error;
      }
    } finally {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
  const found = (await run(binary, ['--version'], `${binary} --version`)).trim();
  if (found !== `v${version}` && !found.startsWith(`v${version}.`))
    throw new Error(`${binary} is ${found}, not Node.js ${version}`);
  return binary;
}

function run(command, args, what) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 300000 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      // npm's own words (`notarget No matching version found for …`), not the command line again.
      const said = String(stderr).split('\n').find((line) => /^npm error (?!code )/.test(line)) || error.message;
      reject(new Error(`${what} failed: ${said.replace(/^npm error /, '').trim()}`));
    });
  });
}
