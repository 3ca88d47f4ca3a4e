import path from 'node:path';
import { NEWEST_LTS, OLDEST_NODE } from '../../../server/supported-node.js';
import { normalizeOutput } from '../compare.js';
import { installedNode } from '../node-install.js';
import { runInDir } from '../run-in-dir.js';
import { snippetLimits } from '../sandbox/index.js';
import { notExecuted, type RunContext, type RunResult, type Runner } from '../types.js';

const currentMajor = Number(process.versions.node.split('.')[0]);
/** The oldest LTS line Quiz Dojo supports (22): its oldest supported release is the one installed. */
const OLDEST_MAJOR = Number(OLDEST_NODE.split('.')[0]);
/** The Node lines a `verify: node` answer runs on: the oldest Quiz Dojo supports and the newest LTS. */
export const NODE_LINES = [OLDEST_MAJOR, NEWEST_LTS];

/** The node binary for `verify: node 22`: this Node when it is a 22, else one installed. */
export async function nodeFor(version: string | undefined, context: RunContext) {
  if (version === undefined || Number(version) === currentMajor) return process.execPath;
  if (!/^\d+$/.test(version) || Number(version) < 20)
    return notExecuted(`"node ${version}" is not a Node major version from 20 (the oldest a question may name)`, false);
  return installedNode(Number(version) === OLDEST_MAJOR ? OLDEST_NODE : version, context);
}

/** A worker thread of Node 26 reserves its V8 code range as data: 1 GiB is too little, 1.5 GiB enough. */
const NODE_DATA_BYTES = 1536 * 1024 * 1024;

/** Runs JavaScript as an ES module file: `node main.mjs`. */
export async function runJavaScript(code: string, node: string, context: RunContext) {
  return runInDir(
    {
      files: { 'main.mjs': code },
      command: node,
      args: (dir) => [dir.file('main.mjs')],
      // Another Node than this one is seen, read-only, in the sandbox: its package folder, bin/node's parent's parent.
      readOnly: node === process.execPath ? [] : [path.dirname(path.dirname(node))],
      limits: { ...snippetLimits(context.timeoutMs), dataBytes: NODE_DATA_BYTES },
    },
    context,
  );
}

async function runOn(major: number, code: string, context: RunContext): Promise<RunResult> {
  const node = await nodeFor(String(major), context);
  if (typeof node === 'string') return runJavaScript(code, node, context);
  return node.kind === 'not-executed' ? { ...node, missingToolchain: true } : node;
}

/**
 * `verify: node 22` runs on that Node alone (its stem names the version). `verify: node` runs on the
 * oldest Node Quiz Dojo supports and on the newest LTS: an answer that differs between them is one
 * the stem must date.
 */
export const runNode: Runner = async ({ code, version }, context) => {
  if (version !== undefined) {
    const node = await nodeFor(version, context);
    return typeof node === 'string' ? runJavaScript(code, node, context) : node;
  }
  const oldest = await runOn(OLDEST_MAJOR, code, context);
  if (oldest.kind !== 'ran' || oldest.timedOut) return oldest;
  const newest = await runOn(NEWEST_LTS, code, context);
  if (newest.kind !== 'ran') return newest;
  if (normalizeOutput(newest.stdout) === normalizeOutput(oldest.stdout)) return oldest;
  const printed = newest.timedOut ? 'timed out' : `printed ${JSON.stringify(normalizeOutput(newest.stdout))}`;
  return {
    ...oldest,
    disagreement: `Node ${NEWEST_LTS} (the newest LTS) ${printed}, Node ${OLDEST_MAJOR} ${JSON.stringify(normalizeOutput(oldest.stdout))}: name the version in the stem and use verify: node ${OLDEST_MAJOR}`,
  };
};
