import path from 'node:path';
import { normalizeOutput } from '../compare.js';
import { installedNode } from '../node-install.js';
import { runInDir } from '../run-in-dir.js';
import { snippetLimits } from '../sandbox/index.js';
import { notExecuted, type RunContext, type Runner } from '../types.js';

const currentMajor = Number(process.versions.node.split('.')[0]);

/**
 * The Node.js release in Active LTS: 26 since October 2026 (nodejs.org's release schedule); bump it
 * each October. A `verify: node` question, one whose stem names no version, must print the same on it.
 */
export const NODE_LTS = 26;

/** The node binary for `verify: node` (this Node) or `verify: node 22` (that major, installed). */
export async function nodeFor(version: string | undefined, context: RunContext) {
  if (version === undefined || Number(version) === currentMajor) return process.execPath;
  if (!/^\d+$/.test(version) || Number(version) < 20)
    return notExecuted(`"node ${version}" is not a Node major version from 20 (the oldest Quiz Dojo runs on)`, false);
  return installedNode(Number(version), context);
}

/** A worker thread of Node 26 reserves its V8 code range as data: 1 GiB is too little, 1.5 GiB enough. */
const INSTALLED_NODE_DATA_BYTES = 1536 * 1024 * 1024;

/** Runs JavaScript as an ES module file: `node main.mjs`. */
export async function runJavaScript(code: string, node: string, context: RunContext) {
  const installed = node !== process.execPath;
  return runInDir(
    {
      files: { 'main.mjs': code },
      command: node,
      args: (dir) => [dir.file('main.mjs')],
      // A downloaded Node is seen, read-only, in the sandbox: its package folder, bin/node's parent's parent.
      readOnly: installed ? [path.dirname(path.dirname(node))] : [],
      limits: installed ? { ...snippetLimits(context.timeoutMs), dataBytes: INSTALLED_NODE_DATA_BYTES } : undefined,
    },
    context,
  );
}

/**
 * `verify: node 22` runs on that Node alone (its stem names the version). `verify: node` runs on this
 * Node and on the current LTS: an answer that differs between them is one the stem must date.
 */
export const runNode: Runner = async ({ code, version }, context) => {
  const node = await nodeFor(version, context);
  if (typeof node !== 'string') return node;
  const here = await runJavaScript(code, node, context);
  if (version !== undefined || currentMajor === NODE_LTS || here.kind !== 'ran' || here.timedOut) return here;
  const lts = await nodeFor(String(NODE_LTS), context);
  if (typeof lts !== 'string') return { ...lts, missingToolchain: true };
  const there = await runJavaScript(code, lts, context);
  if (there.kind !== 'ran' || normalizeOutput(there.stdout) === normalizeOutput(here.stdout)) return here;
  const printed = there.timedOut ? 'timed out' : `printed ${JSON.stringify(normalizeOutput(there.stdout))}`;
  return {
    ...here,
    disagreement: `Node ${NODE_LTS} (the current LTS) ${printed}, Node ${currentMajor} ${JSON.stringify(normalizeOutput(here.stdout))}: name the version in the stem and use verify: node ${currentMajor}`,
  };
};
