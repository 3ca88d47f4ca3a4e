import { runInDir } from '../run-in-dir.js';
import { snippetLimits } from '../sandbox/index.js';
import { notExecuted, type RunResult, type Runner } from '../types.js';
import { toolVersion } from './compiled.js';

type Language = { compiler: string; source: string; standard: string; name: string };

const C: Language = { compiler: 'gcc', source: 'main.c', standard: '-std=c17', name: 'C' };
const CPP: Language = { compiler: 'g++', source: 'main.cpp', standard: '-std=c++20', name: 'C++' };

/** A clean compile: any warning fails the question, so a snippet cannot lean on a diagnosed mistake. */
const STRICT = ['-Wall', '-Werror', '-O0'];
/**
 * Undefined behaviour becomes a report and the end of the program, at its first occurrence. Warnings
 * are not errors here: gcc sees through the plainest undefined behaviour (`free(p); free(p);`), and
 * the question is what happens when it runs.
 */
const SANITIZE = ['-Wall', '-O0', '-fsanitize=address,undefined', '-fno-sanitize-recover=all'];

/**
 * Linked into a sanitized program: stdout flushed at each newline, because a sanitizer ends the
 * program with _exit and a pipe's full buffer would lose what it printed before the error.
 */
const LINE_BUFFERED =
  '#include <stdio.h>\n__attribute__((constructor)) static void line_buffered(void) { setvbuf(stdout, NULL, _IOLBF, BUFSIZ); }\n';

/**
 * AddressSanitizer reserves about 20 TiB of address space for its shadow memory, which RLIMIT_DATA
 * counts; its own RSS limit stands in for the usual 1 GiB (decision 13 says what this leaves open).
 */
const SANITIZED_DATA_BYTES = 64 * 1024 ** 4;
const SANITIZER_OPTIONS = 'hard_rss_limit_mb=1024:detect_leaks=1:print_summary=0';

/**
 * The sanitizer's report as lines that do not change from run to run: `runtime error: ...` for
 * UndefinedBehaviorSanitizer, `AddressSanitizer: heap-buffer-overflow` (without addresses, pids or
 * file positions) for AddressSanitizer and LeakSanitizer.
 */
export function sanitizerReport(stderr: string): string[] {
  const lines: string[] = [];
  for (const line of stderr.split('\n')) {
    const ub = /runtime error: (.*)$/.exec(line);
    if (ub) lines.push(`runtime error: ${ub[1]!.trim()}`);
    const asan = /ERROR: ((?:Address|Leak)Sanitizer: .*)$/.exec(line);
    if (asan) lines.push(asan[1]!.replace(/ (?:on|at|in thread|\(pc)\b.*$/, '').trim());
  }
  return lines;
}

function compiledRunner(language: Language, sanitize: boolean): Runner {
  return async ({ code }, context) => {
    const found = await toolVersion(context, language.compiler, ['--version']);
    if (!found) return notExecuted(`${language.compiler} is not installed (apt-get install ${language.compiler})`);
    const sources = sanitize ? [language.source, 'line-buffered.c'] : [language.source];
    const result: RunResult = await runInDir(
      {
        files: { [language.source]: code, ...(sanitize ? { 'line-buffered.c': LINE_BUFFERED } : {}) },
        command: 'sh',
        // $0 is the program, then the compiler's arguments; the program runs in the empty work folder.
        args: (dir) => [
          '-c',
          `${language.compiler} "$@" && exec "$0"`,
          dir.file('main'),
          language.standard,
          ...(sanitize ? SANITIZE : STRICT),
          '-o',
          dir.file('main'),
          ...sources.map((file) => dir.file(file)),
        ],
        env: (): Record<string, string> =>
          sanitize ? { ASAN_OPTIONS: SANITIZER_OPTIONS, UBSAN_OPTIONS: 'print_stacktrace=0' } : {},
        limits: sanitize ? { ...snippetLimits(context.timeoutMs), dataBytes: SANITIZED_DATA_BYTES } : undefined,
      },
      context,
    );
    if (!sanitize || result.kind !== 'ran') return result;
    const report = sanitizerReport(result.stderr);
    return report.length === 0 ? result : { ...result, stdout: [result.stdout.trimEnd(), ...report].join('\n') };
  };
}

/** `gcc -std=c17 -Wall -Werror -O0`, then the program. */
export const runC = compiledRunner(C, false);
/** The same with AddressSanitizer and UndefinedBehaviorSanitizer: the output ends with their report. */
export const runCSanitize = compiledRunner(C, true);
/** `g++ -std=c++20 -Wall -Werror -O0`, then the program. */
export const runCpp = compiledRunner(CPP, false);
export const runCppSanitize = compiledRunner(CPP, true);
