import type { Runner, RunnerName } from '../types.js';
import { runBrowser } from './browser.js';
import { runC, runCpp, runCppSanitize, runCSanitize } from './c-family.js';
import { runGo, runRust } from './compiled.js';
import { runDocker } from './docker.js';
import { runJava } from './java.js';
import { runKotlin } from './kotlin.js';
import { runNode } from './node.js';
import { runPhp } from './php.js';
import { runPostgres } from './postgres.js';
import { runPython } from './python.js';
import { runReact } from './react.js';
import { runRuby } from './ruby.js';
import { runShellCheck } from './shellcheck.js';
import { runBash, runGit } from './shell.js';
import { runSqlite } from './sqlite.js';
import { runTypeScript } from './typescript.js';

export const RUNNERS: Record<RunnerName, Runner> = {
  node: runNode,
  typescript: runTypeScript,
  python: runPython,
  sqlite: runSqlite,
  postgres: runPostgres,
  bash: runBash,
  git: runGit,
  shellcheck: runShellCheck,
  go: runGo,
  rust: runRust,
  browser: runBrowser,
  react: runReact,
  java: runJava,
  kotlin: runKotlin,
  php: runPhp,
  ruby: runRuby,
  c: runC,
  'c-sanitize': runCSanitize,
  cpp: runCpp,
  'cpp-sanitize': runCppSanitize,
  docker: runDocker,
};
