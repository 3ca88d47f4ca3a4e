import path from 'node:path';
import { newerNode } from '../node-install.js';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type RunContext, type Runner } from '../types.js';

const currentMajor = Number(process.versions.node.split('.')[0]);

/** The node binary for `verify: node` (this Node) or `verify: node 22` (a newer one, installed). */
export async function nodeFor(version: string | undefined, context: RunContext) {
  if (version === undefined || Number(version) === currentMajor) return process.execPath;
  if (!/^\d+$/.test(version) || Number(version) < currentMajor)
    return notExecuted(`"node ${version}" is not a Node major version of ${currentMajor} or newer`, false);
  return newerNode(Number(version), context);
}

/** Runs JavaScript as an ES module file: `node main.mjs`. */
export async function runJavaScript(code: string, node: string, context: RunContext) {
  // A downloaded Node is seen, read-only, in the sandbox: its package folder, bin/node's parent's parent.
  const readOnly = node === process.execPath ? [] : [path.dirname(path.dirname(node))];
  return runInDir(
    { files: { 'main.mjs': code }, command: node, args: (dir) => [dir.file('main.mjs')], readOnly },
    context,
  );
}

export const runNode: Runner = async ({ code, version }, context) => {
  const node = await nodeFor(version, context);
  return typeof node === 'string' ? runJavaScript(code, node, context) : node;
};
