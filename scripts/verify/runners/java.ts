import fs from 'node:fs';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type RunContext, type Runner, type RunResult } from '../types.js';

/** Debian's configuration files, which the JDK's conf/ folder links to (java.security among them). */
const DEBIAN_CONF = '/etc/java-17-openjdk';

/**
 * One JVM per snippet, sized for a short program in the sandbox: the serial collector starts no
 * collector threads, C1 alone compiles sooner, no perf-data file in /tmp, a heap far under the
 * sandbox's memory limit.
 */
export const JVM_FLAGS = ['-Xmx256m', '-Xss1m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData'];

const javaHome = (context: RunContext) =>
  context.once('java', async () => (fs.existsSync('/usr/bin/java') ? '/usr/bin/java' : undefined));

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
  const java = await javaHome(context);
  if (!java) return notExecuted('Java is not installed (apt-get install openjdk-17-jdk-headless)');
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
