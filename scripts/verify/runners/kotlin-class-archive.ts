import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RunContext } from '../types.js';

const exec = promisify(execFile);

/** The jars kotlinc's compiler needs on the application class path, the standard library among them. */
const COMPILER_JARS = [
  'kotlin-compiler.jar',
  'kotlin-stdlib.jar',
  'kotlin-script-runtime.jar',
  'kotlin-reflect.jar',
  'kotlinx-coroutines-core-jvm.jar',
  'trove4j.jar',
  'annotations-13.0.jar',
];

/** Making the archive is one compile with the classes written out: seconds, a minute when very busy. */
const ARCHIVE_TIMEOUT_MS = 180_000;

export const compilerClassPath = (home: string) => COMPILER_JARS.map((jar) => path.join(home, 'lib', jar)).join(':');

/**
 * A class-data archive of the compiler's classes (Java's AppCDS), made once per kotlinc and JDK in
 * the cache folder by compiling a line of our own: the compiler's JVM then maps the classes it loads
 * instead of reading and verifying them from the jars, 4 to 5 s a compile instead of 13 to 17 on a
 * busy machine (decision 25). The JVM checks the archive against the class path and ignores one that
 * does not match; without an archive (it could not be made) the compile is only slower.
 */
export function compilerArchive(
  context: RunContext,
  java: string,
  home: string,
  flags: string[],
): Promise<string | undefined> {
  const version = fs.readFileSync(path.join(home, 'build.txt'), 'utf8').trim();
  const jdk = path.basename(path.dirname(path.dirname(java)));
  const file = path.join(context.cacheDir, `kotlinc-${version}-${jdk}.jsa`);
  return context.once(`kotlin-archive-${file}`, async () => {
    if (fs.existsSync(file)) return file;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-kotlin-archive-'));
    const partial = path.join(dir, 'compiler.jsa');
    try {
      fs.writeFileSync(path.join(dir, 'main.kt'), 'fun main() { println(listOf(1).map { it + 1 }) }\n');
      // A compile that hangs leaves the runs without an archive, not without an end.
      await exec(
        java,
        [
          ...flags,
          `-XX:ArchiveClassesAtExit=${partial}`,
          '-cp',
          compilerClassPath(home),
          'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
          '-kotlin-home',
          home,
          '-d',
          path.join(dir, 'classes'),
          path.join(dir, 'main.kt'),
        ],
        { timeout: ARCHIVE_TIMEOUT_MS },
      );
      fs.mkdirSync(context.cacheDir, { recursive: true });
      // Renamed into place whole, so that a run in another process never maps half an archive.
      fs.copyFileSync(partial, `${file}.${process.pid}`);
      fs.renameSync(`${file}.${process.pid}`, file);
      fs.chmodSync(file, 0o644);
      return file;
    } catch {
      return undefined;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
