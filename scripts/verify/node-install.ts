import { installNode } from '../lib/node-install.js';
import { notExecuted, type RunContext, type RunResult } from './types.js';

/**
 * The node binary of another Node.js (a major version, or a release such as 22.22.2), installed once
 * from the npm registry into the project's .cache/node, where CI's own Nodes are too.
 */
export function installedNode(version: string, context: RunContext): Promise<string | RunResult> {
  return context.once(`node-${version}`, () =>
    installNode(version).catch((error: Error) =>
      notExecuted(`could not install Node ${version}: ${error.message}`, false),
    ),
  );
}
