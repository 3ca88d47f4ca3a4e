import fs from 'node:fs';
import path from 'node:path';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type Runner, type RunResult } from '../types.js';

/** Debian's configuration files, which the JDK's conf/ folder links to (java.security among them). */
export const DEBIAN_CONF = '/etc/java-17-openjdk';

/**
 * One JVM per snippet, sized for a short program in the sandbox: the serial collector starts no
 * collector threads, C1 alone compiles sooner, no perf-data file in /tmp, a heap far under the
 * sandbox's memory limit.
 */
export const JVM_FLAGS = ['-Xmx256m', '-Xss1m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData'];

const JVM_DIR = '/usr/lib/jvm';

/**
 * Debian's Java 17 itself (java-17-openjdk-amd64, -arm64...), not whatever /usr/bin/java points to:
 * the questions claim Java 17's behaviour, and a newer JDK compiles what 17 rejects.
 */
export function java17(): string | undefined {
  const names = fs.existsSync(JVM_DIR) ? fs.readdirSync(JVM_DIR).filter((name) => /^java-17-openjdk/.test(name)) : [];
  return names.map((name) => path.join(JVM_DIR, name, 'bin', 'java')).find((file) => fs.existsSync(file));
}

/** `Main.java:5: error: …` lines, the folder dropped: the output of a snippet that does not compile. */
export function compileErrors(stderr: string): string[] {
  return [...stderr.matchAll(/^(?:.*\/)?([^/\s]+\.java):(\d+): error: (.*)$/gm)].map(
    ([, file, line, message]) => `${file}:${line}: error: ${message}`,
  );
}

/**
 * `java Main.java`: the single-file source launcher compiles in memory and runs the first class
 * (one JVM start, faster than javac then java, and any class name works). When it does not
 * compile, the output is javac's error lines, so a question can claim a compile error.
 */
export const runJava: Runner = async ({ code }, context) => {
  const java = java17();
  if (!java) return notExecuted('Java 17 is not installed (apt-get install openjdk-17-jdk-headless)');
  const result: RunResult = await runInDir(
    {
      files: { 'Main.java': code },
      command: java,
      args: (dir) => [...JVM_FLAGS, dir.file('Main.java')],
      readOnly: fs.existsSync(DEBIAN_CONF) ? [DEBIAN_CONF] : [],
    },
    context,
  );
  if (result.kind !== 'ran' || result.exitCode === 0 || !/^error: compilation failed$/m.test(result.stderr))
    return result;
  return { ...result, stdout: compileErrors(result.stderr).join('\n') };
};
