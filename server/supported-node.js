// @ts-check
// Which Node.js runs Quiz Dojo. Plain JavaScript with no imports and no newer syntax: an old Node
// must be able to load it to be told what to install (server/node-check.js), and CI reads it on the
// machine's own Node before it installs the ones it tests with (scripts/install-node.js).

/**
 * The oldest release of each older Node.js LTS line that runs Quiz Dojo and its dependencies
 * (jsdom's floor: docs/decisions/0018-node-lts.md), oldest line first. When a new LTS begins (each
 * October) its predecessor joins this list at the release the dependencies then need; a line leaves
 * it when its support ends. package.json's engines says the same (server/supported-node.test.ts).
 */
const OLDEST_RELEASES = /** @type {const} */ ([
  [22, 22, 2],
  [24, 15, 0],
]);

/** The newest LTS line: every release of it, and of any later line, runs Quiz Dojo. */
export const NEWEST_LTS = 26;

/** The oldest release Quiz Dojo supports, which CI tests on (and on the newest LTS): `22.22.2`. */
export const OLDEST_NODE = OLDEST_RELEASES[0].join('.');

/** package.json's `engines.node`: `^22.22.2 || ^24.15.0 || >=26.0.0`. */
export function enginesRange() {
  return [...OLDEST_RELEASES.map((release) => `^${release.join('.')}`), `>=${NEWEST_LTS}.0.0`].join(' || ');
}

/**
 * Why Node.js `version` (such as process.versions.node, '20.20.2') cannot run Quiz Dojo, in one
 * sentence, or undefined when it can.
 * @param {string} version
 */
export function unsupportedNode(version) {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  const line = OLDEST_RELEASES.find((release) => release[0] === major);
  const newEnough = line ? minor > line[1] || (minor === line[1] && patch >= line[2]) : major >= NEWEST_LTS;
  if (newEnough) return undefined;
  const lines = OLDEST_RELEASES.map((release) => `${release.join('.')} or a later ${release[0]}`);
  return (
    `Quiz Dojo needs Node.js ${lines.join(', ')}, or ${NEWEST_LTS} or newer (this is ${version}): ` +
    'install a current LTS from https://nodejs.org or your package manager.'
  );
}
