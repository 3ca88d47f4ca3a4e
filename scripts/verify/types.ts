/** One snippet to run: what a question's `verify:` line, Check block or first code block gives. */
export type RunRequest = { code: string; version?: string };

/** What running a snippet gave, or why it could not run. */
export type RunResult =
  | {
      kind: 'ran';
      stdout: string;
      stderr: string;
      exitCode: number | null;
      timedOut: boolean;
      /** Set when another runtime the answer must not depend on printed something else, and what. */
      disagreement?: string;
    }
  | { kind: 'not-executed'; reason: string; missingToolchain: boolean };

export type RunnerName =
  | 'node'
  | 'typescript'
  | 'python'
  | 'sqlite'
  | 'postgres'
  | 'bash'
  | 'git'
  | 'shellcheck'
  | 'go'
  | 'rust'
  | 'browser'
  | 'react'
  | 'java'
  | 'kotlin'
  | 'php'
  | 'ruby'
  | 'c'
  | 'c-sanitize'
  | 'cpp'
  | 'cpp-sanitize'
  | 'docker';

/** Shared, lazily built resources (a PostgreSQL cluster, downloaded Node versions); disposed once. */
export type Runner = (request: RunRequest, context: RunContext) => Promise<RunResult>;

export type RunContext = {
  timeoutMs: number;
  /** Folder for downloaded runtimes and build caches, kept between runs. */
  cacheDir: string;
  /** Resources to build once per run, keyed by name, with what to do at the end. */
  once<T>(key: string, build: () => Promise<T>, dispose?: (value: T) => void | Promise<void>): Promise<T>;
};

export const notExecuted = (reason: string, missingToolchain = true): RunResult => ({
  kind: 'not-executed',
  reason,
  missingToolchain,
});
