// `node scripts/install-node.js newest` (or `oldest`, or a major version such as 24, or a release
// such as 22.22.2): installs that Node.js from the npm registry into .cache/node/, once, and prints
// its bin folder, to put first on PATH. Runs on any Node with npm, an unsupported one included: CI
// starts on the machine's Node and a contributor may have an old one.
import path from 'node:path';
import { NEWEST_LTS, OLDEST_NODE } from '../server/supported-node.js';
import { installNode } from './lib/node-install.js';

const named = { oldest: OLDEST_NODE, newest: String(NEWEST_LTS) };
const wanted = process.argv[2];
if (!wanted) {
  console.error(
    `Usage: node scripts/install-node.js newest|oldest|<major>|<release>: newest is the newest Node.js ` +
      `${NEWEST_LTS}, oldest is ${OLDEST_NODE}, the oldest Quiz Dojo supports.`,
  );
  process.exit(2);
}
try {
  console.log(path.dirname(await installNode(named[wanted] ?? wanted)));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
