import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type Runner, type RunResult } from '../types.js';
import { DEBIAN_CONF, java17, JVM_FLAGS } from './java.js';
import { compilerArchive, compilerClassPath } from './kotlin-class-archive.js';

const require = createRequire(import.meta.url);

/** The official compiler distribution from the npm registry (devDependency kotlin-compiler): kotlinc for the JVM. */
export function kotlinHome(): string | undefined {
  try {
    return path.dirname(require.resolve('kotlin-compiler/package.json'));
  } catch {
    return undefined;
  }
}

/**
 * The compiler's own JVM: C1 alone and the serial collector start a short compile sooner (decision
 * 24), a heap that fits the sandbox's memory limit.
 */
const COMPILER_FLAGS = ['-Xmx512m', '-Xss2m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData'];

/** The distribution's kotlinx.coroutines (1.8), on the classpath of the compile and of the run. */
const COROUTINES = 'kotlinx-coroutines-core-jvm.jar';

/** Starting the compiler takes seconds before the snippet's own run: outside the snippet's time. */
const COMPILE_ALLOWANCE_MS = 30_000;

/** `main.kt:3:13: error: …` lines, the folder dropped: the output of a snippet that does not compile. */
export function kotlinErrors(stderr: string): string[] {
  return [...stderr.matchAll(/^(?:.*\/)?([^/\s]+\.kt):(\d+):(\d+): error: (.*)$/gm)].map(
    ([, file, line, column, message]) => `${file}:${line}:${column}: error: ${message}`,
  );
}

/**
 * kotlinc (K2JVMCompiler on Java 17, started directly rather than by the kotlinc script, which first
 * starts a JVM for `java -version` and loads the compiler through a class loader of its own that a
 * class-data archive cannot cover) compiles main.kt into classes, then Java 17 runs MainKt with the
 * standard library and kotlinx.coroutines: Kotlin on the JVM, the target the answers claim. When it
 * does not compile, the output is kotlinc's error lines.
 */
export const runKotlin: Runner = async ({ code }, context) => {
  const java = java17();
  const home = kotlinHome();
  if (!java) return notExecuted('Java 17 is not installed (apt-get install openjdk-17-jdk-headless)');
  if (!home) return notExecuted('kotlinc is not installed (npm install, devDependency kotlin-compiler)');
  const lib = path.join(home, 'lib');
  const archive = await compilerArchive(context, java, home, COMPILER_FLAGS);
  const compile = [
    java,
    ...COMPILER_FLAGS,
    ...(archive ? [`-XX:SharedArchiveFile=${archive}`] : []),
    '-cp',
    compilerClassPath(home),
    'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
    '-kotlin-home',
    home,
    '-nowarn',
    '-cp',
    path.join(lib, COROUTINES),
    '-d',
  ];
  const run = [java, ...JVM_FLAGS, '-cp'];
  const result: RunResult = await runInDir(
    {
      files: { 'main.kt': code },
      command: 'sh',
      args: (dir) => [
        '-c',
        `"$@" "$0/classes" "$0/main.kt" 2>"$0/compile.log" || { cat "$0/compile.log" >&2; echo "kotlinc failed" >&2; exit 1; }
${run.map(quote).join(' ')} "$0/classes:${path.join(lib, 'kotlin-stdlib.jar')}:${path.join(lib, COROUTINES)}" MainKt`,
        dir.root,
        ...compile,
      ],
      readOnly: [home, ...(archive ? [archive] : []), ...(fs.existsSync(DEBIAN_CONF) ? [DEBIAN_CONF] : [])],
    },
    { ...context, timeoutMs: context.timeoutMs + COMPILE_ALLOWANCE_MS },
  );
  if (result.kind !== 'ran' || result.exitCode === 0 || !/^kotlinc failed$/m.test(result.stderr)) return result;
  return { ...result, stdout: kotlinErrors(result.stderr).join('\n') };
};

const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
