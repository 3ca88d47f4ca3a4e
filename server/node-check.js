// @ts-check
// The first import of the server and of every project script: on a Node.js that Quiz Dojo does not
// support, stop with one sentence saying what to install, before a dependency fails in its own way.
import { unsupportedNode } from './supported-node.js';

const problem = unsupportedNode(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
