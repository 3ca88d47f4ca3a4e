import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { runInDir } from '../run-in-dir.js';
import type { Runner } from '../types.js';

/** `bash main.sh` in an empty folder that is also HOME. */
export const runBash: Runner = ({ code }, context) =>
  runInDir({ files: { 'main.sh': code }, command: 'bash', args: (dir) => [dir.file('main.sh')] }, context);

const GIT_CONFIG = `[user]
\tname = Quiz Dojo
\temail = quiz@example.com
[init]
\tdefaultBranch = main
[advice]
${[
  'statusHints',
  'detachedHead',
  'commitBeforeMerge',
  'resolveConflict',
  'implicitIdentity',
  'addEmptyPathspec',
  'addIgnoredFile',
  'skippedCherryPicks',
  'mergeConflict',
  'forceDeleteBranch',
  'pushNonFFCurrent',
  'waitingForEditor',
  'nestedTag',
  'ignoredHook',
  'rmHints',
  'setUpstreamFailure',
  'defaultBranchName',
]
  .map((name) => `\t${name} = false`)
  .join('\n')}
`;

/** Like bash, in a repository just made by `git init -q -b main`, with a name, an e-mail and no advice. */
export const runGit: Runner = ({ code }, context) =>
  runInDir(
    {
      files: { 'main.sh': code, gitconfig: GIT_CONFIG },
      command: 'bash',
      args: (dir) => [dir.file('main.sh')],
      env: (dir) => ({
        GIT_CONFIG_GLOBAL: dir.file('gitconfig'),
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_PAGER: 'cat',
        GIT_EDITOR: 'true',
      }),
      prepare: (dir, env) => {
        execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir.work, env, stdio: 'pipe' });
        if (!fs.existsSync(`${dir.work}/.git`)) throw new Error('git init made no repository');
      },
    },
    context,
  );
